import { describe, expect, it } from "vitest";
import { parseMoneyInput, parseWholeNumberInput } from "../../money-input";
import { parseImportDate, parseImportKind } from "./values";

describe("parseImportDate", () => {
  it.each([
    ["05/10/2026", "2026-10-05"],
    ["5/1/2026", "2026-01-05"],
    ["05-10-2026", "2026-10-05"],
    ["05.10.2026", "2026-10-05"],
    ["05/10/26", "2026-10-05"],
    ["2026-10-05", "2026-10-05"],
    ["2026/10/5", "2026-10-05"],
    ["05/10/2026 00:00", "2026-10-05"],
    ["2026-10-05T00:00:00", "2026-10-05"],
    [" 29/02/2028 ", "2028-02-29"],
  ])("reads %s as %s", (text, iso) => {
    expect(parseImportDate(text)).toBe(iso);
  });

  it.each(["31/02/2026", "29/02/2027", "13/13/2026", "2026-13-01", "ontem", "", "05/10", "45123"])(
    "refuses %s",
    (text) => {
      expect(parseImportDate(text)).toBeNull();
    },
  );
});

describe("numbers as a pt-BR spreadsheet writes them (shared/money-input.ts)", () => {
  it.each([
    ["R$ 1.234,56", 123_456],
    ["R$1.234,56", 123_456],
    ["1.234,56", 123_456],
    ["1234,56", 123_456],
    ["175,00", 17_500],
    ["175", 17_500],
    ["0,29", 29],
    ["1234.56", 123_456],
    ["R$ 1.000.000,00", 100_000_000],
    ["R$\u00a042,00", 4_200],
  ])("money %s is %i centavos", (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, value: cents });
  });

  it.each(["1,2,3", "R$ abc", "12,345", "1.23.4"])("money %s is refused", (text) => {
    expect(parseMoneyInput(text).ok).toBe(false);
  });

  it.each([
    ["10.000", 10_000],
    ["10000", 10_000],
    ["1.000.000", 1_000_000],
    [" 2.500 ", 2_500],
  ])("quantity %s is %i", (text, value) => {
    expect(parseWholeNumberInput(text)).toEqual({ ok: true, value });
  });

  it.each(["10,5", "10.00", "dez mil", "1.0000"])("quantity %s is refused", (text) => {
    expect(parseWholeNumberInput(text).ok).toBe(false);
  });
});

describe("parseImportKind", () => {
  it.each([
    ["Compra", "accumulation"],
    ["ACÚMULO", "accumulation"],
    ["acumulo", "accumulation"],
    ["Clube", "accumulation"],
    ["Cartão de crédito", "accumulation"],
    ["", "accumulation"],
    ["Bônus", "bonus"],
    ["bonificação", "bonus"],
    ["Resgate", "spending"],
    ["Uso", "spending"],
    ["Transferência", "spending"],
    ["pizza", null],
  ])("reads %s as %s", (text, kind) => {
    expect(parseImportKind(text)).toBe(kind);
  });
});
