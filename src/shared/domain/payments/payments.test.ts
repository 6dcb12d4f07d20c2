import { describe, expect, it } from "vitest";
import { accessUntilFor, addMonths, chargeFor, installmentsEndAt } from "./payments";

const at = (iso: string) => new Date(iso);

describe("addMonths", () => {
  it("moves to the same day and time of a later month", () => {
    expect(addMonths(at("2026-03-10T15:30:00Z"), 1)).toEqual(at("2026-04-10T15:30:00Z"));
    expect(addMonths(at("2026-11-05T00:00:00Z"), 3)).toEqual(at("2027-02-05T00:00:00Z"));
  });

  it("clamps to the last day of a shorter month, as Stripe moves billing dates", () => {
    expect(addMonths(at("2026-01-31T12:00:00Z"), 1)).toEqual(at("2026-02-28T12:00:00Z"));
    expect(addMonths(at("2028-01-31T12:00:00Z"), 1)).toEqual(at("2028-02-29T12:00:00Z"));
    expect(addMonths(at("2026-08-31T12:00:00Z"), 10)).toEqual(at("2027-06-30T12:00:00Z"));
  });

  it("a year is twelve months, leap day included", () => {
    expect(addMonths(at("2028-02-29T10:00:00Z"), 12)).toEqual(at("2029-02-28T10:00:00Z"));
  });
});

describe("chargeFor (the server's price for each offer)", () => {
  it("promotions: monthly renews at R$ 19,90, annual is one R$ 169,90 payment", () => {
    expect(chargeFor({ product: "promocoes", plan: "monthly" })).toEqual({
      plan: "monthly",
      mode: "subscription",
      amountCents: 1_990,
      charges: null,
    });
    expect(chargeFor({ product: "promocoes", plan: "annual" })).toEqual({
      plan: "annual",
      mode: "payment",
      amountCents: 16_990,
      charges: null,
    });
  });

  it("PRO: monthly renews at R$ 29,90, annual is one R$ 299,90 payment", () => {
    expect(chargeFor({ product: "pro", plan: "monthly" })).toMatchObject({ mode: "subscription", amountCents: 2_990 });
    expect(chargeFor({ product: "pro", plan: "annual" })).toMatchObject({ mode: "payment", amountCents: 29_990 });
  });

  it("a course: its own price in full, or ten monthly charges of the Price-table installment", () => {
    expect(chargeFor({ product: "course", plan: "full", priceCents: 49_700 })).toEqual({
      plan: "full",
      mode: "payment",
      amountCents: 49_700,
      charges: null,
    });
    expect(chargeFor({ product: "course", plan: "installments", priceCents: 49_700 })).toEqual({
      plan: "installments",
      mode: "subscription",
      amountCents: 5_800,
      charges: 10,
    });
  });

  it("nothing to charge for a course without a price", () => {
    expect(chargeFor({ product: "course", plan: "full", priceCents: 0 })).toBeNull();
  });
});

describe("accessUntilFor", () => {
  const paidAt = at("2026-05-20T10:00:00Z");
  const purchasedAt = at("2026-01-20T10:00:00Z");

  it("monthly: the paid period's end", () => {
    expect(accessUntilFor("monthly", { paidAt, periodEnd: at("2026-06-20T10:00:00Z"), purchasedAt })).toEqual(
      at("2026-06-20T10:00:00Z"),
    );
  });

  it("annual: a year from the payment", () => {
    expect(accessUntilFor("annual", { paidAt, periodEnd: null, purchasedAt: paidAt })).toEqual(
      at("2027-05-20T10:00:00Z"),
    );
  });

  it("a course: a year from the purchase, however late an installment is paid", () => {
    expect(accessUntilFor("installments", { paidAt, periodEnd: at("2026-06-20T10:00:00Z"), purchasedAt })).toEqual(
      at("2027-01-20T10:00:00Z"),
    );
    expect(accessUntilFor("full", { paidAt, periodEnd: null, purchasedAt: paidAt })).toEqual(
      at("2027-05-20T10:00:00Z"),
    );
  });
});

it("installmentsEndAt: ten monthly periods after the first charge", () => {
  expect(installmentsEndAt(at("2026-01-31T09:00:00Z"), 10)).toEqual(at("2026-11-30T09:00:00Z"));
});
