import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { grantPromotionsAccessThroughAdmin, moveClockPastTrial, newAccount, signUpThroughForm } from "./support";
import { openDashboardAsNewMember } from "./wallet-ui";

test.describe.configure({ timeout: 90_000 });

for (const { name, viewport } of [
  { name: "on a phone", viewport: { width: 390, height: 844 } },
  { name: "on a desktop", viewport: { width: 1280, height: 800 } },
]) {
  test(`${name}, a member saves 'Avise-me' from the feed, is told what is wrong, and manages it in Minha conta`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    await openDashboardAsNewMember(page, browser);
    const program = `Smiles ${randomUUID().slice(0, 6)}`;

    await page.goto("/promocoes?category=transferencia");
    await page.getByRole("button", { name: "Avise-me" }).click();
    const dialog = page.getByRole("dialog", { name: "Avise-me de promoções" });
    // The feed's filter is where the alert starts.
    await expect(dialog.getByLabel("Categoria")).toHaveValue("transferencia");
    await dialog.getByLabel("Programa", { exact: true }).fill(program);
    await dialog.getByLabel("Programa de origem").fill("Livelo");
    await dialog.getByLabel("Bônus ou desconto mínimo (%)").fill("oitenta");
    await dialog.getByLabel("Aeroporto de origem").fill("G1");
    await dialog.getByRole("button", { name: "Salvar alerta" }).click();
    await expect(dialog.getByText("Informe um percentual inteiro entre 1 e 300.")).toBeVisible();
    await dialog.getByLabel("Bônus ou desconto mínimo (%)").fill("80");
    await dialog.getByRole("button", { name: "Salvar alerta" }).click();
    await expect(dialog.getByText("Informe o aeroporto pelo código de 3 letras (ex.: GRU).")).toBeVisible();
    await dialog.getByLabel("Aeroporto de origem").fill("");
    const description = `Transferência Livelo → ${program} com bônus ou desconto de 80 % ou mais`;
    await expect(dialog.getByText(`Você será avisado de: ${description}`)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations).toEqual([]);
    await dialog.getByRole("button", { name: "Salvar alerta" }).click();
    await expect(page.getByText("Alerta criado: avisaremos você")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The same alert again is refused, what was typed stays.
    await page.getByRole("button", { name: "Avise-me" }).click();
    await dialog.getByLabel("Programa", { exact: true }).fill(program);
    await dialog.getByLabel("Programa de origem").fill("Livelo");
    await dialog.getByLabel("Bônus ou desconto mínimo (%)").fill("80");
    await dialog.getByRole("button", { name: "Salvar alerta" }).click();
    await expect(dialog.getByText("Você já tem um alerta igual a este.")).toBeVisible();
    await expect(dialog.getByLabel("Programa de origem")).toHaveValue("Livelo");
    await page.keyboard.press("Escape");

    await page.goto("/minha-conta");
    const section = page.getByRole("region", { name: "Alertas de promoção" });
    const list = section.getByRole("list", { name: "Seus alertas de promoção" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(description);
    const region = await new AxeBuilder({ page }).include("[role=region][aria-label='Alertas de promoção']").analyze();
    expect(region.violations).toEqual([]);
    await section.getByRole("button", { name: `Remover alerta: ${description}` }).click();
    await expect(page.getByText("Alerta removido")).toBeVisible();
    await expect(section.getByText("Nenhum alerta de promoção")).toBeVisible();
  });
}

test("a member on the Promoções plan sees the feed and is offered PRO for 'Avise-me'", async ({ page, browser }) => {
  const member = newAccount("plano-promocoes");
  await signUpThroughForm(page, member);
  // Past the trial (which opens every PRO feature), with the Promoções plan's grant.
  await moveClockPastTrial(page);
  await grantPromotionsAccessThroughAdmin(browser, member.email);
  await page.goto("/promocoes");
  await page.getByRole("button", { name: "Avise-me" }).click();
  const dialog = page.getByRole("dialog", { name: "Avise-me de promoções" });
  await expect(dialog.getByText(/Os alertas de promoção fazem parte do plano PRO/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Salvar alerta" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: /Assinar/ }).first()).toBeVisible();

  await page.goto("/minha-conta");
  const section = page.getByRole("region", { name: "Alertas de promoção" });
  await expect(section.getByText("Os alertas de promoção fazem parte do plano PRO.")).toBeVisible();
  await expect(section.getByText("Nenhum alerta de promoção")).toBeVisible();
});
