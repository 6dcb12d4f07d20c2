import { expect, test } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { addProgram, addTransaction, openDashboardAsNewMember } from "./wallet-ui";

// Each test first has the admin grant access in a second browser, before the wallet work itself.
test.describe.configure({ timeout: 60_000 });

test("cards say '1 milha', known programs wear their brand and others a colour of their own", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Smiles", "1");
  await addProgram(page, "Clube Xyz", "2");
  const smiles = page.getByRole("article", { name: "Smiles" });
  await expect(smiles.getByText("milha", { exact: true })).toBeVisible();
  await expect(smiles.locator('[data-slot="program-logo"]')).toHaveText("S");
  await expect(smiles.locator('[data-slot="program-logo"]')).toHaveCSS("background-color", "rgb(242, 101, 34)");
  const other = page.getByRole("article", { name: "Clube Xyz" });
  await expect(other.getByText("milhas", { exact: true })).toBeVisible();
  await expect(other.locator('[data-slot="program-logo"]')).toHaveText("CL");
  const colours = await page
    .locator('[data-slot="program-logo"]')
    .evaluateAll((tiles) => tiles.map((tile) => getComputedStyle(tile).backgroundColor));
  expect(new Set(colours).size).toBe(2);
});

test("a transaction dated tomorrow is refused, and every empty field says so at once", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Livelo", "1000");
  await addProgram(page, "Esfera", "1000");
  await page.getByRole("button", { name: "Adicionar transação" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Data").fill(addDays(todayInSaoPaulo(), 1));
  await dialog.getByRole("button", { name: "Adicionar transação" }).click();
  await expect(dialog.getByText("Selecione o programa.")).toBeVisible();
  await expect(dialog.getByText("Selecione o tipo de transação.")).toBeVisible();
  await expect(dialog.getByText("Informe a quantidade.")).toBeVisible();
  await expect(dialog.getByText("A data não pode ser posterior a hoje.")).toBeVisible();
  await expect(dialog.getByLabel("Programa")).toBeFocused();
  await expect(page.getByText("Nenhuma transação registrada")).toBeVisible();
});

test("removing a program says how many movements go with it", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Esfera", "1000");
  const today = todayInSaoPaulo();
  await addTransaction(page, { program: "Esfera", type: "Bônus", amount: "100", date: today });
  await addTransaction(page, { program: "Esfera", type: "Uso", amount: "50", date: today });
  // The app's own dialog: a browser confirm() would be dismissed here, and no question would show.
  page.once("dialog", (prompt) => void prompt.dismiss());
  await page.getByRole("button", { name: "Remover Esfera" }).click();
  const question = page.getByRole("alertdialog", { name: "Tem certeza que deseja remover este programa?" });
  await expect(question).toContainText(
    "Ele e 2 movimentações (acúmulos e transações) serão removidos. Esta ação não pode ser desfeita.",
  );
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("article", { name: "Esfera" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the totals, then 'Adicionar transação', are on the first screen, above the program cards", async ({
    page,
    browser,
  }) => {
    await openDashboardAsNewMember(page, browser);
    await addProgram(page, "Smiles", "1000");
    await addProgram(page, "LATAM Pass", "2000");
    await page.evaluate(() => window.scrollTo(0, 0));
    const bottomOf = (box: { y: number; height: number } | null) => (box ? box.y + box.height : Infinity);
    const totals = await page.getByRole("region", { name: "Resumo" }).boundingBox();
    const quickActions = await page.getByRole("heading", { name: "Ações Rápidas" }).boundingBox();
    const button = await page.getByRole("button", { name: "Adicionar transação" }).boundingBox();
    expect(bottomOf(totals)).toBeLessThanOrEqual(quickActions?.y ?? 0);
    expect(bottomOf(button)).toBeLessThanOrEqual(844);
    const firstCard = await page.getByRole("article", { name: "Smiles" }).boundingBox();
    expect(bottomOf(button)).toBeLessThanOrEqual(firstCard?.y ?? 0);
  });
});
