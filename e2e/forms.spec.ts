import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newAccount, openAdminTab, signUpThroughForm } from "./support";
import { addProgram, openDashboardAsNewMember } from "./wallet-ui";

/*
 * The one form pattern (docs/decisions/038): on a few representative forms, a field's refusal is
 * written under that field, whether the shared schema found it in the browser or the server did
 * (its `fieldErrors`), what was typed stays, and Enter submits.
 */

test.describe.configure({ timeout: 90_000 });

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** The field's error is its accessible description: the message right under it, tied to it. */
async function expectErrorUnder(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectNoAxeViolations(page: Page, scope: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(scope).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`forms on ${name}`, () => {
    test.use({ viewport });

    test("signup: the schema's and the server's refusals under their fields, values kept, Enter submits", async ({
      page,
      browser,
    }) => {
      const taken = newAccount("forma-usada");
      const other = await browser.newPage();
      await signUpThroughForm(other, taken);
      await other.close();

      await page.goto("/login");
      await page.getByRole("button", { name: /cadastre-se/i }).click();
      const nameField = page.getByLabel("Nome Completo");
      const email = page.getByLabel("E-mail");
      const password = page.getByLabel("Senha");
      await nameField.fill("Forma Curta");
      await email.fill(taken.email);
      await password.fill("123");
      await password.press("Enter");
      await expectErrorUnder(password, "A senha deve ter pelo menos 6 caracteres");
      await expect(password).toBeFocused();
      await expect(nameField).toHaveValue("Forma Curta");
      await expect(email).toHaveValue(taken.email);
      await expectNoAxeViolations(page, "main");

      // Only the server knows the address is taken: its fieldErrors put the message under E-mail.
      await password.fill(taken.password);
      await password.press("Enter");
      await expectErrorUnder(email, "Este email já está cadastrado. Tente fazer login.");
      await expect(password).not.toHaveAttribute("aria-invalid");
      await expect(email).toHaveValue(taken.email);
      await expect(password).toHaveValue(taken.password);
      await expectNoAxeViolations(page, "main");

      const fresh = newAccount("forma-nova");
      await nameField.fill(fresh.name);
      await email.fill(fresh.email);
      await email.press("Enter");
      await expect(page.getByText(`Boas-vindas ao Milheiro, ${fresh.name}! Sua conta está pronta.`)).toBeVisible();
    });

    test("account password: a wrong current password is written under 'Senha atual'", async ({ page }) => {
      const account = newAccount("forma-senha");
      await signUpThroughForm(page, account);
      await page.goto("/minha-conta");
      await page.getByRole("button", { name: "Alterar senha" }).click();
      const dialog = page.getByRole("dialog", { name: "Alterar senha" });
      const current = dialog.getByLabel("Senha atual");
      const next = dialog.getByLabel("Nova senha");

      await current.fill("nao-e-esta-1");
      await next.fill("curta");
      await next.press("Enter");
      await expectErrorUnder(next, "A senha deve ter pelo menos 6 caracteres");
      await expect(current).not.toHaveAttribute("aria-invalid");

      await next.fill("nova-senha-forte-1");
      await next.press("Enter");
      await expectErrorUnder(current, "Senha incorreta.");
      await expect(next).not.toHaveAttribute("aria-invalid");
      await expect(current).toBeFocused();
      await expect(current).toHaveValue("nao-e-esta-1");
      await expect(next).toHaveValue("nova-senha-forte-1");
      await expectNoAxeViolations(page, "[role=dialog]");

      await current.fill(account.password);
      await current.press("Enter");
      await expect(page.getByText("Senha alterada.", { exact: false }).first()).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test("wallet transaction: an amount over the balance is refused by the server under 'Quantidade'", async ({
      page,
      browser,
    }) => {
      await openDashboardAsNewMember(page, browser);
      await addProgram(page, "Forma Smiles", "1000");
      await page.getByRole("button", { name: "Adicionar transação" }).click();
      const dialog = page.getByRole("dialog", { name: "Adicionar transação" });
      const type = dialog.getByLabel("Tipo");
      const amount = dialog.getByLabel("Quantidade (milhas)");
      const description = dialog.getByLabel("Descrição");

      await dialog.getByLabel("Programa").selectOption({ label: "Forma Smiles" });
      await description.fill("Passagem GRU–REC");
      await description.press("Enter");
      await expectErrorUnder(type, "Selecione o tipo de transação.");
      await expect(amount).toHaveAttribute("aria-invalid", "true");

      await type.selectOption({ label: "Uso" });
      await amount.fill("5000");
      await amount.press("Enter");
      await expectErrorUnder(amount, /^Saldo insuficiente/);
      await expect(amount).toHaveValue("5000");
      await expect(description).toHaveValue("Passagem GRU–REC");
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, "[role=dialog]");

      await amount.fill("400");
      await amount.press("Enter");
      await expect(page.getByText("Transação adicionada!").first()).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test("admin catalogue: a name already in the catalogue is refused by the server under 'Nome'", async ({
      browser,
    }) => {
      const admin = await openAdminTab(browser, "catalogo");
      try {
        await admin.getByRole("button", { name: "Editar Esfera" }).click();
        const dialog = admin.getByRole("dialog", { name: "Editar Esfera" });
        const entryName = dialog.getByLabel("Nome", { exact: true });
        const source = dialog.getByLabel("Fonte da referência");
        await entryName.fill("");
        await source.fill("forma-e2e.exemplo.com");
        await source.press("Enter");
        await expectErrorUnder(entryName, "Informe o nome do programa.");
        await expect(source).toHaveValue("forma-e2e.exemplo.com");

        await entryName.fill("Livelo");
        await entryName.press("Enter");
        await expectErrorUnder(entryName, "Já existe um programa com este nome no catálogo.");
        await expect(entryName).toHaveValue("Livelo");
        await expect(source).toHaveValue("forma-e2e.exemplo.com");
        await expectNoAxeViolations(admin, "[role=dialog]");
      } finally {
        await admin.context().close();
      }
    });
  });
}
