/**
 * The rough edges of daily use (docs/features.md "Daily use"): the login by keyboard, the words on
 * the auth pages, the feed and admin on a phone's first screen, course covers, the header's links.
 * All but the covers' run on a phone (390 × 844) and a desktop (1440 × 900).
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { mutate } from "./api";
import { asAdmin, createCourse } from "./course-fixtures";
import { leaveAsVisitor, logInAsAdmin, newAccount, signUpThroughForm } from "./support";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function createPromotion(page: Page, title: string): Promise<void> {
  await mutate(page, "promotions.admin.create", {
    title,
    category: "transferencia",
    program: unique("Livelo"),
    discount: "Até 80% de bônus",
    validUntil: addDays(todayInSaoPaulo(), 20),
    link: "https://exemplo.com/oferta",
    description: "Transfira pontos do cartão com bônus.",
    destinations: [],
    routes: [],
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("login by keyboard: e-mail, Tab, password, Enter signs in; the reset link comes after", async ({ page }) => {
      const account = newAccount();
      await signUpThroughForm(page, account);
      await expect(page.getByText("Conta criada com sucesso!")).toBeVisible();
      await expect(page.getByText("Login realizado com sucesso!")).toHaveCount(0);
      await leaveAsVisitor(page);

      await page.goto("/login");
      await page.getByLabel("E-mail").fill(account.email);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel("Senha")).toBeFocused();
      await page.keyboard.type(account.password);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
      await expect(page).not.toHaveURL(/\/login|\/esqueci-senha/);
    });

    test("a new attempt's error stands alone: no toast left from the attempt before", async ({ page }) => {
      const account = newAccount();
      await signUpThroughForm(page, account);
      await leaveAsVisitor(page);
      await page.goto("/login");
      await page.getByLabel("E-mail").fill(account.email);
      await page.getByLabel("Senha").fill("senha-errada");
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      const earlier = page.getByText("Erro no login");
      await expect(earlier).toBeVisible();

      await page.getByLabel("E-mail").fill("sem-arroba");
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Email inválido" })).toBeVisible();
      // Well before the old toast's own 4 s are up: the new attempt dismissed it.
      await expect(earlier).toHaveCount(0, { timeout: 1_500 });
    });

    test("the reset page asks for the 'E-mail', and its mail's footer speaks of the reset", async ({ page }) => {
      const account = newAccount("reset");
      await signUpThroughForm(page, account);
      await leaveAsVisitor(page);
      await page.goto("/esqueci-senha");
      await page.getByLabel("E-mail", { exact: true }).fill(account.email);
      await page.getByRole("button", { name: "Enviar link" }).click();
      await expect(page.getByText("Se houver uma conta com este e-mail, enviamos um link")).toBeVisible();
      await expect(async () => {
        await page.goto("/dev/emails");
        const mail = page.getByRole("article").filter({ hasText: account.email }).first();
        await expect(mail).toContainText("alguém pediu uma nova senha", { timeout: 1_000 });
        await expect(mail).not.toContainText("Preferências de alerta");
      }).toPass({ timeout: 15_000 });
    });

    test("the feed's first offer is on the first screen", async ({ page }) => {
      await logInAsAdmin(page);
      const title = unique("Bônus de transferência");
      await createPromotion(page, title);
      await page.goto("/promocoes");
      const card = page.getByRole("article", { name: title });
      await expect(card).toBeVisible();
      // Without an image, a thin strip with the category's icon, not a picture-sized block.
      const placeholder = await card.locator("[data-slot=promotion-placeholder]").boundingBox();
      expect(placeholder?.height).toBeLessThanOrEqual(64);
      // Unscrolled, the first offer is on screen down to its button.
      const offer = await page
        .getByRole("article")
        .first()
        .getByRole("link", { name: /^Ver oferta/ })
        .boundingBox();
      expect((offer?.y ?? Infinity) + (offer?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      const filters = page.getByRole("search", { name: "Filtrar promoções" });
      if (viewport.width < 1024) {
        // Folded behind one button, which opens them and counts what is chosen.
        await expect(filters).toBeHidden();
        await page.getByRole("button", { name: "Filtros" }).click();
        await filters.getByLabel("Somente ativas").check();
        await expect(page.getByRole("button", { name: "Filtros (1)" })).toHaveAttribute("aria-expanded", "true");
      } else {
        await expect(filters).toBeVisible();
        await expect(page.getByRole("button", { name: "Filtros" })).toBeHidden();
      }
    });

    test("admin: every section is reachable, and no absolute server path is shown", async ({ page }) => {
      await logInAsAdmin(page);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Administração", level: 1 })).toBeVisible();
      if (viewport.width < 640) {
        await page.getByLabel("Seção").selectOption({ label: "Configurações" });
      } else {
        await page.getByRole("tab", { name: "Configurações" }).click();
      }
      await expect(page).toHaveURL(/aba=configuracoes/);
      // The Backup card names the database: its folder on the embedded one, its server on PostgreSQL.
      await expect(page.getByText("Banco de dados")).toBeVisible();
      await expect(page.locator("main")).not.toContainText(process.cwd());
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("a completed lesson reads 'Concluída ✓', and undoing it is a deliberate 'Desmarcar'", async ({
      page,
      browser,
    }) => {
      const course = await asAdmin(browser, createCourse);
      await signUpThroughForm(page, newAccount());
      await page.goto(`/curso/${course.id}/player?aula=${course.lessons.free.id}`);
      await page.getByRole("button", { name: "Marcar como concluída" }).click();
      await expect(page.getByText("Concluída ✓")).toBeVisible();
      // The done state is not the same button: clicking where it was cannot undo it.
      await expect(page.getByRole("button", { name: "Marcar como concluída" })).toHaveCount(0);
      await page.getByRole("button", { name: "Desmarcar" }).click();
      const question = page.getByRole("alertdialog", { name: "Desmarcar esta aula?" });
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: "Desmarcar" }).click();
      await expect(page.getByRole("button", { name: "Marcar como concluída" })).toBeVisible();
      await expect(page.getByText("Concluída ✓")).toHaveCount(0);
    });

    test("'Minha assinatura' is for members, not for admins who have everything", async ({ page, browser }) => {
      const menu = async (target: Page) => {
        if (viewport.width < 1280) await target.getByRole("button", { name: /menu/i }).click();
        return target.getByRole("banner");
      };
      await logInAsAdmin(page);
      await expect((await menu(page)).getByRole("link", { name: "Admin", exact: true })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Minha assinatura" })).toHaveCount(0);

      const member = await browser.newPage({ viewport });
      await signUpThroughForm(member, newAccount());
      await member.goto("/cursos");
      await expect((await menu(member)).getByRole("link", { name: "Minha assinatura" })).toBeVisible();
      await member.close();
    });
  });
}

test("each course without a cover gets a placeholder of its own", async ({ page }) => {
  await logInAsAdmin(page);
  const titles = [unique("Milhas do zero"), unique("Milhas avançadas")];
  for (const title of titles) {
    await mutate(page, "courses.admin.create", {
      title,
      description: null,
      isFree: true,
      priceCents: 0,
      status: "published",
    });
  }
  await page.goto("/cursos");
  const looks = await Promise.all(
    titles.map((title) =>
      page
        .getByRole("article", { name: title })
        .locator("[data-cover-placeholder]")
        .getAttribute("data-cover-placeholder"),
    ),
  );
  expect(looks[0]).toBeTruthy();
  expect(looks[0]).not.toBe(looks[1]);
});
