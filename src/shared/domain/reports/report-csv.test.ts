import { describe, expect, it } from "vitest";
import { programLabel } from "../wallet/program-label";
import { reportCsvFileName, reportCsvHeader, reportCsvLine, reportExportHref } from "./report-csv";

describe("report CSV (product §9)", () => {
  it("has exactly the columns Data, Programa, Tipo, Quantidade, Descrição", () => {
    expect(reportCsvHeader()).toBe("Data;Programa;Tipo;Quantidade;Descrição\r\n");
  });

  it("writes a movement like the table: pt-BR date, program with account, label, signed amount", () => {
    const line = reportCsvLine({
      transactionDate: "2026-03-09",
      programName: "Smiles",
      programAccountNumber: "123456",
      type: "usage",
      amount: 4_000,
      description: "Passagem GRU–REC",
    });
    expect(line).toBe("09/03/2026;Smiles (123456);Uso;-4000;Passagem GRU–REC\r\n");
  });

  it("leaves the description empty when there is none and neutralises a hostile one", () => {
    const movement = {
      transactionDate: "2026-01-02",
      programName: "=Azul",
      programAccountNumber: null,
      type: "bonus",
      amount: 500,
    } as const;
    expect(reportCsvLine({ ...movement, description: null })).toBe("02/01/2026;'=Azul;Bônus;500;\r\n");
    expect(reportCsvLine({ ...movement, description: "@cmd" })).toBe("02/01/2026;'=Azul;Bônus;500;'@cmd\r\n");
  });

  it("names the file by date", () => {
    expect(reportCsvFileName("2026-11-21")).toBe("relatorio-milheiro-2026-11-21.csv");
  });

  it("links the export with only the filters that are set", () => {
    expect(reportExportHref({ periodo: "todos" })).toBe("/relatorios/exportar.csv?periodo=todos");
    expect(reportExportHref({ tipo: "usage", programa: "0b5c3620-0000-4000-8000-000000000000", periodo: 30 })).toBe(
      "/relatorios/exportar.csv?tipo=usage&programa=0b5c3620-0000-4000-8000-000000000000&periodo=30",
    );
  });

  it("labels a program with its account number when it has one", () => {
    expect(programLabel("LATAM Pass", "987")).toBe("LATAM Pass (987)");
    expect(programLabel("LATAM Pass", null)).toBe("LATAM Pass");
  });
});
