import { expect, test, type Locator, type Page } from "@playwright/test";
import { billingDateOnOrAfter, dueBillingDates, upcomingBillingDates } from "../src/shared/domain/clubs/club-calendar";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { suggestedLotExpiry } from "../src/shared/domain/wallet/lots";
import { formatInteger, formatPlainDate } from "../src/shared/format";
import { openAdminTab } from "./support";
import { addProgramFromCatalogue, openDashboardAsNewMember } from "./wallet-ui";

// Clubs as monthly lots (docs/decisions/042): a club started in the past posts the months it
// already billed, once, and lists the next ones.
test.describe.configure({ timeout: 120_000 });

const today = todayInSaoPaulo();
const startsOn = addDays(today, -75);
const billingDay = 5;
const schedule = {
  billingDay,
  nextBillingOn: billingDateOnOrAfter(startsOn, billingDay),
  pausedSince: null,
  endsOn: null,
};
const missed = dueBillingDates(schedule, today);
const next = upcomingBillingDates(schedule, today, 3);

const detail = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

async function openNewClub(page: Page) {
  const card = page.getByRole("article", { name: "Smiles" });
  await card.getByRole("button", { name: "Adicionar clube" }).click();
  return page.getByRole("dialog", { name: "Novo clube — Smiles" });
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`a club started in the past posts the missed months once and lists the next (${device})`, async ({
    page,
    browser,
  }) => {
    await openDashboardAsNewMember(page, browser);
    await page.setViewportSize(viewport);
    await addProgramFromCatalogue(page, "Smiles", "0");
    const card = page.getByRole("article", { name: "Smiles" });
    await expect(card.getByText("Nenhum clube neste programa.")).toBeVisible();

    // The error path: nothing chosen nor typed, each refusal under its field, nothing saved.
    let dialog = await openNewClub(page);
    await dialog.getByRole("button", { name: "Adicionar clube" }).click();
    await expect(dialog.getByLabel("Nome do plano")).toHaveAccessibleDescription("Informe o nome do plano.");
    await expect(dialog.getByLabel("Milhas por mês")).toHaveAccessibleDescription(
      "As milhas por mês devem ser um número inteiro maior que 0.",
    );
    await dialog.getByLabel("Dia da cobrança").fill("32");
    await dialog.getByRole("button", { name: "Adicionar clube" }).click();
    await expect(dialog.getByLabel("Dia da cobrança")).toHaveAccessibleDescription(
      "O dia da cobrança deve ser um número de 1 a 31.",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Nenhum clube neste programa.")).toBeVisible();

    // The catalogue's plan fills the figures, with its source; the member sets the day and start.
    dialog = await openNewClub(page);
    await dialog.getByLabel("Plano", { exact: true }).selectOption({ label: "Clube Smiles 1.000" });
    await expect(dialog.getByLabel("Nome do plano")).toHaveValue("Clube Smiles 1.000");
    await expect(dialog.getByLabel("Preço por mês (R$)")).toHaveValue("42,00");
    await expect(dialog.getByLabel("Validade das milhas (meses)")).toHaveValue("120");
    await expect(dialog.getByText(/smiles\.com\.br\/premmia-250325/)).toBeVisible();
    await dialog.getByLabel("Dia da cobrança").fill(String(billingDay));
    await dialog.getByLabel("Início").fill(startsOn);
    await dialog.getByRole("button", { name: "Adicionar clube" }).click();
    await expect(page.getByText("Clube adicionado!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Each missed month is one lot of 1.000 at R$ 42,00: the balance and the cost per thousand show them.
    const expectPosted = async () => {
      await expect(card.getByText(formatInteger(missed.length * 1_000), { exact: true })).toBeVisible();
      await expect(detail(card, "Custo médio do milheiro")).toHaveText("R$ 42,00");
      const lastPosted = missed.at(-1) ?? "";
      await expect(
        card.getByText(`${missed.length} meses lançados, o último em ${formatPlainDate(lastPosted)}.`),
      ).toBeVisible();
      const upcoming = card.getByRole("list", { name: "Próximos lançamentos de Clube Smiles 1.000" });
      await expect(upcoming.getByRole("listitem")).toHaveCount(3);
      await expect(upcoming.getByRole("listitem").first()).toContainText(formatPlainDate(next[0] ?? ""));
      await expect(upcoming.getByRole("listitem").first()).toContainText("1.000 milhas por R$ 42,00");
    };
    expect(missed.length).toBeGreaterThanOrEqual(2);
    await expectPosted();
    // Posted once: the job that ran at start and a reload add nothing.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
    await expectPosted();
  });
}

test("the admin edits a club plan with its source, and a plan without a source is refused", async ({ browser }) => {
  const admin = await openAdminTab(browser, "catalogo");
  try {
    const card = admin.getByRole("article", { name: "Esfera" });
    await card.getByRole("button", { name: "Editar Clube Esfera 200" }).click();
    const dialog = admin.getByRole("dialog", { name: "Editar Clube Esfera 200" });
    await dialog.getByLabel("Fonte", { exact: true }).fill("");
    await dialog.getByRole("button", { name: "Salvar plano" }).click();
    await expect(dialog.getByLabel("Fonte", { exact: true })).toHaveAccessibleDescription("Informe a fonte do plano.");

    await dialog.getByLabel("Preço por mês (R$)").fill("29,90");
    await dialog.getByLabel("Fonte", { exact: true }).fill("esfera-e2e.exemplo.com/clube");
    await dialog.getByLabel("Conferido em").fill("2026-12-01");
    await dialog.getByRole("button", { name: "Salvar plano" }).click();
    await expect(admin.getByText("Plano atualizado!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Clube Esfera 200: 200 por mês, R$ 29,90");
    await expect(card).toContainText("esfera-e2e.exemplo.com/clube · 01/12/2026");

    await admin.getByRole("button", { name: "Editar Esfera" }).click();
    const history = admin.getByRole("list", { name: "Histórico de alterações" });
    await expect(history).toContainText("Plano Clube Esfera 200, preço por mês: R$ 27,90 → R$ 29,90");
  } finally {
    await admin.context().close();
  }
});

test("the dialogs offer the catalogue's validity by origin and the destination club's extra bonus", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await addProgramFromCatalogue(page, "Livelo", "10000");
  await addProgramFromCatalogue(page, "Azul Fidelidade", "0");
  await addProgramFromCatalogue(page, "Smiles", "0");

  // Smiles: compra 36 meses, clube 120, voo 72; one click fills the date, which stays editable.
  await page.getByRole("article", { name: "Smiles" }).getByRole("button", { name: "Adicionar acúmulo" }).click();
  let dialog = page.getByRole("dialog");
  const inSixYears = suggestedLotExpiry(today, 72) ?? "";
  await dialog
    .getByRole("button", { name: `Usar a validade de voo (72 meses): ${formatPlainDate(inSixYears)}` })
    .click();
  await expect(dialog.getByLabel("Vencimento destes pontos")).toHaveValue(inSixYears);
  // The program's own usual validity (36 months, filled from the catalogue) stands for compra.
  await expect(dialog.getByRole("button", { name: /^Usar a validade usual do programa:/ })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Usar a validade de clube \(120 meses\)/ })).toBeVisible();
  await page.keyboard.press("Escape");

  // Clube Azul 10.000 adds 20 % to a transfer into Azul, in one click, once.
  await page.getByRole("article", { name: "Azul Fidelidade" }).getByRole("button", { name: "Adicionar clube" }).click();
  dialog = page.getByRole("dialog", { name: "Novo clube — Azul Fidelidade" });
  await dialog.getByLabel("Plano", { exact: true }).selectOption({ label: "Clube Azul 10.000" });
  await expect(dialog.getByLabel("Bônus extra em transferências (%)")).toHaveValue("20");
  await dialog.getByRole("button", { name: "Adicionar clube" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("article", { name: "Livelo" }).getByRole("button", { name: "Transferir pontos" }).click();
  dialog = page.getByRole("dialog", { name: "Transferir pontos" });
  await dialog.getByLabel("Destino", { exact: true }).selectOption({ label: "Azul Fidelidade" });
  await dialog.getByLabel("Bônus (%)").fill("80");
  await dialog.getByRole("button", { name: "Somar o bônus do Clube Azul 10.000: +20 %" }).click();
  await expect(dialog.getByLabel("Bônus (%)")).toHaveValue("100");
  await expect(dialog.getByText("Bônus do Clube Azul 10.000 somado (+20 %).")).toBeVisible();
});
