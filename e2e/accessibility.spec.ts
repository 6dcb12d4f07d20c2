import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { leaveAsVisitor, logInThroughForm, newAccount, signUpThroughForm } from "./support";

// Every page and dialog is checked by the page walk (page-walk.spec.ts); toasts come and go, so here.
async function toastViolations(page: Page): Promise<string[]> {
  // A toast fades in over 400 ms: measured mid-way, its text is half transparent and so is its
  // contrast (a failure seen once on CI). The front toast is checked as the user reads it.
  await expect(page.locator("[data-sonner-toast][data-front='true']")).toHaveCSS("opacity", "1");
  const { violations } = await new AxeBuilder({ page }).include("[data-sonner-toaster]").analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
}

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`axe-core on ${name}`, () => {
    test.use({ viewport });

    test("success and error toasts have no violation", async ({ page }) => {
      const account = newAccount("toasts");
      await signUpThroughForm(page, account);
      // success: the welcome toast
      expect.soft(await toastViolations(page), "success toast").toEqual([]);
      await leaveAsVisitor(page);
      await logInThroughForm(page, { email: account.email, password: "senha-errada" });
      await expect(page.getByText("Erro no login")).toBeVisible();
      expect.soft(await toastViolations(page), "error toast").toEqual([]);
    });
  });
}
