import { describe, expect, it } from "vitest";
import { programLabel } from "../wallet/program-label";
import {
  movementCostPerThousandCents,
  reportCsvFileName,
  reportCsvHeader,
  reportCsvLine,
  reportExportHref,
} from "./report-csv";

const usage = {
  entryDate: "2026-03-09",
  programName: "Smiles",
  programAccountNumber: "123456",
  type: "usage",
  miles: -4_000,
  description: "Passagem GRU–REC",
  amountPaidCents: null,
  costCents: 8_400,
} as const;

describe("report CSV (product §9)", () => {
  it("keeps the spec's columns first, then the money columns", () => {
    expect(reportCsvHeader()).toBe("Data;Programa;Tipo;Quantidade;Descrição;Valor pago;Custo;Custo por milheiro\r\n");
  });

  it("writes a movement like the table: pt-BR date, program with account, label, signed miles, money in reais", () => {
    expect(reportCsvLine(usage)).toBe("09/03/2026;Smiles (123456);Uso;-4000;Passagem GRU–REC;;R$ 84,00;R$ 21,00\r\n");
  });

  it("writes what an accumulation paid, with thousands separators and a plain space after R$", () => {
    const line = reportCsvLine({
      ...usage,
      type: "accumulation",
      miles: 200_000,
      description: null,
      amountPaidCents: 700_000,
      costCents: 700_000,
    });
    expect(line).toBe("09/03/2026;Smiles (123456);Acúmulo;200000;;R$ 7.000,00;R$ 7.000,00;R$ 35,00\r\n");
    expect(line).not.toContain("\u00a0");
  });

  it("labels both sides of a transfer Transferência and a correction Correção, never Uso", () => {
    const out = reportCsvLine({ ...usage, type: "transfer", miles: -10_000, costCents: 35_000 });
    const bonus = reportCsvLine({ ...usage, type: "bonus", miles: 8_000, costCents: 15_556 });
    const correction = reportCsvLine({ ...usage, type: "correction", miles: 150, costCents: 0 });
    expect(out).toBe("09/03/2026;Smiles (123456);Transferência;-10000;Passagem GRU–REC;;R$ 350,00;R$ 35,00\r\n");
    expect(bonus).toContain(";Bônus;8000;");
    expect(bonus).toMatch(/;R\$ 155,56;R\$ 19,45\r\n$/);
    expect(correction).toContain(";Correção;150;Passagem GRU–REC;;R$ 0,00;R$ 0,00\r\n");
  });

  it("rounds the cost per thousand half-up to the centavo, for credits and debits alike", () => {
    expect(movementCostPerThousandCents({ miles: 18_000, costCents: 35_000 })).toBe(1_944);
    expect(movementCostPerThousandCents({ miles: -3, costCents: 1 })).toBe(333);
    expect(movementCostPerThousandCents({ miles: 2_000, costCents: 1 })).toBe(1);
    expect(movementCostPerThousandCents({ miles: 500, costCents: 0 })).toBe(0);
  });

  it("leaves the description empty when there is none and neutralises a hostile one", () => {
    const movement = {
      ...usage,
      programName: "=Azul",
      programAccountNumber: null,
      type: "bonus",
      miles: 500,
      costCents: 0,
    } as const;
    expect(reportCsvLine({ ...movement, description: null })).toBe("09/03/2026;'=Azul;Bônus;500;;;R$ 0,00;R$ 0,00\r\n");
    expect(reportCsvLine({ ...movement, description: "@cmd" })).toBe(
      "09/03/2026;'=Azul;Bônus;500;'@cmd;;R$ 0,00;R$ 0,00\r\n",
    );
  });

  it("names the file by date", () => {
    expect(reportCsvFileName("2026-11-21")).toBe("relatorio-milheiro-2026-11-21.csv");
  });

  it("links the export with only the filters that are set", () => {
    expect(reportExportHref({ periodo: "todos" })).toBe("/relatorios/exportar.csv?periodo=todos");
    expect(
      reportExportHref({ tipo: "correction", programa: "0b5c3620-0000-4000-8000-000000000000", periodo: 30 }),
    ).toBe("/relatorios/exportar.csv?tipo=correction&programa=0b5c3620-0000-4000-8000-000000000000&periodo=30");
  });

  it("labels a program with its account number when it has one", () => {
    expect(programLabel("LATAM Pass", "987")).toBe("LATAM Pass (987)");
    expect(programLabel("LATAM Pass", null)).toBe("LATAM Pass");
  });
});
