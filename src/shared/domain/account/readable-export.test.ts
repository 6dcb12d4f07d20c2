import { describe, expect, it } from "vitest";
import {
  bonusPercent,
  entriesSheet,
  heldCostPerThousand,
  lotsSheet,
  programsSheet,
  sheetCsv,
  transfersSheet,
} from "./readable-export";

// 03:30 UTC on 1 December is still 30 November in São Paulo (UTC−3).
const lateAtNight = new Date("2026-12-01T02:30:00Z");

describe("readable spreadsheets of 'Baixar meus dados'", () => {
  it("writes programs with their balance, what it cost and the cost per thousand held", () => {
    const sheet = programsSheet([
      {
        name: "Smiles",
        accountNumber: "123",
        balance: 18_000,
        heldCostCents: 35_000,
        expirationDate: "2027-05-31",
        pendingBonus: 0,
        createdAt: lateAtNight,
      },
      {
        name: "Azul",
        accountNumber: null,
        balance: 2_000,
        heldCostCents: 0,
        expirationDate: null,
        pendingBonus: 500,
        createdAt: lateAtNight,
      },
    ]);
    expect(sheet.headers[0]).toBe("Programa");
    expect(sheet.rows).toEqual([
      ["Smiles", "123", 18_000, "R$ 350,00", "R$ 19,44", "31/05/2027", 0, "30/11/2026 23:30"],
      ["Azul", "", 2_000, "R$ 0,00", "Não calculado", "", 500, "30/11/2026 23:30"],
    ]);
  });

  it("says 'Não calculado' when nothing held has a cost or nothing is held", () => {
    expect(heldCostPerThousand(0, 10_000)).toBe("Não calculado");
    expect(heldCostPerThousand(500, 0)).toBe("Não calculado");
    expect(heldCostPerThousand(70_000, 20_000)).toBe("R$ 35,00");
  });

  it("writes the ledger with names, labels, signed miles, reais and local dates", () => {
    const sheet = entriesSheet([
      {
        entryDate: "2026-11-20",
        programName: "Livelo",
        source: "transfer",
        type: "transfer",
        miles: -10_000,
        amountPaidCents: null,
        costCents: 35_000,
        expiresOn: null,
        description: null,
        createdAt: lateAtNight,
      },
      {
        entryDate: "2026-11-02",
        programName: "Livelo",
        source: "accumulation",
        type: "accumulation",
        miles: 20_000,
        amountPaidCents: 70_000,
        costCents: 70_000,
        expiresOn: "2028-11-02",
        description: "Compra com 50% de desconto",
        createdAt: lateAtNight,
      },
      {
        entryDate: "2026-11-21",
        programName: "Smiles",
        source: "correction",
        type: "correction",
        miles: -150,
        amountPaidCents: null,
        costCents: 0,
        expiresOn: null,
        description: null,
        createdAt: lateAtNight,
      },
    ]);
    expect(sheet.rows).toEqual([
      ["20/11/2026", "Livelo", "Transferência", "Transferência", -10_000, "", "R$ 350,00", "", "", "30/11/2026 23:30"],
      [
        "02/11/2026",
        "Livelo",
        "Acúmulo",
        "Acúmulo",
        20_000,
        "R$ 700,00",
        "R$ 700,00",
        "02/11/2028",
        "Compra com 50% de desconto",
        "30/11/2026 23:30",
      ],
      ["21/11/2026", "Smiles", "Correção", "Correção", -150, "", "R$ 0,00", "", "", "30/11/2026 23:30"],
    ]);
  });

  it("writes a transfer with both programs, its ratio, bonus and carried cost", () => {
    const sheet = transfersSheet([
      {
        transferDate: "2026-11-20",
        fromName: "Livelo",
        toName: "Smiles",
        pointsSent: 10_000,
        ratioFrom: 1,
        ratioTo: 1,
        bonusBasisPoints: 8_000,
        baseMiles: 10_000,
        bonusMiles: 8_000,
        bonusStatus: "pending",
        bonusExpectedOn: "2026-12-20",
        costCents: 35_000,
        description: null,
      },
    ]);
    expect(sheet.rows).toEqual([
      [
        "20/11/2026",
        "Livelo",
        "Smiles",
        10_000,
        "1:1",
        "80%",
        10_000,
        8_000,
        "Pendente",
        "20/12/2026",
        "R$ 350,00",
        "",
      ],
    ]);
    expect(bonusPercent(1_250)).toBe("12,5%");
    expect(bonusPercent(0)).toBe("0%");
  });

  it("writes lots with their expiry, or 'Sem vencimento'", () => {
    const sheet = lotsSheet([
      {
        programName: "Smiles",
        acquiredOn: "2026-11-20",
        expiresOn: null,
        miles: 8_000,
        remaining: 3_000,
        costCents: 15_556,
        remainingCostCents: 5_833,
      },
    ]);
    expect(sheet.rows).toEqual([["Smiles", "20/11/2026", "Sem vencimento", 8_000, 3_000, "R$ 155,56", "R$ 58,33"]]);
  });

  it("is a CSV for Excel in pt-BR: BOM, ';', CRLF, formulas neutralised", () => {
    const csv = sheetCsv({ name: "x", headers: ["Programa", "Saldo"], rows: [["=Azul", -5]] });
    expect(csv).toBe("\uFEFFPrograma;Saldo\r\n'=Azul;-5\r\n");
  });
});
