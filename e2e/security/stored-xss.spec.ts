import { expect, test } from "@playwright/test";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../src/server/trpc/router";
import { mutate } from "../api";
import { E2E_ADMIN, grantPromotionsAccessThroughAdmin, newAccount } from "../support";
import { IMG, JS_LINK, SCRIPT, SVG, expectRefused, expectShown, watchedContext, type Sink } from "./xss-watch";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/**
 * docs/security.md: stored XSS. Every text a person authors is saved with payloads through the real
 * procedures, then every page that shows it is rendered in Chromium under the watch of
 * xss-watch.ts. Each payload must also be on screen as text, so a field silently dropped cannot
 * pass for a field safely rendered. The home page's texts are one settings row that admin.spec.ts
 * edits too, so their check runs in that file's serial block.
 */
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
  await mutate(member, "account.createApiToken", {
    name: tokenName,
    scope: "leitura",
    expiresOn: null,
    currentPassword: account.password,
  });

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

  const course = {
    title: `Curso ${SVG}`,
    description: `Sobre ${IMG}`,
    thumbnailUrl: null,
    isFree: true,
    priceCents: 0,
  };
  const { id: courseId } = await mutate<Outputs["courses"]["admin"]["create"]>(admin, "courses.admin.create", {
    ...course,
    status: "draft",
  });
  const module = await mutate<Outputs["courses"]["admin"]["modules"]["create"]>(admin, "courses.admin.modules.create", {
    courseId,
  });
  const moduleTitle = `Módulo ${SCRIPT}`;
  await mutate(admin, "courses.admin.modules.update", { id: module.id, title: moduleTitle });
  const lesson = await mutate<Outputs["courses"]["admin"]["lessons"]["create"]>(admin, "courses.admin.lessons.create", {
    moduleId: module.id,
  });
  const lessonTitle = `Aula ${IMG}`;
  await mutate(admin, "courses.admin.lessons.update", {
    id: lesson.id,
    title: lessonTitle,
    content: HOSTILE_LESSON,
    isFree: true,
  });
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
  await expectShown(
    member,
    promotion.title,
    promotion.program,
    promotion.discount,
    `Descrição ${SCRIPT}`,
    `Lisboa ${SVG}`,
    `GRU ${IMG}`,
  );
  await member.goto(`/curso/${courseId}`);
  await expectShown(member, course.title, course.description, moduleTitle, lessonTitle);
  await member.goto(`/curso/${courseId}/player?aula=${lesson.id}`);
  const content = member.getByTestId("lesson-content");
  await expect(content).toContainText("Antes do HTML");
  await expect(content.locator("img, script, iframe, svg")).toHaveCount(0);
  // The javascript: link loses its address; clicking what is left must still run nothing.
  await content.getByText("clique aqui").click();

  expect(sink.calls).toEqual([]);
  await admin.context().close();
  await member.context().close();
});
