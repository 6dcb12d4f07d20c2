import { describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "../plain-date";
import { cpfUsage, type CpfLimitRule } from "./cpf-limits";

const smiles: CpfLimitRule = {
  limit: 25,
  window: "calendar_year",
  counts: "person",
  waitDays: 0,
  infantsExempt: false,
};
const history = {
  uses: [
    {
      personId: "ana",
      issuedOn: "2026-12-30",
      travelOn: "2027-01-05",
      birthDate: null,
      isHolder: false,
      redemptionId: "r1",
    },
  ],
  list: [],
};

describe("the calendar year resets on 1 January in São Paulo", () => {
  it("keeps the place at 23:30 on 31 December there (02:30 UTC on 1 January) and frees it at midnight there", () => {
    expect(cpfUsage(smiles, history, todayInSaoPaulo(new Date("2027-01-01T02:30:00Z"))).used).toBe(1);
    expect(cpfUsage(smiles, history, todayInSaoPaulo(new Date("2027-01-01T03:00:00Z"))).used).toBe(0);
  });
});
