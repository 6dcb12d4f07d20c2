import { expect, test } from "@playwright/test";
import { mutate } from "./api";
import { logInAsAdmin, logInThroughForm, moveClockPastTrial, newAccount, signUpThroughForm } from "./support";

test("signup shows the logged-in header, and logout returns to the public menu", async ({ page }) => {
  const account = newAccount();
  await signUpThroughForm(page, account);

  const header = page.getByRole("banner");
  await expect(header.getByText(`Olá, ${account.name}`)).toBeVisible();
  await expect(header.getByRole("link", { name: /Relatórios/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);

  await header.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Logout realizado")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(header.getByText(/Olá,/)).toHaveCount(0);
});

test("a wrong password shows the red alert and keeps the visitor logged out", async ({ page }) => {
  const account = newAccount();
  await signUpThroughForm(page, account);
  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();

  await logInThroughForm(page, { email: account.email, password: "senha-errada" });
  await expect(page.getByRole("alert").filter({ hasText: "Email ou senha incorretos" })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page.getByRole("banner").getByText(`Olá, ${account.name}`)).toBeVisible();
});

test("signup with a short password is refused with the spec's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: /cadastre-se/i }).click();
  await page.getByLabel("Nome Completo").fill("Curta Demais");
  await page.getByLabel("E-mail").fill(newAccount().email);
  await page.getByLabel("Senha").fill("123");
  await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "A senha deve ter pelo menos 6 caracteres" })).toBeVisible();
  await expect(page.getByRole("banner").getByText(/Olá,/)).toHaveCount(0);
});

test("signing up twice with the same e-mail points the user to login", async ({ page, browser }) => {
  const account = newAccount();
  await signUpThroughForm(page, account);

  const other = await browser.newPage();
  await other.goto("/login");
  await other.getByRole("button", { name: /cadastre-se/i }).click();
  await other.getByLabel("Nome Completo").fill(account.name);
  await other.getByLabel("E-mail").fill(account.email.toUpperCase());
  await other.getByLabel("Senha").fill(account.password);
  await other.getByRole("button", { name: "Cadastrar", exact: true }).click();
  await expect(
    other.getByRole("alert").filter({ hasText: "Este email já está cadastrado. Tente fazer login." }),
  ).toBeVisible();
  await other.close();
});

test("a logged-in member without Minha Gestão who opens /login goes home, without 'Acesso restrito'", async ({
  page,
}) => {
  await signUpThroughForm(page, newAccount());
  // Past the trial every new account starts with (docs/decisions/031).
  await moveClockPastTrial(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByText(/Olá,/).first()).toBeAttached();
  await expect(page.getByText("Acesso restrito")).toHaveCount(0);
});

test("the admin, who can open Minha Gestão, is sent from /login to /dashboard", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
});

test("login mode refuses a password under 6 characters without asking the server", async ({ page }) => {
  const loginCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/trpc/auth.login")) loginCalls.push(request.url());
  });
  await logInThroughForm(page, { email: newAccount().email, password: "12345" });
  await expect(page.getByRole("alert").filter({ hasText: "A senha deve ter pelo menos 6 caracteres" })).toBeVisible();
  await expect(page.getByLabel("Senha")).toBeFocused();
  expect(loginCalls).toEqual([]);
});

test("an expired session sends the user to /login with the reason, then back where they were", async ({ page }) => {
  const account = newAccount();
  await signUpThroughForm(page, account);
  await page.goto("/relatorios");
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();

  // The session ends on the server's side (revoked, logged out elsewhere). Ending it there, rather
  // than only dropping the browser's cookie, keeps a request still in flight from re-issuing it.
  await mutate(page, "auth.logout");
  // The page's next request finds the session gone; changing the period makes one. A request
  // already on its way (a refetch, the bell) may find it first: the way back is then the address
  // before the change, and the change, made on a page being left, is dropped.
  await page
    .getByRole("region", { name: "Filtros" })
    .getByLabel("Período")
    .selectOption({ label: "Últimos 7 dias" }, { timeout: 5_000 })
    .catch(() => undefined);

  await expect(page).toHaveURL(/\/login\?/);
  const wayBack = new URL(page.url()).searchParams.get("voltar") ?? "";
  expect(wayBack).toMatch(/^\/relatorios/);
  await expect(page.getByText("Sua sessão expirou. Entre novamente.")).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(header.getByText(/Olá,/)).toHaveCount(0);

  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === wayBack);
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  await expect(header.getByText(`Olá, ${account.name}`)).toBeVisible();
});
