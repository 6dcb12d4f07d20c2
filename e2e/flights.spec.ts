import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  fixtureResponder,
  startFirecrawlFixtureServer,
  type FirecrawlFixtureServer,
} from "../src/server/integrations/firecrawl-fixture-server";
import { mulDivRoundHalfUp } from "../src/shared/domain/wallet/cost";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { formatBRL } from "../src/shared/format";
import { mutate } from "./api";
import { firecrawlPortFor } from "./firecrawl";
import { grantPromotionsAccessThroughAdmin, newAccount, signUpThroughForm } from "./support";

/** A day well ahead, as the date input wants it (YYYY-MM-DD). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const DEPARTURE = daysFromNow(30);
const RETURN = daysFromNow(37);

async function openTab(page: Page, name: "Buscar voos" | "Teste de scraping"): Promise<Locator> {
  await page.goto("/buscador-passagens");
  await expect(page.getByRole("heading", { name: "Buscador de Passagens", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name }).click();
  return page.getByRole("tabpanel", { name });
}

async function fillRoute(panel: Locator, origin: string, destination: string): Promise<void> {
  await panel.getByLabel("Origem").fill(origin);
  await panel.getByLabel("Destino").fill(destination);
  await panel.getByLabel("Data de ida").fill(DEPARTURE);
}

async function milesOf(results: Locator): Promise<number[]> {
  const texts = await results.getByText(/^[\d.]+ milhas$/).allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, "")));
}

test.describe("simulated search", () => {
  test("a round trip without a return date asks for it; empty fields ask for all three", async ({ page }) => {
    const panel = await openTab(page, "Buscar voos");
    await expect(panel.getByRole("button", { name: "Ida e Volta" })).toHaveAttribute("aria-pressed", "true");

    await panel.getByRole("button", { name: "Buscar voos" }).click();
    await expect(page.getByText("Campos obrigatórios")).toBeVisible();
    await expect(page.getByText("Por favor, preencha origem, destino e data de ida.")).toBeVisible();

    await fillRoute(panel, "GRU", "SDU");
    await panel.getByRole("button", { name: "Buscar voos" }).click();
    await expect(page.getByText("Data de volta obrigatória")).toBeVisible();
    await expect(page.getByText("Para ida e volta, informe a data de retorno.")).toBeVisible();
    await expect(panel.getByRole("article")).toHaveCount(0);
  });

  test("a valid round trip shows 7 flights, cheapest first, and buying opens the airline", async ({
    page,
    context,
  }) => {
    // No internet here: the airline's site is answered locally, only its address matters.
    await context.route(/voeazul|voegol|latamairlines/, (route) => route.fulfill({ body: "<h1>Companhia aérea</h1>" }));
    const panel = await openTab(page, "Buscar voos");
    await fillRoute(panel, "GRU — São Paulo (Guarulhos)", "SDU");
    await panel.getByLabel("Data de volta").fill(RETURN);
    await panel.getByRole("button", { name: "Buscar voos" }).click();

    await expect(panel.getByText("Buscando voos...")).toBeVisible();
    const flights = panel.getByRole("article");
    await expect(flights).toHaveCount(7);
    await expect(panel.getByRole("heading", { name: "7 voos encontrados" })).toBeVisible();
    await expect(panel.getByText(/dados realistas, baseados nas principais rotas brasileiras/)).toBeVisible();

    const miles = await milesOf(panel);
    expect(miles).toHaveLength(7);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    // São Paulo–Rio: 10.000 miles ± 15%.
    for (const value of miles) expect(value).toBeGreaterThanOrEqual(8_500);
    for (const value of miles) expect(value).toBeLessThanOrEqual(11_500);
    await expect(flights.filter({ hasText: "Comprar na Azul" })).toHaveCount(3);
    await expect(flights.filter({ hasText: "Comprar na GOL" })).toHaveCount(2);
    await expect(flights.filter({ hasText: "Comprar na LATAM" })).toHaveCount(2);

    const first = flights.first();
    const [day, month, year] = DEPARTURE.split("-").reverse();
    await expect(first.getByText(new RegExp(`^${day}/${month}/${year} \\d{2}:\\d{2}$`))).toBeVisible();
    await expect(first.getByText(/^\+ R\$ \d{3},\d{2} em taxas$/)).toBeVisible();
    await expect(first.getByText(/^[1-9] disponíve(l|is)$/)).toBeVisible();
    // A visitor has no custo do milheiro to compare with.
    await expect(panel.getByText(/Equivale a/)).toHaveCount(0);

    const buy = first.getByRole("button", { name: /^Comprar na / });
    const airline = ((await buy.textContent()) ?? "").replace("Comprar na", "").trim();
    const popup = page.waitForEvent("popup");
    await buy.click();
    await expect(page.getByText(`Redirecionando para o site da ${airline}`)).toBeVisible();
    const site = await popup;
    await site.waitForLoadState();
    expect(site.url()).toMatch(/voeazul|voegol|latamairlines/);
  });

  test("one way hides the return date, and two airports of one city find nothing", async ({ page }) => {
    const panel = await openTab(page, "Buscar voos");
    await panel.getByRole("button", { name: "Somente Ida" }).click();
    await expect(panel.getByLabel("Data de volta")).toBeHidden();
    await fillRoute(panel, "GRU", "CGH");
    await panel.getByRole("button", { name: "Buscar voos" }).click();
    await expect(panel.getByText("Nenhum voo encontrado para os critérios selecionados.")).toBeVisible();
  });
});

test("a member sees each flight priced at their own custo do milheiro for that airline", async ({ page, browser }) => {
  // The admin grants Minha Gestão in a second browser before the wallet can be filled.
  test.slow();
  const member = newAccount();
  await signUpThroughForm(page, member);
  await grantPromotionsAccessThroughAdmin(browser, member.email);
  const smiles = await mutate<{ id: string }>(page, "wallet.programs.create", { name: "Smiles" });
  await mutate<{ id: string }>(page, "wallet.accumulations.create", {
    programId: smiles.id,
    milesAcquired: 10_000,
    amountPaidCents: 25_000,
    calculationDate: todayInSaoPaulo(),
  });

  const panel = await openTab(page, "Buscar voos");
  await panel.getByRole("button", { name: "Somente Ida" }).click();
  await fillRoute(panel, "CGH", "SDU");
  await panel.getByRole("button", { name: "Buscar voos" }).click();
  const flights = panel.getByRole("article");
  await expect(flights).toHaveCount(7);

  const gol = flights.filter({ hasText: "Comprar na GOL" });
  await expect(gol).toHaveCount(2);
  for (const card of await gol.all()) {
    const [miles] = await milesOf(card);
    const value = formatBRL(mulDivRoundHalfUp(miles ?? 0, 2_500, 1000));
    await expect(card).toContainText(
      `Equivale a ${value} no seu custo médio do milheiro (Smiles: R$ 25,00 por milheiro).`,
    );
  }
  // No Azul or LATAM program in this wallet: nothing to compare.
  await expect(panel.getByText(/Equivale a/)).toHaveCount(2);
});

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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the search form and its results fit the screen", async ({ page }) => {
    const panel = await openTab(page, "Buscar voos");
    await panel.getByRole("button", { name: "Somente Ida" }).click();
    await fillRoute(panel, "Recife", "POA");
    await panel.getByRole("button", { name: "Buscar voos" }).click();
    await expect(panel.getByRole("article")).toHaveCount(7);
    await expect(
      panel
        .getByRole("article")
        .first()
        .getByRole("heading", { name: /REC para POA/ }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
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
