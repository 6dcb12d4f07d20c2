import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import iconv from "iconv-lite";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { formatPlainDate } from "../src/shared/format";
import { newAccount, signUpThroughForm } from "./support";

/*
 * "Importar planilha" (docs/decisions/041) as a member uses it: the CSV template downloaded, filled
 * as a pt-BR Excel saves it (`;`, Windows-1252, an "Observações" column with accents and a dash),
 * one wrong quantity refused with its line and column, the file corrected and imported, and the
 * lots with their costs and expiries on Minha Gestão and the reports; the same file again creates
 * nothing.
 */

const today = todayInSaoPaulo();
const day = (offset: number) => formatPlainDate(addDays(today, offset));

function spreadsheet(header: string, bonusQuantity: string): Buffer {
  const lines = [
    header,
    `${day(-40)};Smiles;;;Compra;10.000;R$ 175,00;;${day(1000)};Promoção de aniversário – ação`,
    `${day(-20)};Livelo;;;Clube;1.000;;R$ 42,00;${day(700)};Clube Livelo: mês de março`,
    `${day(-10)};Smiles;;;Bônus;${bonusQuantity};;;${day(365)};Bônus de transferência`,
  ];
  return iconv.encode(`${lines.join("\r\n")}\r\n`, "windows-1252");
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer });
}

test("a member imports a Windows-1252 spreadsheet from the template, fixing one error first", async ({ page }) => {
  await signUpThroughForm(page, newAccount("planilha"));
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Importar planilha" }).click();
  await expect(page.getByRole("heading", { name: "Importar planilha", level: 1 })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Modelo CSV" }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe("modelo-importacao-milheiro.csv");
  const header = (await readFile(await template.path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n")[0] ?? "";
  expect(header).toContain("Observações");

  await choose(page, "minhas-milhas.csv", spreadsheet(header, "dez mil"));
  await expect(page.getByLabel("Observações")).toHaveValue("description");
  await expect(page.getByLabel("Valor pago (R$)")).toHaveValue("amountPaid");
  const errors = page.getByRole("region", { name: "1 linha com erro" });
  await expect(errors).toContainText('Linha 4, coluna “Quantidade”: "dez mil" não é uma quantidade.');
  const preview = page.getByRole("region", { name: "Prévia: as primeiras linhas como serão salvas" });
  await expect(preview.getByRole("row").nth(1)).toContainText("Promoção de aniversário – ação");
  await expect(preview.getByRole("row").nth(1)).toContainText("R$ 175,00");
  await expect(preview.getByRole("row").nth(2)).toContainText("R$ 42,00");

  // Nothing is written while the error stays.
  await page.getByRole("button", { name: "Importar 3 linhas" }).click();
  await expect(
    page.getByText("A planilha tem linhas com erro: corrija-as ou escolha importar sem elas."),
  ).toBeVisible();

  await choose(page, "minhas-milhas-corrigida.csv", spreadsheet(header, "2.000"));
  await expect(page.getByRole("region", { name: "1 linha com erro" })).toBeHidden();
  await expect(preview.getByRole("row")).toHaveCount(4);
  await page.getByRole("button", { name: "Importar 3 linhas" }).click();
  await expect(page.getByText("3 linhas importadas")).toBeVisible();

  await page.getByRole("link", { name: "Ver Minha Gestão" }).click();
  const smiles = page.getByRole("article", { name: "Smiles" });
  await expect(smiles).toContainText("12.000");
  await expect(smiles).toContainText("R$ 14,58");
  await smiles.getByRole("button", { name: /Lotes com vencimento/ }).click();
  await expect(smiles.getByRole("list", { name: "Lotes de Smiles" })).toContainText(`vencem em ${day(1000)}`);
  const livelo = page.getByRole("article", { name: "Livelo" });
  await expect(livelo).toContainText("R$ 42,00");

  await page.goto("/relatorios?periodo=todos");
  const table = page.getByRole("table", { name: "Transações do relatório" });
  await expect(table).toContainText("R$ 175,00");
  await expect(table).toContainText("Clube Livelo: mês de março");

  await page.goto("/importar-planilha");
  await choose(page, "minhas-milhas-corrigida.csv", spreadsheet(header, "2.000"));
  await expect(page.getByText(/Esta planilha já foi importada em/)).toBeVisible();
  await page.getByRole("button", { name: "Importar 3 linhas" }).click();
  await expect(page.getByText("Esta planilha já foi importada. Nada foi criado de novo.")).toBeVisible();
});
