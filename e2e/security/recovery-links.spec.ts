import { expect, test } from "@playwright/test";
import { leaveAsVisitor, newAccount, openAdminTab, signUpThroughForm } from "../support";

/**
 * Account links and the built client, as a browser meets them (docs/security.md): the reset page
 * checks its token in a POST body, without SMTP the admin reads the mail in /admin instead of the
 * log, and the public build carries no source map.
 */
test("the reset link's token travels in a POST body, and the admin reads the e-mail in the outbox", async ({
  browser,
}) => {
  const member = newAccount("caixa-saida");
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await signUpThroughForm(page, member);
  await leaveAsVisitor(page);
  await page.goto("/esqueci-senha");
  await page.getByLabel(/e-?mail/i).fill(member.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByText("Se houver uma conta com este e-mail, enviamos um link")).toBeVisible();

  const admin = await openAdminTab(browser, "configuracoes");
  const outbox = admin.getByRole("region", { name: "Caixa de saída" });
  const mail = outbox.getByRole("listitem").filter({ hasText: member.email }).filter({ hasText: "Redefina sua senha" });
  // The mail leaves through the job queue within seconds; each look waits for the outbox to have
  // loaded (under CI's load the list came more than a second after the reload, so a short look
  // after each reload never saw it), then looks for the mail.
  const loaded = outbox.getByRole("list").or(outbox.getByText("Nenhum e-mail guardado."));
  await expect(async () => {
    await admin.reload();
    await expect(loaded).toBeVisible();
    await expect(mail.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await mail.first().locator("summary").click();
  const link = /http:\/\/[^\s]+\/redefinir-senha\?token=[a-z2-7]+/.exec(await mail.first().innerText())?.[0] ?? "";
  expect(link).not.toBe("");
  const token = new URL(link).searchParams.get("token") ?? "";

  const asked: { method: string; url: string; body: string | null }[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/trpc/")) {
      asked.push({ method: request.method(), url: request.url(), body: request.postData() });
    }
  });
  await page.goto(link);
  await expect(page.getByLabel("Nova senha")).toBeVisible();
  const check = asked.find((request) => request.url.includes("auth.resetLinkStatus"));
  expect(check?.method).toBe("POST");
  expect(check?.body).toContain(token);
  expect(asked.filter((request) => request.url.includes(token))).toEqual([]);
  await memberContext.close();
  await admin.context().close();
});

test("the public build serves no source map and names none", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.url());
  });
  await page.goto("/");
  await expect(page.locator("#root")).not.toBeEmpty();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body).not.toContain("sourceMappingURL");
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
});
