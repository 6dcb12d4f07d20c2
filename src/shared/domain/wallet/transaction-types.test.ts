import { describe, expect, it } from "vitest";
import { balanceDirection, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from "./transaction-types";

describe("transaction types", () => {
  it("adds for accumulation, bonus and transfer; subtracts for usage and expiration", () => {
    expect(balanceDirection("accumulation")).toBe(1);
    expect(balanceDirection("bonus")).toBe(1);
    expect(balanceDirection("transfer")).toBe(1);
    expect(balanceDirection("usage")).toBe(-1);
    expect(balanceDirection("expiration")).toBe(-1);
  });

  it("labels every type in pt-BR", () => {
    expect(TRANSACTION_TYPES.map((type) => TRANSACTION_TYPE_LABELS[type])).toEqual([
      "Acúmulo",
      "Uso",
      "Transferência",
      "Bônus",
      "Expiração",
    ]);
  });
});
