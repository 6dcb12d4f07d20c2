import { describe, expect, it } from "vitest";
import { datasetCsv, exportCell, exportFileName, exportFiles, type ExportDataset } from "./data-export";

const programs: ExportDataset = {
  name: "programas",
  columns: ["id", "name", "balance", "expiresAt", "active", "thresholds"],
  rows: [
    {
      id: "p1",
      name: "Smiles",
      balance: 12000,
      expiresAt: new Date("2026-03-10T12:00:00Z"),
      active: true,
      thresholds: [30, 7],
    },
    { id: "p2", name: '=HYPERLINK("x")', balance: 0, expiresAt: null, active: false, thresholds: [] },
  ],
};

describe("exportCell", () => {
  it("writes instants in ISO, nothing as empty, lists as JSON", () => {
    expect(exportCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(exportCell(null)).toBe("");
    expect(exportCell(undefined)).toBe("");
    expect(exportCell([1, 2])).toBe("[1,2]");
    expect(exportCell({ a: 1 })).toBe('{"a":1}');
    expect(exportCell(false)).toBe("false");
    expect(exportCell(42)).toBe(42);
  });
});

describe("datasetCsv", () => {
  it("has a header even without rows, and neutralises formulas", () => {
    expect(datasetCsv({ ...programs, rows: [] })).toBe("\uFEFFid;name;balance;expiresAt;active;thresholds\r\n");
    const csv = datasetCsv(programs);
    expect(csv.split("\r\n")[1]).toBe("p1;Smiles;12000;2026-03-10T12:00:00.000Z;true;[30,7]");
    expect(csv).toContain(`'=HYPERLINK(""x"")`);
  });
});

describe("exportFiles", () => {
  it("lists a readme, the readable spreadsheets, then each dataset as JSON and CSV", () => {
    const sheet = { name: "programas", headers: ["Programa", "Saldo"], rows: [["Smiles", 12000]] };
    const files = exportFiles(
      [programs, { name: "sessoes", columns: ["id"], rows: [] }],
      [sheet],
      new Date("2026-05-01T00:00:00Z"),
    );
    expect(files.map((file) => file.path)).toEqual([
      "LEIA-ME.txt",
      "planilhas/programas.csv",
      "json/programas.json",
      "csv/programas.csv",
      "json/sessoes.json",
      "csv/sessoes.csv",
    ]);
    expect(files[0]?.content).toContain("- programas: 2 registro(s)");
    expect(files[0]?.content).toContain("- planilhas/programas.csv: 1 linha(s)");
    expect(files[1]?.content).toBe("\uFEFFPrograma;Saldo\r\nSmiles;12000\r\n");
    expect(JSON.parse(files[2]?.content ?? "")).toEqual([
      { ...programs.rows[0], expiresAt: "2026-03-10T12:00:00.000Z" },
      programs.rows[1],
    ]);
  });

  it("names the archive by the day", () => {
    expect(exportFileName("2026-05-01")).toBe("milheiro-meus-dados-2026-05-01.zip");
  });
});
