import { expect, test, type Page } from "@playwright/test";
import { leaveAsVisitor, newAccount, signUpThroughForm } from "./support";

test.describe.configure({ timeout: 60_000 });

const LINK = /http:\/\/localhost:\d+\/redefinir-senha\?token=[a-z2-7]+/;

async function requestReset(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText("Se houver uma conta com este e-mail, enviamos um link")).toBeVisible();
}

/** The link from the newest reset e-mail to `email`, read from the dev mailbox (DEV_TOOLS). */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    await page.goto("/dev/emails");
    const mail = page.getByRole("article").filter({ hasText: email }).filter({ hasText: "Redefina sua senha" }).first();
    // The e-mail goes out just after the answer: a short wait per look, so the next look reloads.
    link = LINK.exec(await mail.locator("pre").innerText({ timeout: 1_000 }))?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link ?? "";
}

test("a member resets the password from the e-mail link, and the link cannot be used again", async ({ browser }) => {
  const member = newAccount("senha");
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpThroughForm(page, member);
  await leaveAsVisitor(page);

  await requestReset(page, member.email);
  const link = await resetLinkFor(page, member.email);
  await page.goto(link);
  await page.getByLabel("Nova senha").fill("123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();
  await page.getByLabel("Nova senha").fill("nova-senha-456");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Senha alterada com sucesso")).toBeVisible();
  await expect(page.getByText(`Olá, ${member.name}`).first()).toBeVisible();

  await page.goto(link);
  await expect(page.getByText("Este link de redefinição já foi usado.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pedir um novo link" })).toBeVisible();
  await context.close();
});

test("an expired link is refused with a way to ask again; unknown addresses get the same answer", async ({
  page,
  baseURL,
}) => {
  await requestReset(page, "ninguem-aqui@e2e.milheiro.test");

  const member = newAccount("expira");
  await signUpThroughForm(page, member);
  await leaveAsVisitor(page);
  await requestReset(page, member.email);
  const link = await resetLinkFor(page, member.email);
  const expired = await page.request.post("/dev/reset-links/expire", {
    data: { email: member.email },
    headers: { origin: baseURL ?? "" },
  });
  expect(await expired.json()).toEqual({ expired: 1 });

  await page.goto(link);
  await expect(page.getByText("Este link de redefinição expirou.")).toBeVisible();
  await page.getByRole("link", { name: "Pedir um novo link" }).click();
  await expect(page.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
});
