import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../src/server/trpc/router";
import { mutate, query } from "../api";
import { E2E_BASE_URL } from "../base-url";
import { E2E_ADMIN, grantPromotionsAccessThroughAdmin, newAccount } from "../support";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * Issue 17: stored XSS. Every text a person authors is saved with payloads through the real
 * procedures, then every page that shows it is rendered in Chromium. A payload that runs calls
 * `window.__xss` (a binding on every frame of the context, iframes and pop-ups included) or opens
 * a dialog; either is recorded and the test fails. Each payload must also be on screen as text, so
 * a field silently dropped cannot pass for a field safely rendered.
 */
const IMG = "<img src=x onerror=window.__xss(1)>";
const SCRIPT = "<script>window.__xss(2)</script>";
const SVG = '"><svg onload=window.__xss(3)>';
const JS_LINK = "javascript:window.__xss(4)";

/** Lesson Markdown trying raw HTML, an srcdoc iframe and a javascript: link (react-markdown drops the first two). */
const HOSTILE_LESSON = [
  `Antes do HTML ${IMG} depois do HTML.`,
  "",
  SCRIPT,
  "",
  '<iframe srcdoc="<script>window.__xss(6)</script>"></iframe>',
  "",
  "[clique aqui](javascript:window.__xss(5))",
].join("\n");

interface Sink {
  calls: string[];
}

/** A context whose every page reports script execution into `sink`; set before any navigation. */
async function watchedContext(newContext: () => Promise<BrowserContext>, sink: Sink): Promise<Page> {
  const context = await newContext();
  await context.exposeBinding("__xss", (source, marker: unknown) => {
    sink.calls.push(`__xss(${String(marker)}) on ${source.page?.url() ?? "?"}`);
  });
  context.on("page", (page) => page.on("dialog", (dialog) => {
    sink.calls.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  }));
  return context.newPage();
}

/** A refused procedure call: the field's validation keeps the payload out of the database. */
async function expectRefused(page: Page, path: string, input: unknown): Promise<void> {
  const response = await page.request.post(`/trpc/${path}`, { data: input, headers: { origin: E2E_BASE_URL } });
  expect(response.status(), `${path} accepted ${JSON.stringify(input)}`).toBe(400);
}

/** Each text on screen somewhere (a closed select's option of the same text does not count). */
async function expectShown(page: Page, ...texts: string[]): Promise<void> {
  for (const value of texts) await expect(page.getByText(value).filter({ visible: true }).first(), value).toBeVisible();
}

test("payloads in every authored text field render as text and never run", async ({ browser }) => {
  // About 20 page loads and 15 procedure calls: on a busy 2-core runner that takes a minute or more.
  test.setTimeout(120_000);
  const sink: Sink = { calls: [] };
  const admin = await watchedContext(() => browser.newContext(), sink);
  const member = await watchedContext(() => browser.newContext(), sink);

  // The watch itself: the same payloads written straight into a page do run and are recorded.
  await member.setContent(`${IMG}${SVG}<img src=x onerror=alert(7)>`);
  await expect.poll(() => sink.calls.length).toBe(3);
  sink.calls.length = 0;

  // The member: name, programs, transactions, an API token name; all through their procedures.
  const account = { ...newAccount("xss"), name: `Pessoa ${IMG}` };
  await mutate(member, "auth.signup", account);
  await grantPromotionsAccessThroughAdmin(browser, account.email);
  const program = await mutate<Outputs["wallet"]["programs"]["create"]>(member, "wallet.programs.create", {
    name: `Programa ${SVG}`,
    accountNumber: SVG,
    balance: 5_000,
  } satisfies Inputs["wallet"]["programs"]["create"]);
  const transactionDescription = `Compra ${SCRIPT} ${IMG}`;
  await mutate(member, "wallet.transactions.create", {
    programId: program.id,
    type: "accumulation",
    amount: 1_000,
    description: transactionDescription,
    transactionDate: "2026-01-15",
  } satisfies Inputs["wallet"]["transactions"]["create"]);
  const tokenName = `Token ${IMG}`;
  await mutate(member, "account.createApiToken", { name: tokenName, scope: "leitura", expiresOn: null });

  // The admin: a promotion, a free course with a module and a Markdown lesson.
  // The grant above made sure the admin account exists.
  await mutate(admin, "auth.login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  const promotion: Inputs["promotions"]["admin"]["create"] = {
    title: `Promoção ${IMG}`,
    category: "transferencia",
    program: `Livelo ${SVG}`,
    discount: `100% ${SCRIPT}`.slice(0, 60),
    validUntil: "2099-12-31",
    link: `https://example.com/oferta?x=${SVG}`,
    description: `Descrição ${SCRIPT}\n${IMG}`,
    destinations: [`Lisboa ${SVG}`],
    routes: [`GRU ${IMG}`],
  };
  await expectRefused(admin, "promotions.admin.create", { ...promotion, link: JS_LINK });
  await mutate(admin, "promotions.admin.create", promotion);

  const course = { title: `Curso ${SVG}`, description: `Sobre ${IMG}`, thumbnailUrl: null, isFree: true, priceCents: 0 };
  const { id: courseId } = await mutate<Outputs["courses"]["admin"]["create"]>(admin, "courses.admin.create", { ...course, status: "draft" });
  const module = await mutate<Outputs["courses"]["admin"]["modules"]["create"]>(admin, "courses.admin.modules.create", { courseId });
  const moduleTitle = `Módulo ${SCRIPT}`;
  await mutate(admin, "courses.admin.modules.update", { id: module.id, title: moduleTitle });
  const lesson = await mutate<Outputs["courses"]["admin"]["lessons"]["create"]>(admin, "courses.admin.lessons.create", { moduleId: module.id });
  const lessonTitle = `Aula ${IMG}`;
  await mutate(admin, "courses.admin.lessons.update", { id: lesson.id, title: lessonTitle, content: HOSTILE_LESSON, isFree: true });
  await mutate(admin, "courses.admin.update", { id: courseId, ...course, status: "published" });

  // The admin reads the member's hostile name where admins look people up.
  await admin.goto(`/admin?aba=usuarios`);
  await admin.getByLabel("Buscar usuários").fill(account.email);
  await expectShown(admin, account.name);

  // The member's pages.
  await member.goto("/dashboard");
  await expectShown(member, account.name, program.name, SVG);
  await member.goto("/relatorios");
  await expectShown(member, transactionDescription);
  await member.goto("/minha-conta");
  await expectShown(member, tokenName);
  await member.goto("/promocoes");
  await expectShown(member, promotion.title, promotion.program, promotion.discount, `Descrição ${SCRIPT}`, `Lisboa ${SVG}`, `GRU ${IMG}`);
  await member.goto(`/curso/${courseId}`);
  await expectShown(member, course.title, course.description, moduleTitle, lessonTitle);
  await member.goto(`/curso/${courseId}/player?aula=${lesson.id}`);
  const content = member.getByTestId("lesson-content");
  await expect(content).toContainText("Antes do HTML");
  await expect(content.locator("img, script, iframe, svg")).toHaveCount(0);
  // The javascript: link loses its address; clicking what is left must still run nothing.
  await content.getByText("clique aqui").click();

  // The home page's one settings row: saved hostile, shown, then put back for the other tests.
  const saved = await query<Outputs["homepage"]["get"]>(admin, "homepage.get");
  const original: Inputs["homepage"]["update"] = {
    heroTitle: saved.heroTitle,
    heroSubtitle: saved.heroSubtitle,
    heroBackgroundImage: saved.heroBackgroundImage,
    primaryButtonText: saved.primaryButtonText,
    primaryButtonLink: saved.primaryButtonLink,
    secondaryButtonText: saved.secondaryButtonText,
    secondaryButtonLink: saved.secondaryButtonLink,
  };
  const hostile: Inputs["homepage"]["update"] = {
    ...original,
    heroTitle: `Milhas ${IMG}`,
    heroSubtitle: `Economize ${SCRIPT}`,
    primaryButtonText: `Começar ${SVG}`,
    primaryButtonLink: `/promocoes?x=${SVG}`,
    secondaryButtonText: "Saiba mais",
    secondaryButtonLink: "/recursos",
  };
  await expectRefused(admin, "homepage.update", { ...hostile, secondaryButtonLink: JS_LINK });
  await mutate(admin, "homepage.update", hostile);
  try {
    await member.goto("/");
    await expectShown(member, hostile.heroTitle, hostile.heroSubtitle, hostile.primaryButtonText);
  } finally {
    await mutate(admin, "homepage.update", original);
  }

  expect(sink.calls).toEqual([]);
  await admin.context().close();
  await member.context().close();
});
