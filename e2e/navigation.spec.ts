import { expect, test } from "@playwright/test";
import { newAccount, signUpThroughForm } from "./support";

test("an unknown address shows the 404 page with a link home", async ({ page }) => {
  await page.goto("/rota-que-nao-existe");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: /início|home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test("Minha Gestão without access shows 'Acesso restrito' and lands on /promocoes", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  await page.getByRole("banner").getByRole("button", { name: /Minha Gestão/ }).click();
  await expect(page.getByText("Acesso restrito")).toBeVisible();
  await expect(page.getByText("Você precisa de uma assinatura premium para acessar Minha Gestão.")).toBeVisible();
  await expect(page).toHaveURL(/\/promocoes$/);
});

test("Minha Gestão for a visitor goes to /login", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens with the same items", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: /menu/i }).last();
    await expect(menu.getByRole("link", { name: "Cursos" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Buscador de Passagens" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Promoções" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Entrar" })).toBeVisible();
    await menu.getByRole("link", { name: "Cursos" }).click();
    await expect(page).toHaveURL(/\/cursos$/);
  });
});
