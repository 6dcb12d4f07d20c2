import { describe, expect, it } from "vitest";
import { HOUSEHOLD_MESSAGES as M } from "@/shared/schemas/household";
import { PersonFormSchema, RedemptionFormSchema } from "./form-schemas";
import { redemptionFormValues } from "./redemption-values";

const PROGRAM = "0b5c3620-0000-4000-8000-000000000001";
const ANA = "0b5c3620-0000-4000-8000-000000000002";

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
}

describe("the person form", () => {
  it("hands the procedure the CPF's eleven digits and a blank birth date as none", () => {
    expect(PersonFormSchema.parse({ name: " Caio ", cpf: "529.982.247-25", birthDate: "" })).toEqual({
      name: "Caio",
      cpf: "52998224725",
      birthDate: null,
    });
  });

  it("puts a wrong check digit under the CPF field", () => {
    expect(issuesOf(PersonFormSchema.safeParse({ name: "Caio", cpf: "529.982.247-26", birthDate: "" }))).toEqual([
      ["cpf", M.cpfInvalid],
    ]);
  });
});

describe("the 'Registrar emissão' form", () => {
  const typed = {
    ...redemptionFormValues(undefined, { programId: PROGRAM }, "2026-12-01"),
    departureOn: "2026-12-20",
    origin: "GRU — São Paulo (Guarulhos)",
    destination: "rec",
    miles: "25.000",
    taxesCents: "91,80",
    cashPriceCents: "1.500,00",
    beneficiaryIds: [ANA],
  };

  it("reads pt-BR numbers and money, airports by code, and a blank cash price as unknown", () => {
    expect(RedemptionFormSchema.parse(typed)).toMatchObject({
      programId: PROGRAM,
      issuedOn: "2026-12-01",
      origin: "GRU",
      destination: "REC",
      cabin: "economica",
      miles: 25_000,
      taxesCents: 9_180,
      cashPriceCents: 150_000,
      holderIds: [],
      beneficiaryIds: [ANA],
      confirmOverLimit: false,
    });
    expect(RedemptionFormSchema.parse({ ...typed, cashPriceCents: "" }).cashPriceCents).toBeNull();
  });

  it("asks for a passenger on the passengers' field", () => {
    expect(issuesOf(RedemptionFormSchema.safeParse({ ...typed, beneficiaryIds: [] }))).toEqual([
      ["beneficiaryIds", M.passengersRequired],
    ]);
  });
});
