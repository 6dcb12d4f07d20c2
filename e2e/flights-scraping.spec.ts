import { expect, test } from "@playwright/test";
import {
  fixtureResponder,
  startFirecrawlFixtureServer,
  type FirecrawlFixtureServer,
} from "../src/server/integrations/firecrawl-fixture-server";
import { firecrawlPortFor } from "./firecrawl";
import { newAccount, signUpThroughForm } from "./support";
import { fillRoute, openTab } from "./flight-finder";

test.describe("scraping tab", () => {
  // One worker runs these, next to the one Firecrawl look-alike the app was started against.
  test.describe.configure({ mode: "serial" });
  let firecrawl: FirecrawlFixtureServer;

  const REFUSED_KEY = "fc-e2e-chave-recusada";

  test.beforeAll(async ({}, testInfo) => {
    const appPort = Number(new URL(String(testInfo.project.use.baseURL)).port);
    firecrawl = await startFirecrawlFixtureServer({
      port: firecrawlPortFor(appPort),
      // Firecrawl's own answer to a key it does not know.
      respond: (request) =>
        request.authorization === `Bearer ${REFUSED_KEY}`
          ? { status: 401, body: { success: false, error: "Unauthorized: Invalid token" } }
          : fixtureResponder(request),
    });
  });

  test.afterAll(async () => {
    await firecrawl?.close();
  });

  test("refuses to work without a configured key", async ({ page }) => {
    const panel = await openTab(page, "Teste de scraping");
    await expect(panel.getByText("Aviso legal: uso apenas educacional")).toBeVisible();
    await expect(panel.getByLabel("API key da Firecrawl")).toHaveAttribute("type", "password");

    await panel.getByRole("button", { name: "Configurar" }).click();
    await expect(page.getByText("Por favor, insira sua API key da Firecrawl")).toBeVisible();

    await panel.getByRole("button", { name: "Testar conexão" }).click();
    await expect(page.getByText("API key não configurada")).toBeVisible();
    await expect(page.getByText("Configure sua API key da Firecrawl antes de testar a conexão.")).toBeVisible();

    await fillRoute(panel, "GRU", "SDU");
    await panel.getByRole("button", { name: "Buscar nas companhias" }).click();
    await expect(page.getByText("Configure sua API key da Firecrawl antes de buscar.")).toBeVisible();
    await expect(panel.getByRole("table")).toHaveCount(0);
  });

  test("with a key, tests the connection and lists the airlines' flights", async ({ page }) => {
    const panel = await openTab(page, "Teste de scraping");
    await expect(panel.getByText("Modo de teste")).toBeHidden();
    await panel.getByLabel("API key da Firecrawl").fill("fc-e2e-chave-de-teste");
    await panel.getByRole("button", { name: "Configurar" }).click();
    await expect(page.getByText("API key configurada", { exact: true })).toBeVisible();

    await panel.getByRole("button", { name: "Testar conexão" }).click();
    await expect(page.getByText("Conexão estabelecida!")).toBeVisible();
    await expect(panel.getByText("API key válida. Créditos restantes: 500.")).toBeVisible();

    await fillRoute(panel, "VCP", "SDU");
    await panel.getByRole("button", { name: "Buscar nas companhias" }).click();
    const table = panel.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Companhia", "Horário", "Preço", "Duração", "Paradas"]);
    await expect(table.getByRole("row")).toHaveCount(1 + 11);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "Azul",
      "06:10 → 07:05",
      "R$ 389,90",
      "55m",
      "Direto",
    ]);
    await expect(table.getByRole("row", { name: /GOL 12:15 → 15:50 R\$ 612,90 3h 35m 1 parada/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /LATAM 07:20 → 08:25 R\$ 498,76/ })).toBeVisible();

    // The key stays in this browser only: a new visit finds it configured.
    await page.reload();
    await page.getByRole("tab", { name: "Teste de scraping" }).click();
    await expect(page.getByText("API key configurada neste navegador.")).toBeVisible();
  });

  test("a key Firecrawl refuses fails the test and the scrape with the spec's messages", async ({ page }) => {
    const panel = await openTab(page, "Teste de scraping");
    await panel.getByLabel("API key da Firecrawl").fill(REFUSED_KEY);
    await panel.getByRole("button", { name: "Configurar" }).click();

    await panel.getByRole("button", { name: "Testar conexão" }).click();
    await expect(page.getByText("Erro na conexão")).toBeVisible();
    await expect(page.getByText("Falha na conexão com a API").first()).toBeVisible();
    await expect(panel.getByText("A Firecrawl recusou esta API key. Confira a chave e tente novamente.")).toBeVisible();

    await fillRoute(panel, "GRU", "SDU");
    await panel.getByRole("button", { name: "Buscar nas companhias" }).click();
    await expect(page.getByText("Falha ao extrair dados das companhias").first()).toBeVisible();
    await expect(panel.getByRole("alert").filter({ hasText: "Falha ao extrair dados das companhias" })).toContainText(
      "A Firecrawl recusou esta API key.",
    );
    await expect(panel.getByRole("table")).toHaveCount(0);
  });

  test("changing the key and testing again leaves no stale error behind", async ({ page }) => {
    // A member of its own: the three calls here must not meet the visitors' limit the tests above used up.
    await signUpThroughForm(page, newAccount("chave"));
    const panel = await openTab(page, "Teste de scraping");
    await panel.getByLabel("API key da Firecrawl").fill(REFUSED_KEY);
    await panel.getByRole("button", { name: "Configurar" }).click();
    await panel.getByRole("button", { name: "Testar conexão" }).click();
    const refused = panel.getByText("A Firecrawl recusou esta API key. Confira a chave e tente novamente.");
    await expect(refused).toBeVisible();
    await fillRoute(panel, "GRU", "SDU");
    await panel.getByRole("button", { name: "Buscar nas companhias" }).click();
    const scrapeFailure = panel.getByRole("alert").filter({ hasText: "Falha ao extrair dados das companhias" });
    await expect(scrapeFailure).toBeVisible();

    // A new key, typed and tested straight away: the answer is about this key, nothing else stays.
    await panel.getByLabel("API key da Firecrawl").fill("fc-e2e-chave-nova");
    await panel.getByRole("button", { name: "Testar conexão" }).click();
    await expect(panel.getByText("API key válida. Créditos restantes: 500.")).toBeVisible();
    await expect(refused).toBeHidden();
    await expect(scrapeFailure).toBeHidden();
  });
});

for (const width of [1024, 1280, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the airport placeholders fit their fields and the key's buttons stay on one row", async ({ page }) => {
      for (const tab of ["Buscar voos", "Teste de scraping"] as const) {
        const panel = await openTab(page, tab);
        for (const field of await panel.getByLabel(/^(Origem|Destino)$/).all()) {
          const cut = await field.evaluate((input: HTMLInputElement) => {
            const style = getComputedStyle(input);
            const context = document.createElement("canvas").getContext("2d");
            if (!context) return true;
            context.font = style.font;
            const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return context.measureText(input.placeholder).width > room;
          });
          expect(cut, `${tab}: placeholder cut`).toBe(false);
        }
      }
      const panel = page.getByRole("tabpanel", { name: "Teste de scraping" });
      await panel.getByLabel("API key da Firecrawl").fill("fc-e2e-layout");
      await panel.getByRole("button", { name: "Configurar" }).click();
      const top = async (name: string) => (await panel.getByRole("button", { name }).boundingBox())?.y;
      expect(await top("Testar conexão")).toBe(await top("Configurar"));
      await expect(panel.getByRole("button", { name: "Esquecer chave" })).toBeVisible();
    });
  });
}
