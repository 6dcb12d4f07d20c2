import { describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "../plain-date";
import { readImportRow, type ImportMapping } from "./rows";

const HEADERS = ["Data", "Programa", "Titular", "CPF", "Tipo", "Milhas", "Valor pago", "Milheiro", "Validade", "Obs"];
const MAPPING: ImportMapping = {
  date: 0,
  program: 1,
  holderName: 2,
  holderCpf: 3,
  type: 4,
  quantity: 5,
  amountPaid: 6,
  costPerThousand: 7,
  expiresOn: 8,
  description: 9,
};
const yesterday = addDays(todayInSaoPaulo(), -1);
const br = (iso: string) => iso.split("-").reverse().join("/");

function read(cells: Partial<Record<keyof typeof MAPPING, string>>) {
  const defaults = { date: br(yesterday), program: "Smiles", quantity: "10.000" };
  const merged: Record<string, string> = { ...defaults, ...cells };
  const row = Object.entries(MAPPING).map(([field]) => merged[field] ?? "");
  return readImportRow({ line: 7, cells: row }, MAPPING, HEADERS);
}

describe("readImportRow", () => {
  it("reads a purchase as it will be saved", () => {
    expect(
      read({
        type: "Compra",
        amountPaid: "R$ 175,00",
        expiresOn: "2099-01-31",
        description: "Promoção",
        holderCpf: "529.982.247-25",
        holderName: "Ana",
      }),
    ).toEqual({
      row: {
        line: 7,
        date: yesterday,
        program: "Smiles",
        holderName: "Ana",
        holderCpf: "52998224725",
        kind: "accumulation",
        miles: 10_000,
        amountPaidCents: 17_500,
        expiresOn: "2099-01-31",
        description: "Promoção",
      },
    });
  });

  it("derives what was paid from the custo por milheiro when the price is blank", () => {
    expect(read({ costPerThousand: "R$ 17,50" })).toMatchObject({ row: { amountPaidCents: 17_500 } });
  });

  it("reads a blank price as free miles and a bonus without a price", () => {
    expect(read({})).toMatchObject({ row: { amountPaidCents: 0, kind: "accumulation" } });
    expect(read({ type: "Bônus" })).toMatchObject({ row: { amountPaidCents: null, kind: "bonus" } });
  });

  it("names the line, the column and a fix for every problem in the line", () => {
    const result = read({ date: "32/01/2026", quantity: "dez", amountPaid: "muito", holderCpf: "123", type: "Uso" });
    expect(result).toEqual({
      errors: [
        {
          line: 7,
          column: "Data",
          message: '"32/01/2026" não é uma data.',
          fix: "Use DD/MM/AAAA (05/10/2026) ou AAAA-MM-DD, até a data de hoje.",
        },
        expect.objectContaining({ column: "CPF", message: '"123" não é um CPF válido.' }),
        expect.objectContaining({ column: "Tipo", message: '"Uso" tira milhas: a importação traz só entradas.' }),
        expect.objectContaining({ column: "Milhas", message: '"dez" não é uma quantidade.' }),
        expect.objectContaining({ column: "Valor pago", message: '"muito" não é um valor em reais.' }),
      ],
    });
  });

  it("applies the accumulation form's own rules: no future date, expiry after the date", () => {
    expect(read({ date: br(addDays(todayInSaoPaulo(), 2)) })).toEqual({
      errors: [expect.objectContaining({ column: "Data", message: "A data não pode ser posterior a hoje." })],
    });
    expect(read({ expiresOn: br(yesterday) })).toEqual({
      errors: [
        expect.objectContaining({
          column: "Validade",
          message: "O vencimento destes pontos deve ser depois da data do lançamento.",
        }),
      ],
    });
  });

  it("refuses a bonus with a price and a blank quantity", () => {
    expect(read({ type: "bônus", amountPaid: "10,00" })).toEqual({
      errors: [expect.objectContaining({ column: "Valor pago", message: "Bônus não tem valor pago." })],
    });
    expect(read({ quantity: "" })).toEqual({
      errors: [expect.objectContaining({ column: "Milhas", message: "Quantidade em branco." })],
    });
  });

  it("names a field by its label when no column fills it", () => {
    const result = readImportRow({ line: 2, cells: ["", "Smiles", "1000"] }, { program: 1, quantity: 2 }, HEADERS);
    expect(result).toEqual({ errors: [expect.objectContaining({ column: "Data", message: "Data em branco." })] });
  });
});
