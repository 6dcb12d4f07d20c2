import { describe, expect, it } from "vitest";
import {
  addAccumulation,
  addAccumulations,
  addTransaction,
  combineEffects,
  removeAccumulation,
  removeTransaction,
} from "./program-effects";

describe("accumulation effects", () => {
  it("adds the miles and, when paid, one cost to the average's totals", () => {
    expect(addAccumulation({ milesAcquired: 10_000, amountPaidCents: 17_500, costPerThousandCents: 1_750 })).toEqual({
      miles: 10_000,
      paidCount: 1,
      paidSumCents: 1_750,
      usageCostCents: 0,
      priceUsageMiles: null,
    });
  });

  it("leaves a free accumulation out of the average", () => {
    expect(addAccumulation({ milesAcquired: 500, amountPaidCents: 0, costPerThousandCents: 0 })).toMatchObject({
      miles: 500,
      paidCount: 0,
      paidSumCents: 0,
    });
  });

  it("removes exactly what adding added", () => {
    const row = { milesAcquired: 3_000, amountPaidCents: 5_000, costPerThousandCents: 1_667 };
    const sum = combineEffects(removeAccumulation(row), addAccumulation(row));
    expect(sum).toEqual({ miles: 0, paidCount: 0, paidSumCents: 0, usageCostCents: 0, priceUsageMiles: null });
  });
});

describe("accumulations committed together", () => {
  const paid = { milesAcquired: 10_000, amountPaidCents: 17_500, costPerThousandCents: 1_750 };
  const free = { milesAcquired: 500, amountPaidCents: 0, costPerThousandCents: 0 };

  it("move the program by the sum of what each would move alone", () => {
    expect(addAccumulations([paid, free, paid])).toEqual({
      miles: 20_500,
      paidCount: 2,
      paidSumCents: 3_500,
      usageCostCents: 0,
      priceUsageMiles: null,
    });
  });

  it("is the same effect as one accumulation when there is one", () => {
    expect(addAccumulations([paid])).toEqual(addAccumulation(paid));
  });
});

describe("transaction effects", () => {
  it("adds incoming types and takes outgoing ones (product §4)", () => {
    expect(addTransaction({ type: "bonus", amount: 100 }).miles).toBe(100);
    expect(addTransaction({ type: "transfer", amount: 100 }).miles).toBe(100);
    expect(addTransaction({ type: "accumulation", amount: 100 }).miles).toBe(100);
    expect(addTransaction({ type: "expiration", amount: 100 }).miles).toBe(-100);
    expect(addTransaction({ type: "usage", amount: 100 }).miles).toBe(-100);
  });

  it("prices usages only", () => {
    expect(addTransaction({ type: "usage", amount: 2_000 }).priceUsageMiles).toBe(2_000);
    expect(addTransaction({ type: "expiration", amount: 2_000 }).priceUsageMiles).toBeNull();
  });

  it("gives back the miles and the stored cost when a usage is removed", () => {
    expect(removeTransaction({ type: "usage", amount: 2_000, costCents: 3_500 })).toMatchObject({
      miles: 2_000,
      usageCostCents: -3_500,
      priceUsageMiles: null,
    });
    expect(removeTransaction({ type: "bonus", amount: 700, costCents: null })).toMatchObject({
      miles: -700,
      usageCostCents: 0,
    });
  });

  it("nets an edit on one program into one change, pricing the new usage", () => {
    const undo = removeTransaction({ type: "usage", amount: 2_000, costCents: 3_500 });
    expect(combineEffects(undo, addTransaction({ type: "usage", amount: 5_000 }))).toEqual({
      miles: -3_000,
      paidCount: 0,
      paidSumCents: 0,
      usageCostCents: -3_500,
      priceUsageMiles: 5_000,
    });
  });

  it("never lets an undo price a usage", () => {
    expect(() =>
      combineEffects(addTransaction({ type: "usage", amount: 1 }), addTransaction({ type: "bonus", amount: 1 })),
    ).toThrow();
  });
});
