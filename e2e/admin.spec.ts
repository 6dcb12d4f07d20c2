import { expect, test } from "@playwright/test";
import type { inferRouterInputs } from "@trpc/server";
import type { AppRouter } from "../src/server/trpc/router";
import { pngImage, SVG_IMAGE } from "../src/shared/testing/file-samples";
import { mutate, query } from "./api";
import { expectRefused, expectShown, IMG, JS_LINK, SCRIPT, SVG, watchedContext, type Sink } from "./security/xss-watch";
import {
  E2E_ADMIN,
  grantPromotionsAccess,
  logInAsAdmin,
  moveClockPastTrial,
  newAccount,
  openAdminTab,
  signUpThroughForm,
} from "./support";

type HomepageSettings = inferRouterInputs<AppRouter>["homepage"]["update"];

// Most tests drive two browsers (the admin and a member): twice the work of a one-user test.
test.describe.configure({ timeout: 60_000 });

test("an admin grants promotions access, the member's Minha Gestão opens; after a revoke it is 'Acesso restrito'", async ({
  page,
  browser,
}) => {
  const member = newAccount();
  await signUpThroughForm(page, member);
  // Past the trial every new account starts with (docs/decisions/031): only the admin's grant opens.
  await moveClockPastTrial(page);
  const admin = await openAdminTab(browser, "acesso-promocoes");

  await grantPromotionsAccess(admin, member.email);
  const row = admin.getByRole("listitem").filter({ hasText: member.email });
  await expect(row.getByText("Ativo")).toBeVisible();

  // The member's very next page load sees the grant.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();

  // Holders of active access are no longer offered in the grant dialog.
  await admin.getByRole("button", { name: "Conceder acesso" }).click();
  const dialog = admin.getByRole("dialog", { name: "Conceder acesso às promoções" });
  await dialog.getByLabel("Buscar usuário por nome ou e-mail").fill(member.email);
  await expect(dialog.getByLabel("Usuário", { exact: true })).toContainText("Nenhum usuário encontrado");
  // Nor are admins: they have access by role.
  await dialog.getByLabel("Buscar usuário por nome ou e-mail").fill(E2E_ADMIN.email);
  await expect(dialog.getByLabel("Usuário", { exact: true })).toContainText("Nenhum usuário encontrado");
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await row.getByRole("button", { name: `Revogar acesso de ${member.name}` }).click();
  await expect(admin.getByText("Acesso revogado!")).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Minha Gestão/ })
    .click();
  await expect(page.getByText("Acesso restrito")).toBeVisible();
  await expect(page).toHaveURL(/\/promocoes$/);
  await admin.context().close();
});

test("on the users tab an admin finds a member, frees everything, reads the audit and revokes everything", async ({
  page,
  browser,
}) => {
  const member = newAccount();
  await signUpThroughForm(page, member);
  const admin = await openAdminTab(browser, "usuarios");

  await admin.getByLabel("Buscar usuários").fill(member.name);
  const card = admin.getByRole("article", { name: member.name });
  await expect(card).toBeVisible();
  await expect(admin.getByRole("article")).toHaveCount(1);
  // Promoções, Cursos and PRO, and the trial the signup started (docs/decisions/031).
  await expect(card.getByText("Sem acesso")).toHaveCount(3);
  await expect(card.getByText("Ativo")).toHaveCount(1);

  await card.getByRole("button", { name: "Liberar Tudo" }).click();
  await expect(admin.getByText("Acesso concedido!")).toBeVisible();
  await expect(card.getByText("Ativo")).toHaveCount(3);

  await card.getByRole("button", { name: "Gerenciar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Gerenciar acesso" });
  const history = dialog.getByRole("region", { name: "Histórico de acessos" });
  await expect(history.getByText(`por ${E2E_ADMIN.email}`)).toHaveCount(2);
  await expect(history.getByText("Promoções e Minha Gestão")).toBeVisible();

  // The specific-course grant needs a course: the dialog says so instead of sending it.
  await dialog.getByLabel("Produto").selectOption({ label: "Curso específico" });
  await dialog.getByRole("button", { name: "Conceder acesso" }).click();
  await expect(dialog.getByText("Selecione o curso.")).toBeVisible();

  await dialog.getByRole("button", { name: "Revogar Todos os cursos" }).click();
  await expect(admin.getByText("Acesso revogado!")).toBeVisible();
  await expect(history.getByText("Revogado")).toBeVisible();
  await admin.keyboard.press("Escape");
  await expect(card.getByText("Sem acesso")).toHaveCount(2);

  admin.once("dialog", (prompt) => void prompt.accept());
  await card.getByRole("button", { name: "Revogar Tudo" }).click();
  await expect(admin.getByText("Acesso revogado!").first()).toBeVisible();
  await expect(card.getByText("Sem acesso")).toHaveCount(4);
  await admin.context().close();
});

test.describe("homepage settings", () => {
  // These tests save the single settings row: in parallel, one could overwrite the other's.
  test.describe.configure({ mode: "serial" });

  test("the admin edits the hero title and the home page shows it", async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto("/admin?aba=configuracoes");
    // The e2e server runs on PostgreSQL when DATABASE_URL is set (CI), else on the embedded engine.
    const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embutido)";
    await expect(page.getByRole("region", { name: "Backup" }).getByText(engine, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Pagamentos" }).getByText("Não configurado")).toBeVisible();

    await page.getByRole("button", { name: "Editar página inicial" }).click();
    const dialog = page.getByRole("dialog", { name: "Configurações da página inicial" });
    await dialog.getByLabel("Título principal").fill("   ");
    await dialog.getByRole("button", { name: "Salvar configurações" }).click();
    await expect(dialog.getByText("Informe o título principal")).toBeVisible();

    const title = `Milhas sob controle ${newAccount().name}`;
    await dialog.getByLabel("Título principal").fill(title);
    await dialog.getByRole("button", { name: "Salvar configurações" }).click();
    await expect(page.getByText("Configurações atualizadas")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Milheiro" }).first().click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await visitor.close();
  });

  test("the admin uploads a hero background; an SVG is refused and the home page shows the image", async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto("/admin?aba=configuracoes");
    await page.getByRole("button", { name: "Editar página inicial" }).click();
    const dialog = page.getByRole("dialog", { name: "Configurações da página inicial" });
    const upload = dialog.getByLabel("Ou envie uma imagem");

    await upload.setInputFiles({ name: "fundo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(SVG_IMAGE) });
    await expect(page.getByText("Erro no upload")).toBeVisible();
    await expect(page.getByText("Por favor, selecione um arquivo de imagem válido.")).toBeVisible();

    await upload.setInputFiles({ name: "fundo.png", mimeType: "image/png", buffer: Buffer.from(pngImage(4, 3)) });
    const background = dialog.getByLabel("Imagem de fundo");
    await expect(background).toHaveValue(/^\/files\/images\/homepage-backgrounds\/\d{13}-[a-z0-9]{16}\.png$/);
    const url = await background.inputValue();
    await expect(dialog.getByRole("img", { name: "Pré-visualização: Ou envie uma imagem" })).toHaveAttribute(
      "src",
      url,
    );
    await dialog.getByRole("button", { name: "Salvar configurações" }).click();
    await expect(page.getByText("Configurações atualizadas")).toBeVisible();

    await page.goto("/");
    const hero = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 1 }) })
      .first();
    await expect(hero).toHaveAttribute("style", new RegExp(url.replaceAll(".", "\\.")));
    const served = await page.request.get(url);
    expect(served.headers()["content-type"]).toBe("image/png");
  });

  test("hostile hero texts render as text and never run (stored XSS)", async ({ page, browser }) => {
    const sink: Sink = { calls: [] };
    const visitor = await watchedContext(() => browser.newContext(), sink);
    await logInAsAdmin(page);
    const original = await query<HomepageSettings>(page, "homepage.get");
    const hostile: HomepageSettings = {
      ...original,
      heroTitle: `Milhas ${IMG}`,
      heroSubtitle: `Economize ${SCRIPT}`,
      primaryButtonText: `Começar ${SVG}`,
      primaryButtonLink: `/promocoes?x=${SVG}`,
    };
    await expectRefused(page, "homepage.update", { ...hostile, secondaryButtonLink: JS_LINK });
    await mutate(page, "homepage.update", hostile);
    try {
      await visitor.goto("/");
      await expectShown(visitor, hostile.heroTitle, hostile.heroSubtitle, hostile.primaryButtonText);
    } finally {
      await mutate(page, "homepage.update", original);
    }
    expect(sink.calls).toEqual([]);
    await visitor.context().close();
  });
});

test("a member opening /admin is sent home with a toast; a visitor is sent to /login", async ({ page, browser }) => {
  await signUpThroughForm(page, newAccount());
  await page.goto("/admin");
  await expect(page.getByText("Apenas administradores podem acessar a área administrativa.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Administração" })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto("/admin");
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Six sections of docs/product.md §2 and the programs' catalogue (docs/decisions/034).
  test("all seven sections are one select away, and open", async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto("/admin");
    // Seven tabs do not fit 390 px unclipped: the phone picks the section from a select instead.
    await expect(page.getByRole("tablist")).toBeHidden();
    const section = page.getByLabel("Seção");
    // Two stat cards a row keep the section's choice on the first screen.
    const box = await section.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expect(section.locator("option")).toHaveText([
      "Usuários",
      "Acesso às promoções",
      "Acesso aos cursos",
      "Cursos",
      "Promoções",
      "Catálogo",
      "Configurações",
    ]);
    await section.selectOption({ label: "Acesso aos cursos" });
    await expect(page).toHaveURL(/aba=acesso-cursos/);
    await expect(page.getByRole("heading", { name: "Acesso aos Cursos" })).toBeVisible();
    await expect(section).toHaveValue("acesso-cursos");
  });
});
