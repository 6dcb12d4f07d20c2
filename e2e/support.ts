import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./accounts";
import { mutate, postProcedure, query } from "./api";

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(prefix = "membro"): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { name: `Pessoa ${id}`, email: `${prefix}-${id}@e2e.milheiro.test`, password: "senha-segura-123" };
}

/** Signs up through the real form and waits for the welcome that follows the new session. */
export async function signUpThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/login");
  await page.getByRole("button", { name: /cadastre-se/i }).click();
  await expect(page.getByRole("heading", { name: "Crie sua conta gratuita" })).toBeVisible();
  await page.getByLabel("Nome Completo").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
  // The toast rather than the header's greeting: below 1280 px the greeting sits in the closed menu.
  await expect(page.getByText(`Boas-vindas ao Milheiro, ${account.name}! Sua conta está pronta.`)).toBeVisible();
}

/**
 * Signs the browser out by forgetting its cookies, as a visitor opening the site anew. The page is
 * left first: every response to a signed-in request re-issues the session cookie
 * (auth/policy.ts, sessionCookieAction), so a request the member's page still had in flight would
 * set it again after the cookies were cleared, and the next page would open signed in.
 */
export async function leaveAsVisitor(page: Page): Promise<void> {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

export async function logInThroughForm(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Faça login em sua conta" })).toBeVisible();
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

export const E2E_ADMIN: TestAccount = { name: "Admin E2E", email: E2E_ADMIN_EMAIL, password: "senha-admin-123" };

/** Set once this worker has seen the admin account exist: later logins skip the signup attempt. */
let adminAccountExists = false;

/**
 * Logs a browser (page or context) in as the e2e admin through the auth procedures, creating the
 * account on first use. Workers run in parallel, so two may race to create it: the one told the
 * e-mail is taken simply logs in. The login screens have tests of their own (auth.spec.ts).
 */
async function logInAdminOver(browser: { request: APIRequestContext }): Promise<void> {
  if (!adminAccountExists) {
    const signup = await postProcedure(browser, "auth.signup", E2E_ADMIN);
    adminAccountExists = true;
    if (signup.ok()) return;
    expect(await signup.text()).toContain("Este email já está cadastrado");
  }
  await mutate(browser, "auth.login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
}

/** Logs `page` in as the e2e admin and opens Minha Gestão, the admin's landing page. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await logInAdminOver(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
}

/** A page of its own (a separate browser context) logged in as the admin, on the given admin tab. */
export async function openAdminTab(browser: Browser, tab: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAsAdmin(page);
  await page.goto(`/admin?aba=${tab}`);
  await expect(page.getByRole("heading", { name: "Administração", level: 1 })).toBeVisible();
  return page;
}

/** In a grant dialog: finds the member by e-mail and picks them in the user select. */
export async function pickGrantUser(dialog: Locator, memberEmail: string): Promise<void> {
  await dialog.getByLabel("Buscar usuário por nome ou e-mail").fill(memberEmail);
  const select = dialog.getByLabel("Usuário", { exact: true });
  const option = select.locator("option", { hasText: memberEmail });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute("value")) ?? "");
}

/** In the promotion-access tab: grants 'promocoes' to the member with this e-mail through the dialog. */
export async function grantPromotionsAccess(adminPage: Page, memberEmail: string): Promise<void> {
  await adminPage.getByRole("button", { name: "Conceder acesso" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Conceder acesso às promoções" });
  await pickGrantUser(dialog, memberEmail);
  await dialog.getByRole("button", { name: "Conceder acesso" }).click();
  await expect(adminPage.getByText("Acesso concedido!")).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * What a member needs for Minha Gestão: the admin, in a browser context of its own, grants
 * 'promocoes' through the admin procedures (the grant dialog has its own tests in admin.spec.ts).
 */
export async function grantPromotionsAccessThroughAdmin(browser: Browser, memberEmail: string): Promise<void> {
  const adminContext = await browser.newContext();
  try {
    await logInAdminOver(adminContext);
    const found = await query<{ id: string; email: string }[]>(adminContext, "admin.users.search", {
      search: memberEmail,
    });
    const member = found.find((user) => user.email === memberEmail);
    expect(member, memberEmail).toBeDefined();
    await mutate(adminContext, "admin.access.grant", { userId: member?.id, productType: "promocoes" });
  } finally {
    await adminContext.close();
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * From now on this page's requests happen 16 days later, past a new member's 14-day trial: the
 * server's test clock (TEST_CLOCK, src/server/clock.ts) for this browser context only.
 */
export async function moveClockPastTrial(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-milheiro-test-now": new Date(Date.now() + 16 * DAY_MS).toISOString() });
}
