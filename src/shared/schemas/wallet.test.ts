import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AccumulationInputSchema,
  AccumulationUpdateInputSchema,
  IdInputSchema,
  ProgramInputSchema,
  ProgramUpdateInputSchema,
  TransactionInputSchema,
  WALLET_MESSAGES as M,
} from "./wallet";

function firstIssue(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  expect(result.success).toBe(false);
  return result.error?.issues[0];
}

const programId = randomUUID();

describe("ProgramInputSchema", () => {
  it("trims texts, turns blanks into null and defaults the numbers to 0", () => {
    expect(ProgramInputSchema.parse({ name: "  Smiles ", logo: " ", accountNumber: "", expirationDate: "" })).toEqual({
      name: "Smiles",
      logo: null,
      accountNumber: null,
      balance: 0,
      pendingBonus: 0,
      expirationDate: null,
      pendingBonusExpectedOn: null,
      usualValidityMonths: null,
    });
  });

  it("keeps every field of a complete form", () => {
    const input = {
      name: "LATAM Pass",
      logo: "LP",
      accountNumber: "123",
      balance: 10_000,
      pendingBonus: 500,
      expirationDate: "2026-12-31",
    };
    expect(ProgramInputSchema.parse(input)).toEqual({
      ...input,
      pendingBonusExpectedOn: null,
      usualValidityMonths: null,
    });
  });

  it("requires a name", () => {
    for (const name of ["", "   ", undefined]) {
      expect(firstIssue(ProgramInputSchema.safeParse({ name }))).toMatchObject({
        message: M.nameRequired,
        path: ["name"],
      });
    }
  });

  it("limits the logo to 3 characters", () => {
    expect(firstIssue(ProgramInputSchema.safeParse({ name: "Azul", logo: "AZUL" }))?.message).toBe(
      "O logo deve ter no máximo 3 caracteres.",
    );
  });

  it("wants whole, non-negative balances", () => {
    for (const balance of [-1, 1.5, Number.NaN]) {
      expect(firstIssue(ProgramInputSchema.safeParse({ name: "X", balance }))?.message).toBe(M.balanceInvalid);
    }
    expect(firstIssue(ProgramInputSchema.safeParse({ name: "X", pendingBonus: -5 }))?.message).toBe(
      M.pendingBonusInvalid,
    );
    expect(firstIssue(ProgramInputSchema.safeParse({ name: "X", balance: 1_000_000_001 }))?.message).toBe(
      M.balanceTooHigh,
    );
  });

  it("checks the expiry is a real date", () => {
    expect(firstIssue(ProgramInputSchema.safeParse({ name: "X", expirationDate: "2026-02-30" }))).toMatchObject({
      message: "Informe uma data válida (AAAA-MM-DD).",
      path: ["expirationDate"],
    });
  });

  it("needs the id to update", () => {
    expect(firstIssue(ProgramUpdateInputSchema.safeParse({ name: "X" }))?.message).toBe(M.recordInvalid);
    expect(ProgramUpdateInputSchema.parse({ id: programId, name: "X" }).id).toBe(programId);
  });
});

describe("AccumulationInputSchema", () => {
  const valid = { programId, milesAcquired: 10_000, amountPaidCents: 17_500, calculationDate: "2026-03-09" };

  it("accepts a paid accumulation and reads a blank amount as free", () => {
    expect(AccumulationInputSchema.parse(valid)).toEqual({ ...valid, expiresOn: null });
    expect(AccumulationInputSchema.parse({ ...valid, amountPaidCents: null }).amountPaidCents).toBe(0);
    expect(AccumulationInputSchema.parse({ ...valid, amountPaidCents: undefined }).amountPaidCents).toBe(0);
  });

  it("ignores a cost sent by the client", () => {
    expect(AccumulationInputSchema.parse({ ...valid, costPerThousandCents: 1 })).not.toHaveProperty(
      "costPerThousandCents",
    );
  });

  it("requires the program, the miles and the date", () => {
    expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, programId: undefined }))?.message).toBe(
      M.programRequired,
    );
    expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, programId: "abc" }))?.message).toBe(
      M.programRequired,
    );
    expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, milesAcquired: undefined }))?.message).toBe(
      M.milesRequired,
    );
    expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, calculationDate: "" }))?.message).toBe(
      M.accumulationDateRequired,
    );
  });

  it("wants miles above 0, whole, within bounds", () => {
    for (const milesAcquired of [0, -10, 10.5]) {
      expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, milesAcquired }))?.message).toBe(M.milesInvalid);
    }
    expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, milesAcquired: 100_000_001 }))?.message).toBe(
      M.milesTooHigh,
    );
  });

  it("wants whole, non-negative centavos", () => {
    for (const amountPaidCents of [-1, 10.5]) {
      expect(firstIssue(AccumulationInputSchema.safeParse({ ...valid, amountPaidCents }))?.message).toBe(
        M.amountPaidInvalid,
      );
    }
  });

  it("refuses a cost per thousand no one could mean", () => {
    expect(
      firstIssue(AccumulationInputSchema.safeParse({ ...valid, milesAcquired: 1, amountPaidCents: 100_001 })),
    ).toMatchObject({
      message: M.costTooHigh,
      path: ["amountPaidCents"],
    });
    expect(
      AccumulationUpdateInputSchema.safeParse({
        ...valid,
        id: randomUUID(),
        milesAcquired: 1,
        amountPaidCents: 100_001,
      }).success,
    ).toBe(false);
  });
});

describe("TransactionInputSchema", () => {
  const valid = { programId, type: "usage", amount: 5_000, transactionDate: "2026-03-09" } as const;

  it("accepts every transaction type and trims the description", () => {
    for (const type of ["accumulation", "usage", "transfer", "bonus", "expiration"] as const) {
      expect(TransactionInputSchema.parse({ ...valid, type, description: "  Resgate GRU-LIS " })).toMatchObject({
        type,
        description: "Resgate GRU-LIS",
      });
    }
    expect(TransactionInputSchema.parse(valid).description).toBeNull();
  });

  it("requires a known type, an amount of at least 1 and a date", () => {
    expect(firstIssue(TransactionInputSchema.safeParse({ ...valid, type: "gift" }))?.message).toBe(M.typeRequired);
    expect(firstIssue(TransactionInputSchema.safeParse({ ...valid, amount: 0 }))?.message).toBe(M.amountInvalid);
    expect(firstIssue(TransactionInputSchema.safeParse({ ...valid, amount: undefined }))?.message).toBe(
      M.amountRequired,
    );
    expect(firstIssue(TransactionInputSchema.safeParse({ ...valid, transactionDate: undefined }))?.message).toBe(
      M.transactionDateRequired,
    );
  });

  it("limits the description to 500 characters", () => {
    expect(TransactionInputSchema.safeParse({ ...valid, description: "a".repeat(500) }).success).toBe(true);
    expect(firstIssue(TransactionInputSchema.safeParse({ ...valid, description: "a".repeat(501) }))?.message).toBe(
      "A descrição deve ter no máximo 500 caracteres.",
    );
  });
});

describe("IdInputSchema", () => {
  it("accepts a uuid only", () => {
    expect(IdInputSchema.safeParse({ id: programId }).success).toBe(true);
    expect(firstIssue(IdInputSchema.safeParse({ id: "1" }))?.message).toBe(M.recordInvalid);
  });
});
