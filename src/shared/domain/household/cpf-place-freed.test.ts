import { describe, expect, it } from "vitest";
import type { CpfLimitRule, CpfUse } from "./cpf-limits";
import { placeFreedAtLimit } from "./cpf-place-freed";

const latam: CpfLimitRule = {
  limit: 2,
  window: "rolling_12_months",
  counts: "ticket",
  waitDays: 0,
  infantsExempt: false,
};
const smiles: CpfLimitRule = { limit: 2, window: "calendar_year", counts: "person", waitDays: 0, infantsExempt: false };

const use = (personId: string, issuedOn: string): CpfUse => ({
  personId,
  issuedOn,
  travelOn: issuedOn,
  birthDate: null,
  isHolder: false,
  redemptionId: `${personId}-${issuedOn}`,
});

describe("a CPF place freed at the limit", () => {
  const history = { uses: [use("ana", "2025-12-01"), use("bia", "2026-03-01")], list: [] };

  it("is the day a full program's place frees, found again on the following days of the look-back", () => {
    expect(placeFreedAtLimit(latam, history, "2026-11-30", 7)).toBeNull();
    expect(placeFreedAtLimit(latam, history, "2026-12-01", 7)).toBe("2026-12-01");
    expect(placeFreedAtLimit(latam, history, "2026-12-05", 7)).toBe("2026-12-01");
    expect(placeFreedAtLimit(latam, history, "2026-12-09", 7)).toBeNull();
  });

  it("is nothing when the program was not at its limit, or is full again", () => {
    expect(placeFreedAtLimit({ ...latam, limit: 3 }, history, "2026-12-01", 7)).toBeNull();
    const refilled = { uses: [...history.uses, use("caio", "2026-12-02")], list: [] };
    expect(placeFreedAtLimit(latam, refilled, "2026-12-03", 7)).toBeNull();
  });

  it("is 1 January for a calendar year", () => {
    const year = { uses: [use("ana", "2026-02-01"), use("bia", "2026-06-01")], list: [] };
    expect(placeFreedAtLimit(smiles, year, "2027-01-01", 7)).toBe("2027-01-01");
  });

  it("is never told for a fixed list", () => {
    const list = [{ personId: "ana", addedOn: "2026-01-01", removedOn: "2026-12-01" }];
    expect(
      placeFreedAtLimit({ ...smiles, window: "fixed_list", limit: 1 }, { uses: [], list }, "2026-12-01", 7),
    ).toBeNull();
  });
});
