import { expect, test } from "@playwright/test";
import { mulDivRoundHalfUp } from "../src/shared/domain/wallet/cost";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { formatBRL } from "../src/shared/format";
import { mutate } from "./api";
import { grantPromotionsAccessThroughAdmin, newAccount, signUpThroughForm } from "./support";
import { DEPARTURE, fillRoute, milesOf, openTab, RETURN } from "./flight-finder";

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
