import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { logInAsAdmin, logInThroughForm, newAccount, signUpThroughForm } from "./support";
import { openWalkedPage, pagesFor, type WalkedPage } from "./routes";
import { addProgram } from "./wallet-ui";

/** axe-core's findings as short lines (rule: elements), so a failure says what to fix where. */
async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}

async function checkPage(page: Page, walked: WalkedPage): Promise<void> {
  await openWalkedPage(page, walked);
  expect.soft(await violations(page), walked.url).toEqual([]);
  for (const name of walked.dialogs ?? []) {
    await page.getByRole("button", { name, exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect.soft(await violations(page, "[role=dialog]"), `${walked.url} → ${name}`).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
}

/** The admin's wallet needs a program, so the program card and its dialogs are on the page. */
async function ensureAdminProgram(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
  if ((await page.getByRole("article", { name: "Smiles" }).count()) === 0) await addProgram(page, "Smiles", "1");
}

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`axe-core on ${name}`, () => {
    test.use({ viewport });

    test("every page a visitor opens has no violation", async ({ page }) => {
      test.setTimeout(180_000);
      for (const walked of pagesFor("visitor")) await checkPage(page, walked);
    });

    test("every page the admin opens, and each dialog on it, has no violation", async ({ page }) => {
      test.setTimeout(240_000);
      await logInAsAdmin(page);
      await ensureAdminProgram(page);
      for (const walked of pagesFor("admin")) await checkPage(page, walked);
    });

    test("success and error toasts have no violation", async ({ page }) => {
      const account = newAccount("toasts");
      await signUpThroughForm(page, account);
      // success: the welcome toast
      expect.soft(await violations(page, "[data-sonner-toaster]"), "success toast").toEqual([]);
      await page.context().clearCookies();
      await logInThroughForm(page, { email: account.email, password: "senha-errada" });
      await expect(page.getByText("Erro no login")).toBeVisible();
      expect.soft(await violations(page, "[data-sonner-toaster]"), "error toast").toEqual([]);
    });
  });
}
