import { describe, expect, it } from "vitest";
import { BeneficiaryInputSchema, HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES as M, RedemptionInputSchema } from "./household";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const ticket = {
  programId: "0b5c3620-0000-4000-8000-000000000001",
  issuedOn: "2026-03-09",
  departureOn: "2026-04-10",
  origin: "gru",
  destination: "REC",
  miles: 4_000,
  beneficiaryIds: ["0b5c3620-0000-4000-8000-000000000002"],
};

describe("household inputs", () => {
  it("keep a CPF as its eleven digits, typed with or without punctuation, and refuse failed check digits", () => {
    expect(BeneficiaryInputSchema.parse({ name: "Bia", cpf: " 111.444.777-35 " }).cpf).toBe("11144477735");
    expect(BeneficiaryInputSchema.parse({ name: "Bia", cpf: "11144477735" }).cpf).toBe("11144477735");
    expect(firstMessage(BeneficiaryInputSchema.safeParse({ name: "Bia", cpf: "111.444.777-36" }))).toBe(M.cpfInvalid);
    expect(firstMessage(BeneficiaryInputSchema.safeParse({ name: "Bia", cpf: "" }))).toBe(M.cpfRequired);
  });

  it("take a redemption's airports from the finder's list, upper-cased, and distinct", () => {
    expect(RedemptionInputSchema.parse(ticket)).toMatchObject({ origin: "GRU", cabin: "economica", taxesCents: 0 });
    expect(firstMessage(RedemptionInputSchema.safeParse({ ...ticket, origin: "LIS" }))).toBe(M.airportInvalid);
    expect(firstMessage(RedemptionInputSchema.safeParse({ ...ticket, destination: "GRU" }))).toBe(M.sameAirports);
  });

  it("want one to nine distinct passengers and a return on or after the departure", () => {
    expect(firstMessage(RedemptionInputSchema.safeParse({ ...ticket, beneficiaryIds: [] }))).toBe(M.passengersRequired);
    const many = Array.from(
      { length: HOUSEHOLD_LIMITS.maxPassengers + 1 },
      (_, n) => `0b5c3620-0000-4000-8000-${String(n).padStart(12, "0")}`,
    );
    expect(firstMessage(RedemptionInputSchema.safeParse({ ...ticket, beneficiaryIds: many }))).toBe(
      M.tooManyPassengers,
    );
    const twice = [ticket.beneficiaryIds[0], ticket.beneficiaryIds[0]];
    expect(firstMessage(RedemptionInputSchema.safeParse({ ...ticket, beneficiaryIds: twice }))).toBe(
      M.passengerRepeated,
    );
    expect(firstMessage(RedemptionInputSchema.safeParse({ ...ticket, returnOn: "2026-04-09" }))).toBe(
      M.returnBeforeDeparture,
    );
  });
});
