import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { taxesCentsFor } from "../src/shared/domain/flights/flight-simulation";
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
    // São Paulo–Rio: 10.000 miles ± 15% each way; the headline is the round trip's total.
    for (const value of miles) expect(value).toBeGreaterThanOrEqual(17_000);
    for (const value of miles) expect(value).toBeLessThanOrEqual(23_000);
    await expect(flights.filter({ hasText: "Comprar na Azul" })).toHaveCount(3);
    await expect(flights.filter({ hasText: "Comprar na GOL" })).toHaveCount(2);
    await expect(flights.filter({ hasText: "Comprar na LATAM" })).toHaveCount(2);

    const first = flights.first();
    const [day, month, year] = DEPARTURE.split("-").reverse();
    await expect(first.getByText(new RegExp(`^${day}/${month}/${year} \\d{2}:\\d{2}$`))).toBeVisible();
    await expect(first.getByText(/^\+ R\$ \d{3},\d{2} em taxas$/)).toBeVisible();
    await expect(first.getByText(/^[1-9] disponíve(l|is)$/)).toBeVisible();
    // A visitor has no custo do milheiro to compare with.
    await expect(panel.getByText(/Custo para você/)).toHaveCount(0);

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
    const [miles = 0] = await milesOf(card);
    const milesCents = mulDivRoundHalfUp(miles, 2_500, 1000);
    const taxes = taxesCentsFor(miles);
    await expect(card).toContainText(
      `Custo para você (somente ida): ${formatBRL(milesCents + taxes)} = ${formatBRL(milesCents)} em milhas ` +
        `(Smiles a ${formatBRL(2_500)} por milheiro) + ${formatBRL(taxes)} de taxas.`,
    );
  }
  // No Azul or LATAM program in this wallet: nothing to compare.
  await expect(panel.getByText(/Custo para você/)).toHaveCount(2);

  // The cash fare typed for the same trip: R$ per thousand obtained, net of taxes, against R$ 25,00.
  const card = gol.first();
  const [miles = 0] = await milesOf(card);
  await card.getByLabel("Preço em dinheiro (somente ida)").fill("1.200,00");
  const obtained = mulDivRoundHalfUp(120_000 - taxesCentsFor(miles), 1000, miles);
  await expect(card).toContainText(
    `Você obtém ${formatBRL(obtained)} por milheiro; seu custo é ${formatBRL(2_500)} por milheiro. Resgate vantajoso.`,
  );
  await card.getByLabel("Preço em dinheiro (somente ida)").fill("abc");
  await expect(card.getByText("Informe um valor em reais, como 1.200,00.")).toBeVisible();
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
    // The page brought the results into view: their heading is on screen, not below the form.
    await expect(panel.getByRole("heading", { name: "7 voos encontrados" })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a round trip shows each leg's miles, time and taxes, and the total for both (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const panel = await openTab(page, "Buscar voos");
    await fillRoute(panel, "GRU", "SDU");
    await panel.getByLabel("Data de volta").fill(RETURN);
    await panel.getByRole("button", { name: "Buscar voos" }).click();
    await expect(panel.getByRole("heading", { name: "7 voos encontrados" })).toBeInViewport();
    const first = panel.getByRole("article").first();
    await expect(first.getByText("Total ida e volta")).toBeVisible();
    const legs = await first.getByText(/^1h · [\d.]+ milhas · R\$\s[\d.,]+ de taxas$/).allTextContents();
    expect(legs).toHaveLength(2);
    const legMiles = legs.map((text) => Number((/([\d.]+) milhas/.exec(text)?.[1] ?? "").replaceAll(".", "")));
    const [total] = await milesOf(first);
    expect(total).toBe((legMiles[0] ?? 0) + (legMiles[1] ?? 0));
    const legTaxes = legMiles.map(taxesCentsFor);
    await expect(first.getByText(`+ ${formatBRL((legTaxes[0] ?? 0) + (legTaxes[1] ?? 0))} em taxas`)).toBeVisible();
    await expect(first.getByText("Tempo de voo (ida e volta)")).toBeVisible();
    await expect(first.getByText("2h", { exact: true })).toBeVisible();

    // A visitor typing the cash fare reads what a thousand miles obtain, with nothing to compare.
    await first.getByLabel("Preço em dinheiro (ida e volta)").fill("1.500,00");
    const obtained = mulDivRoundHalfUp(150_000 - (legTaxes[0] ?? 0) - (legTaxes[1] ?? 0), 1000, total ?? 1);
    await expect(first).toContainText(
      `Você obtém ${formatBRL(obtained)} por milheiro (sem custo médio para comparar).`,
    );
    const { violations } = await new AxeBuilder({ page }).include("main").analyze();
    expect(violations.flatMap((found) => found.nodes.map((node) => `${found.id}: ${node.target.join(" ")}`))).toEqual(
      [],
    );
  });
}
