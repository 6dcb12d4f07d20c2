import { describe, expect, it } from "vitest";
import {
  oneOf,
  PaymentSuccessSearchSchema,
  readPaymentSuccessSearch,
  readPlayerSearch,
  readReportSearch,
  readRedemptionsSearch,
  readWalletSearch,
  ReportSearchSchema,
} from "./search-params";

const lesson = "0b5c3620-0000-4000-8000-000000000000";

describe("search params read without zod", () => {
  it("keeps a listed value and drops anything else, of any type", () => {
    expect(oneOf(["a", "b"], "b")).toBe("b");
    expect(oneOf(["a", "b"], "c")).toBeUndefined();
    expect(oneOf([7, 30], "7")).toBeUndefined();
  });

  it("keeps a lesson id and drops what is not one", () => {
    expect(readPlayerSearch({ aula: lesson })).toEqual({ aula: lesson });
    expect(readPlayerSearch({ aula: "12" })).toEqual({});
    expect(readPlayerSearch({ aula: 5 })).toEqual({});
  });

  it("reads the checkout's success address field by field", () => {
    expect(readPaymentSuccessSearch({ session_id: "cs_1", type: "course", product: "p" })).toEqual({
      session_id: "cs_1",
      type: "course",
      product: "p",
    });
    expect(readPaymentSuccessSearch({ session_id: 3, type: "outro" })).toEqual({});
  });

  it("answers the router as a Standard Schema, never with issues (bad fields are dropped)", () => {
    expect(ReportSearchSchema["~standard"].validate({ periodo: 90, tipo: "x" })).toEqual({ value: { periodo: 90 } });
    expect(ReportSearchSchema["~standard"].validate(null)).toEqual({ value: readReportSearch({}) });
    expect(PaymentSuccessSearchSchema["~standard"].validate("texto")).toEqual({ value: {} });
  });

  it("reads the transfer calculator's hand-off to 'Transferir pontos', field by field", () => {
    const livelo = "0b5c3620-0000-4000-8000-000000000001";
    const smiles = "0b5c3620-0000-4000-8000-000000000002";
    expect(readWalletSearch({ transferir: 1, origem: livelo, destino: smiles, pontos: "10000", bonus: 80 })).toEqual({
      transferir: true,
      origem: livelo,
      destino: smiles,
      pontos: 10_000,
      bonus: 80,
    });
    expect(readWalletSearch({ transferir: "1", bonus: "12.5" })).toEqual({ transferir: true, bonus: 12.5 });
    expect(readWalletSearch({ transferir: "1", origem: "livelo", pontos: -5, bonus: "muito" })).toEqual({
      transferir: true,
    });
    expect(readWalletSearch({ transferir: "1", pontos: 2.5 })).toEqual({ transferir: true });
    // Without the flag the page opens nothing, whatever else the address carries.
    expect(readWalletSearch({ origem: livelo, pontos: 100 })).toEqual({});
  });

  it("keeps the holder switcher's choice, with or without the transfer hand-off", () => {
    const holder = "0b5c3620-0000-4000-8000-000000000003";
    expect(readWalletSearch({ titular: holder })).toStrictEqual({ titular: holder });
    expect(readWalletSearch({ titular: "caio" })).toStrictEqual({});
    expect(readWalletSearch({ titular: holder, transferir: "1" })).toEqual({ titular: holder, transferir: true });
  });

  it("reads the reports' holder, dropping what is not an id", () => {
    const holder = "0b5c3620-0000-4000-8000-000000000003";
    expect(readReportSearch({ titular: holder }).titular).toBe(holder);
    expect(readReportSearch({ titular: "todos" }).titular).toBeUndefined();
  });

  it("reads /emissoes' holder and year, dropping what is not one", () => {
    const holder = "0b5c3620-0000-4000-8000-000000000003";
    expect(readRedemptionsSearch({ titular: holder, ano: "2026" })).toEqual({ titular: holder, ano: 2026 });
    expect(readRedemptionsSearch({ titular: "x", ano: "26" })).toEqual({});
    expect(readRedemptionsSearch({ ano: 1999 })).toEqual({});
  });
});
