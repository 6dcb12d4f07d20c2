import { describe, expect, it } from "vitest";
import { redemptionCsv, redemptionCsvFileName, redemptionExportHref } from "./redemption-csv";

describe("the Emissões CSV", () => {
  it("writes one line per redemption in pt-BR, money as reais and no CPF", () => {
    const csv = redemptionCsv([
      {
        issuedOn: "2026-03-09",
        holderName: "Ana",
        programName: "Smiles",
        origin: "GRU",
        destination: "REC",
        departureOn: "2026-04-10",
        returnOn: null,
        cabin: "economica",
        passengers: [{ name: "Bia" }, { name: "=Caio" }],
        miles: 4_000,
        taxesCents: 12_000,
        cashPriceCents: 150_000,
        milesCostCents: 7_000,
        obtainedPerThousandCents: 34_500,
        economiaCents: 131_000,
        verdict: "boa",
        bookingCode: "ABC123",
        note: null,
      },
    ]);
    const [header, line, end] = csv.split("\r\n");
    expect(header?.startsWith("\uFEFFData da emissão;Titular;Programa")).toBe(true);
    expect(line).toBe(
      "09/03/2026;Ana;Smiles;GRU;REC;10/04/2026;;Econômica;Bia, =Caio;4000;R$ 120,00;R$ 1.500,00;R$ 70,00;R$ 345,00;R$ 1.310,00;Boa emissão;ABC123;",
    );
    expect(end).toBe("");
    expect(redemptionCsvFileName("2026-12-01")).toBe("emissoes-milheiro-2026-12-01.csv");
  });
});

describe("the Emissões page's CSV link", () => {
  it("carries the holder and the year shown, and nothing when all are shown", () => {
    const holder = "0b5c3620-0000-4000-8000-000000000003";
    expect(redemptionExportHref({})).toBe("/emissoes/exportar.csv");
    expect(redemptionExportHref({ titular: holder, ano: 2026 })).toBe(
      `/emissoes/exportar.csv?titular=${holder}&ano=2026`,
    );
    expect(redemptionExportHref({ ano: 2025 })).toBe("/emissoes/exportar.csv?ano=2025");
  });
});
