import { describe, expect, it } from "vitest";
import { parseMoneyInput, parseWholeNumberInput } from "./money-input";

const cents = (value: number) => ({ ok: true, value });

describe("parseMoneyInput", () => {
  it.each([
    ["350,00", 35_000],
    ["350.00", 35_000],
    ["350", 35_000],
    ["350,5", 35_050],
    ["0,29", 29],
    [",5", 50],
    ["R$ 1.234,56", 123_456],
    ["1,234.56", 123_456],
    ["1.234", 123_400],
    ["1.234.567,89", 123_456_789],
    ["  250,00 ", 25_000],
    ["0", 0],
  ])("reads %s as %i centavos", (text, expected) => {
    expect(parseMoneyInput(text)).toEqual(cents(expected));
  });

  it("treats blank as not informed", () => {
    expect(parseMoneyInput("")).toEqual({ ok: true, value: null });
    expect(parseMoneyInput("   ")).toEqual({ ok: true, value: null });
  });

  it.each(["abc", "-10", "1,234", "12,345", "1.2.3", "10,001", "1e3", "1.23,4.5", "12.34.56"])("rejects %s", (text) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false });
  });

  it("rejects amounts beyond exact integers", () => {
    expect(parseMoneyInput("99999999999999999999")).toEqual({ ok: false });
  });
});

describe("parseWholeNumberInput", () => {
  it.each([
    ["10000", 10_000],
    ["10.000", 10_000],
    ["1.000.000", 1_000_000],
    [" 5 ", 5],
  ])("reads %s as %i", (text, expected) => {
    expect(parseWholeNumberInput(text)).toEqual({ ok: true, value: expected });
  });

  it("treats blank as not informed", () => {
    expect(parseWholeNumberInput("")).toEqual({ ok: true, value: null });
  });

  it.each(["abc", "1,5", "1.5", "-3", "10.00", "1e4"])("rejects %s", (text) => {
    expect(parseWholeNumberInput(text)).toEqual({ ok: false });
  });
});
