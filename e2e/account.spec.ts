import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { createMilheiroClient } from "../src/sdk/index";
import { newAccount, signUpThroughForm, type TestAccount } from "./support";

async function openAccountPage(page: Page): Promise<void> {
  await page.goto("/minha-conta");
  await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();
}

async function createToken(
  page: Page,
  name: string,
  scope: "leitura" | "leitura e escrita",
  password: string,
): Promise<string> {
  await page.getByRole("button", { name: "Novo token" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo token de API" });
  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("Escopo").selectOption({ label: scope });
  // A session alone cannot mint a token: the password is asked first.
  await dialog.getByLabel("Senha atual").fill("nao-e-esta-1");
  await dialog.getByRole("button", { name: "Criar token" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Senha incorreta.");
  await dialog.getByLabel("Senha atual").fill(password);
  await dialog.getByRole("button", { name: "Criar token" }).click();
  const shown = page.getByRole("textbox", { name: "Token recém-criado" });
  await expect(shown).toHaveValue(/^mh_/);
  return shown.inputValue();
}

test.describe("Minha conta", () => {
  let account: TestAccount;

  test.beforeEach(async ({ page }) => {
    account = newAccount("conta");
    await signUpThroughForm(page, account);
  });

  test("a token created on the page works from a script; a 'leitura' token is refused changes", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: /Minha conta/ }).click();
    await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();
    const token = await createToken(page, "Script e2e", "leitura", account.password);

    const script = createMilheiroClient({ url: baseURL ?? "", token });
    expect(await script.auth.me.query()).toMatchObject({ email: account.email, readOnly: true });
    await expect(script.account.updateName.mutate({ name: "Outro nome" })).rejects.toThrow(
      "Este acesso é somente leitura.",
    );

    await page.getByRole("button", { name: "Já copiei" }).click();
    await expect(page.getByRole("textbox", { name: "Token recém-criado" })).toBeHidden();
    await page.reload();
    const row = page
      .getByRole("list", { name: "Tokens de API" })
      .getByRole("listitem")
      .filter({ hasText: "Script e2e" });
    await expect(row).toContainText("leitura");
    await expect(row).toContainText("usado por último em");

    await row.getByRole("button", { name: "Revogar o token Script e2e" }).click();
    await expect(page.getByText("Nenhum token de API")).toBeVisible();
    expect(await script.auth.me.query()).toBeNull();
  });

  test("downloads my data as a ZIP of readable spreadsheets, JSON and CSV", async ({ page }) => {
    await openAccountPage(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar meus dados" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^milheiro-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        "LEIA-ME.txt",
        "planilhas/programas.csv",
        "planilhas/movimentacoes.csv",
        "planilhas/transferencias.csv",
        "json/perfil.json",
        "json/movimentacoes.json",
        "csv/programas.csv",
      ]),
    );
    expect(strFromU8(files["planilhas/movimentacoes.csv"] ?? new Uint8Array())).toContain(
      "Data;Programa;Origem;Tipo;Quantidade;Valor pago;Custo;Vencimento;Descrição;Registrado em",
    );
    const profile: unknown = JSON.parse(strFromU8(files["json/perfil.json"] ?? new Uint8Array()));
    expect(profile).toEqual([expect.objectContaining({ email: account.email, fullName: account.name })]);
  });

  test("a new name is refused when blank, then greets the member in the header at once", async ({ page }) => {
    await openAccountPage(page);
    await page.getByRole("button", { name: "Editar nome" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar nome" });
    await dialog.getByLabel("Nome completo").fill(" ");
    await dialog.getByRole("button", { name: "Salvar nome" }).click();
    await expect(dialog.getByLabel("Nome completo")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Nome completo").fill("Renomeada Agora");
    await dialog.getByRole("button", { name: "Salvar nome" }).click();
    await expect(dialog).toBeHidden();
    // No reload and no navigation: the header reads the session the save refreshed.
    await expect(page.getByRole("link", { name: /Olá, Renomeada Agora/ })).toBeVisible();
  });

  test("deleting my account refuses a wrong password, then ends the session for good", async ({ page }) => {
    await openAccountPage(page);
    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    const dialog = page.getByRole("dialog", { name: "Excluir minha conta" });
    await dialog.getByLabel("Senha atual").fill("senha-errada-1");
    await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
    await dialog.getByRole("button", { name: "Excluir minha conta" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Senha incorreta.");

    await dialog.getByLabel("Senha atual").fill(account.password);
    await dialog.getByRole("button", { name: "Excluir minha conta" }).click();
    await expect(page.getByText("Conta excluída. Seus dados foram apagados.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/minha-conta");
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha").fill(account.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" })).toBeVisible();
  });

  test("changing the password asks the current one, lists this session and revokes the API tokens", async ({
    page,
    baseURL,
  }) => {
    await openAccountPage(page);
    const token = await createToken(page, "Script antigo", "leitura", account.password);
    await page.getByRole("button", { name: "Já copiei" }).click();
    const script = createMilheiroClient({ url: baseURL ?? "", token });
    expect(await script.auth.me.query()).toMatchObject({ email: account.email });
    await expect(page.getByRole("list", { name: "Sessões" }).getByText("esta sessão")).toBeVisible();
    await page.getByRole("button", { name: "Alterar senha" }).click();
    const dialog = page.getByRole("dialog", { name: "Alterar senha" });
    await dialog.getByLabel("Senha atual").fill("nao-e-esta-1");
    await dialog.getByLabel("Nova senha").fill("nova-senha-segura");
    await dialog.getByRole("button", { name: "Alterar senha" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Senha incorreta.");
    await expect(dialog.getByLabel("Revogar também todos os tokens de API")).toBeChecked();
    await dialog.getByLabel("Senha atual").fill(account.password);
    await dialog.getByRole("button", { name: "Alterar senha" }).click();
    await expect(
      page.getByText("Senha alterada. As outras sessões e os tokens de API foram encerrados."),
    ).toBeVisible();
    await expect(page.getByText("Nenhum token de API")).toBeVisible();
    expect(await script.auth.me.query()).toBeNull();
  });
});
