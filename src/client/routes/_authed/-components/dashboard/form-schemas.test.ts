import { describe, expect, it } from "vitest";
import { parseMoneyInput } from "@/shared/money-input";
import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { AccumulationFormSchema } from "./form-schemas";

describe("centsToMoneyText", () => {
  it("writes centavos the way the money fields read them", () => {
    expect(centsToMoneyText(35000)).toBe("350,00");
    expect(centsToMoneyText(29)).toBe("0,29");
    expect(centsToMoneyText(123456)).toBe("1234,56");
  });

  it("leaves a free accumulation blank", () => {
    expect(centsToMoneyText(0)).toBe("");
  });

  it("round-trips through the money parser", () => {
    for (const cents of [1, 99, 100, 25000, 987654321]) {
      expect(parseMoneyInput(centsToMoneyText(cents))).toEqual({ ok: true, value: cents });
    }
  });

  it("pre-filled accumulation values parse back to the same input", () => {
    const parsed = AccumulationFormSchema.safeParse({
      programId: "7f1c2f9e-5a4b-4c3d-9e8f-0a1b2c3d4e5f",
      milesAcquired: "10000",
      amountPaidCents: centsToMoneyText(25000),
      calculationDate: "2025-03-10",
      expiresOn: "",
    });
    expect(parsed.success && parsed.data.amountPaidCents).toBe(25000);
  });
});
