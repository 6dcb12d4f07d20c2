import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { pngImage } from "../src/shared/testing/file-samples";
import {
  grantPromotionsAccessThroughAdmin,
  logInAsAdmin,
  moveClockPastTrial,
  newAccount,
  signUpThroughForm,
} from "./support";

interface NewPromotion {
  title: string;
  program: string;
  validUntil: string;
  destinations?: string[];
  routes?: string[];
}

async function openNewPromotionDialog(page: Page) {
  await page.goto("/admin?aba=promocoes");
  await page.getByRole("button", { name: "Nova promoção" }).click();
  return page.getByRole("dialog", { name: "Nova promoção" });
}

async function fillPromotion(page: Page, promotion: NewPromotion, link = "https://exemplo.com/oferta") {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Título").fill(promotion.title);
  await dialog.getByLabel("Categoria").selectOption({ label: "Transferência" });
  await dialog.getByLabel("Programa", { exact: true }).fill(promotion.program);
  await dialog.getByLabel("Desconto").fill("Até 80% de bônus");
  await dialog.getByLabel("Válida até").fill(promotion.validUntil);
  await dialog.getByLabel("Link da oferta").fill(link);
  await dialog.getByLabel("Descrição").fill("Transfira pontos do cartão com bônus.");
  await dialog.getByLabel("Bônus máximo").fill("100.000");
  for (const destination of promotion.destinations ?? []) {
    await dialog.getByLabel("Destinos").fill(destination);
    await dialog.getByLabel("Destinos").press("Enter");
  }
  for (const route of promotion.routes ?? []) {
    await dialog.getByLabel("Rotas").fill(route);
    await dialog.getByRole("button", { name: "Adicionar rota" }).click();
  }
  return dialog;
}

async function createPromotion(page: Page, promotion: NewPromotion, description?: string): Promise<void> {
  await openNewPromotionDialog(page);
  const dialog = await fillPromotion(page, promotion);
  if (description) await dialog.getByLabel("Descrição").fill(description);
  await dialog.getByRole("button", { name: "Criar promoção" }).click();
  await expect(page.getByText("Promoção criada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
}

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

test("an admin creates a promotion with an image and activates it; a member granted access sees its card", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsAdmin(page);
  const title = unique("Transferência Livelo");
  const program = unique("Livelo");
  await openNewPromotionDialog(page);
  const dialog = await fillPromotion(page, {
    title,
    program,
    validUntil: addDays(todayInSaoPaulo(), 30),
    destinations: ["Lisboa", "Paris", "Roma", "Madri"],
    routes: ["GRU-LIS", "GIG-CDG", "BSB-FCO"],
  });
  // A repeat is refused on the spot, whatever the case.
  await dialog.getByLabel("Destinos").fill(" lisboa ");
  await dialog.getByLabel("Destinos").press("Enter");
  await expect(dialog.getByText('O destino "lisboa" já foi adicionado.')).toBeVisible();
  await dialog.getByRole("button", { name: "Remover Madri" }).click();
  await dialog.getByLabel("Destinos").fill("Miami");
  await dialog.getByLabel("Destinos").press("Enter");
  await dialog.getByLabel("Imagem (opcional)").setInputFiles({
    name: "oferta.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngImage(8, 5)),
  });
  const preview = dialog.getByRole("img", { name: "Pré-visualização: Imagem (opcional)" });
  await expect(preview).toHaveAttribute("src", /^\/files\/promocoes-images\/promocoes\/\d{13}-[a-z0-9]{16}\.png$/);
  const imageUrl = await preview.getAttribute("src");
  await dialog.getByRole("button", { name: "Criar promoção" }).click();
  await expect(page.getByText("Promoção criada com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const adminCard = page.getByRole("article", { name: title });
  // Two facts in two words each: featured or not, valid or expired (never the feed's 'Ativa').
  await expect(adminCard.getByText("Sem destaque", { exact: true })).toBeVisible();
  await expect(adminCard.getByText("Vigente", { exact: true })).toBeVisible();
  await expect(adminCard.getByText(/^(Ativa|Inativa)$/)).toHaveCount(0);
  await adminCard.getByRole("button", { name: "Destacar" }).click();
  await expect(adminCard.getByText("Destaque", { exact: true })).toBeVisible();
  await expect(adminCard.getByRole("button", { name: "Remover destaque" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name: title }).getByText("Destaque", { exact: true })).toBeVisible();

  // A plain member sees the plans until the admin grants 'promocoes'; then the card.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberAccount = newAccount();
  await signUpThroughForm(member, memberAccount);
  // Past the trial every new account starts with (docs/decisions/031).
  await moveClockPastTrial(member);
  await member.goto("/promocoes");
  await expect(member.getByRole("article", { name: "Plano Promoções" })).toBeVisible();
  await expect(member.getByRole("article", { name: title })).toHaveCount(0);
  await grantPromotionsAccessThroughAdmin(browser, memberAccount.email);
  await member.reload();
  const card = member.getByRole("article", { name: title });
  await expect(card.locator("img")).toHaveAttribute("src", imageUrl ?? "");
  await expect(card.getByText("Transferência", { exact: true })).toBeVisible();
  await expect(card.getByText(program)).toBeVisible();
  await expect(card.getByText("Até 80% de bônus")).toBeVisible();
  await expect(card.getByText("100.000 milhas")).toBeVisible();
  const destinations = card.getByRole("list", { name: "Destinos" });
  // Three destinations and two routes, then '+N' for the rest (Miami, BSB-FCO).
  await expect(destinations.getByRole("listitem")).toHaveText(["Lisboa", "Paris", "Roma", /^\+1/]);
  await expect(card.getByRole("list", { name: "Rotas" }).getByRole("listitem")).toHaveText([
    "GRU-LIS",
    "GIG-CDG",
    /^\+1/,
  ]);
  const offer = card.getByRole("link", { name: /Ver oferta/ });
  await expect(offer).toHaveAttribute("href", "https://exemplo.com/oferta");
  await expect(offer).toHaveAttribute("target", "_blank");
  await expect(offer).toHaveAttribute("rel", "noopener noreferrer");

  // The program filter lives in the address bar.
  await member.getByLabel("Programa").selectOption({ label: program });
  await expect(member).toHaveURL(/program=/);
  await expect(member.getByRole("article")).toHaveCount(1);
  await member.reload();
  await expect(member.getByRole("article", { name: title })).toBeVisible();
  await memberContext.close();
});

test("an expired promotion shows 'Expirada' and a disabled 'Oferta Expirada'; 'Somente ativas' hides it", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const title = unique("Passagens ontem");
  const program = unique("Smiles");
  await createPromotion(page, { title, program, validUntil: addDays(todayInSaoPaulo(), -1) });
  await expect(page.getByRole("article", { name: title }).getByText("Expirada", { exact: true })).toBeVisible();

  await page.goto(`/promocoes?program=${encodeURIComponent(JSON.stringify(program))}`);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Expirada", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Oferta Expirada" })).toBeDisabled();
  await expect(card.getByRole("link", { name: /Ver oferta/ })).toHaveCount(0);

  await page.getByLabel("Somente ativas").click();
  await expect(page.getByLabel("Somente ativas")).toBeChecked();
  await expect(page).toHaveURL(/onlyActive=true/);
  await expect(page.getByText("Nenhuma promoção encontrada")).toBeVisible();
  await page.getByRole("button", { name: "Limpar filtros" }).first().click();
  await expect(page).toHaveURL(/\/promocoes$/);
});

test("a refused promotion form keeps what was typed and shows the message; editing saves", async ({ page }) => {
  await logInAsAdmin(page);
  const title = unique("Upgrade");
  await openNewPromotionDialog(page);
  const dialog = await fillPromotion(
    page,
    { title, program: "LATAM Pass", validUntil: addDays(todayInSaoPaulo(), 5), destinations: ["Santiago"] },
    "exemplo.com/sem-protocolo",
  );
  await dialog.getByRole("button", { name: "Criar promoção" }).click();
  await expect(dialog.getByText("Informe um link válido começando com http:// ou https://.")).toBeVisible();
  await expect(dialog.getByLabel("Link da oferta")).toBeFocused();
  await expect(dialog.getByLabel("Título")).toHaveValue(title);
  await expect(dialog.getByText("Santiago")).toBeVisible();

  await dialog.getByLabel("Link da oferta").fill("https://exemplo.com/upgrade");
  await dialog.getByRole("button", { name: "Criar promoção" }).click();
  await expect(page.getByText("Promoção criada com sucesso!")).toBeVisible();

  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar promoção" });
  await expect(edit.getByLabel("Título")).toHaveValue(title);
  await edit.getByLabel("Título").fill(`${title} editada`);
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Promoção atualizada com sucesso!")).toBeVisible();
  await expect(page.getByRole("article", { name: `${title} editada` })).toBeVisible();
});

test("a visitor sees the plans and subscribing asks to log in", async ({ page }) => {
  await page.goto("/promocoes");
  const plans = page.getByRole("region", { name: "Assine e receba as melhores promoções" });
  await expect(plans.getByText("R$ 19,90")).toBeVisible();
  await expect(plans.getByRole("button", { name: "Assinar Mensal" })).toBeVisible();
  await plans.getByRole("button", { name: "Assinar Anual" }).click();
  await expect(page.getByText("Login necessário")).toBeVisible();
  await expect(page.getByText("Faça login para assinar o acesso às promoções.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("on a phone", () => {
  test("a member without access sees the plans with every price, and no promotion", async ({ page }) => {
    await signUpThroughForm(page, newAccount());
    // Past the trial every new account starts with (docs/decisions/031).
    await moveClockPastTrial(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/promocoes");
    const plans = page.getByRole("region", { name: "Assine e receba as melhores promoções" });
    const monthly = plans.getByRole("article", { name: "Plano Promoções" });
    await expect(monthly.getByText("R$ 19,90")).toBeVisible();
    await expect(monthly.getByText("ou R$ 169,90 por ano, em até 10x de R$ 16,99 sem juros")).toBeVisible();
    const pro = plans.getByRole("article", { name: "Plano PRO" });
    await expect(pro.getByText("R$ 29,90")).toBeVisible();
    await expect(pro.getByText("ou R$ 299,90 por ano (17% off)")).toBeVisible();
    await expect(page.getByRole("link", { name: /Ver oferta/ })).toHaveCount(0);

    // Subscribing opens the (offline test mode) checkout in a new tab; this tab stays on the plans.
    const checkout = page.waitForEvent("popup");
    await monthly.getByRole("button", { name: "Assinar Mensal" }).click();
    await expect((await checkout).getByRole("status").filter({ hasText: "Modo de teste" })).toBeVisible();
    await expect(page).toHaveURL(/\/promocoes$/);
  });
});

test("'Destacar' refreshes the admin's featured count at once, and long words stay inside the card", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const title = unique("Código longo");
  const program = unique("Esfera");
  const longWord = `https://exemplo.com/${"cupom".repeat(30)}`;
  await createPromotion(
    page,
    { title, program, validUntil: addDays(todayInSaoPaulo(), 10) },
    `Use o link ${longWord} hoje.`,
  );

  // The stats card is refetched by the toggle itself, not by a reload.
  const statsRefetched = page.waitForRequest((request) => request.url().includes("admin.stats"));
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Destacar" }).click();
  await expect(page.getByText("Promoção atualizada com sucesso!").first()).toBeVisible();
  await statsRefetched;

  await page.goto(`/promocoes?program=${encodeURIComponent(JSON.stringify(program))}`);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText(/Use o link/)).toBeVisible();
  const overflowing = await card.evaluate((element) =>
    Array.from(element.querySelectorAll<HTMLElement>("*"))
      // Screen-reader-only text is 1 px wide on purpose.
      .filter((child) => child.scrollWidth > child.clientWidth + 1 && child.clientWidth > 1)
      .map((child) => `${child.tagName.toLowerCase()}.${child.className}: ${child.textContent?.slice(0, 40) ?? ""}`),
  );
  expect(overflowing).toEqual([]);
});
