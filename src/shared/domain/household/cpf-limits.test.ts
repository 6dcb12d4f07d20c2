import { describe, expect, it } from "vitest";
import {
  addYears,
  type CpfLimitRule,
  type CpfUse,
  cpfUsage,
  freePlacesOn,
  isInfantOn,
  redemptionProblems,
  usageLine,
} from "./cpf-limits";

const smiles: CpfLimitRule = {
  limit: 25,
  window: "calendar_year",
  counts: "person",
  waitDays: 0,
  infantsExempt: false,
};
const latam: CpfLimitRule = {
  limit: 24,
  window: "rolling_12_months",
  counts: "ticket",
  waitDays: 0,
  infantsExempt: false,
};
const azul: CpfLimitRule = { limit: 5, window: "fixed_list", counts: "person", waitDays: 30, infantsExempt: true };

function use(personId: string, issuedOn: string, extra: Partial<CpfUse> = {}): CpfUse {
  return {
    personId,
    issuedOn,
    travelOn: issuedOn,
    birthDate: null,
    isHolder: false,
    redemptionId: `r-${personId}-${issuedOn}`,
    ...extra,
  };
}

const none = { uses: [], list: [] };

describe("dates a place frees on", () => {
  it("adds whole years, moving 29 February to 1 March so no place is promised early", () => {
    expect(addYears("2026-03-15", 1)).toBe("2027-03-15");
    expect(addYears("2024-02-29", 1)).toBe("2025-03-01");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
  });

  it("counts a child as an infant until the day before their second birthday", () => {
    expect(isInfantOn("2024-12-10", "2026-12-09")).toBe(true);
    expect(isInfantOn("2024-12-10", "2026-12-10")).toBe(false);
    expect(isInfantOn(null, "2026-12-10")).toBe(false);
  });
});

describe("a calendar-year limit (Smiles)", () => {
  const history = {
    uses: [use("ana", "2026-02-01"), use("ana", "2026-06-01"), use("bia", "2026-11-20"), use("caio", "2025-12-31")],
    list: [],
  };

  it("counts each distinct person issued for this year, and frees all on 1 January in São Paulo's calendar", () => {
    const usage = cpfUsage(smiles, history, "2026-11-27");
    expect(usage.used).toBe(2);
    expect(usage.available).toBe(23);
    expect(usage.places.map((place) => [place.personId, place.freesOn])).toEqual([
      ["ana", "2027-01-01"],
      ["bia", "2027-01-01"],
    ]);
    expect(usageLine(smiles, usage, "2026-11-27")).toBe("2 de 25 CPFs usados em 2026");
    expect(freePlacesOn(smiles, history, "2026-12-31")).toBe(23);
    expect(freePlacesOn(smiles, history, "2027-01-01")).toBe(25);
  });

  it("never counts the holder, and ignores tickets not issued yet on the day asked", () => {
    const withHolder = {
      uses: [...history.uses, use("eu", "2026-03-01", { isHolder: true }), use("dora", "2026-12-15")],
      list: [],
    };
    expect(cpfUsage(smiles, withHolder, "2026-11-27").used).toBe(2);
    expect(cpfUsage(smiles, withHolder, "2026-12-15").used).toBe(3);
  });

  it("lets a person already counted this year fly again, and refuses the 26th with the day places free", () => {
    const full = { uses: Array.from({ length: 25 }, (_, index) => use(`p${index}`, "2026-03-01")), list: [] };
    const again = {
      redemptionId: null,
      issuedOn: "2026-11-27",
      travelOn: "2027-01-10",
      passengers: [{ personId: "p3", birthDate: null, isHolder: false }],
    };
    expect(redemptionProblems(smiles, full, again)).toEqual([]);
    const someoneNew = { ...again, passengers: [{ personId: "novo", birthDate: null, isHolder: false }] };
    expect(redemptionProblems(smiles, full, someoneNew)).toEqual([
      { kind: "over_limit", used: 26, limit: 25, fitsOn: "2027-01-01" },
    ]);
    const holderOnly = { ...again, passengers: [{ personId: "eu", birthDate: null, isHolder: true }] };
    expect(redemptionProblems(smiles, full, holderOnly)).toEqual([]);
  });
});

describe("a rolling 12-month limit counted per ticket (LATAM Pass)", () => {
  it("frees each place 12 months to the day after its ticket, two tickets for one person taking two places", () => {
    const history = { uses: [use("ana", "2025-12-01"), use("ana", "2026-05-10"), use("bia", "2025-11-27")], list: [] };
    const usage = cpfUsage(latam, history, "2026-11-27");
    expect(usage.used).toBe(2);
    expect(usage.places.map((place) => place.freesOn)).toEqual(["2026-12-01", "2027-05-10"]);
    expect(usageLine(latam, usage, "2026-11-27")).toBe("2 de 24 CPFs usados nos últimos 12 meses");
    expect(freePlacesOn(latam, history, "2026-12-01")).toBe(23);
  });

  it("counts a person once when the member switches the rule to per person", () => {
    const history = { uses: [use("ana", "2025-12-01"), use("ana", "2026-05-10")], list: [] };
    const usage = cpfUsage({ ...latam, counts: "person" }, history, "2026-11-27");
    expect(usage.places).toEqual([{ personId: "ana", status: "in_use", freesOn: "2027-05-10", usableFrom: null }]);
  });

  it("at the limit, names the day enough places free for the whole redemption", () => {
    const uses = Array.from({ length: 24 }, (_, index) => use(`p${index}`, index < 2 ? "2026-01-15" : "2026-06-15"));
    const planned = {
      redemptionId: null,
      issuedOn: "2026-11-27",
      travelOn: "2026-12-20",
      passengers: [
        { personId: "x", birthDate: null, isHolder: false },
        { personId: "y", birthDate: null, isHolder: false },
      ],
    };
    // Places issued 2026-01-15 (two of them) are the first to free, on 2027-01-15.
    expect(redemptionProblems(latam, { uses, list: [] }, planned)).toEqual([
      { kind: "over_limit", used: 26, limit: 24, fitsOn: "2027-01-15" },
    ]);
  });

  it("does not count an edited redemption twice", () => {
    const uses = Array.from({ length: 24 }, (_, index) =>
      use(`p${index}`, "2026-06-01", { redemptionId: index === 0 ? "editing" : `r${index}` }),
    );
    const planned = {
      redemptionId: "editing",
      issuedOn: "2026-06-01",
      travelOn: "2026-07-01",
      passengers: [{ personId: "p0", birthDate: null, isHolder: false }],
    };
    expect(redemptionProblems(latam, { uses, list: [] }, planned)).toEqual([]);
  });
});

describe("a fixed list with a wait (Azul Fidelidade)", () => {
  const list = [
    { personId: "ana", addedOn: "2026-01-10", removedOn: null },
    { personId: "bia", addedOn: "2026-11-10", removedOn: null },
    { personId: "caio", addedOn: "2026-02-01", removedOn: "2026-08-01" },
  ];

  it("counts whoever is on the list, ticket or not, and says who is still waiting", () => {
    const usage = cpfUsage(azul, { uses: [], list }, "2026-11-27");
    expect(usage.used).toBe(2);
    expect(usage.places).toEqual([
      { personId: "ana", status: "in_use", freesOn: null, usableFrom: "2026-02-09" },
      { personId: "bia", status: "waiting", freesOn: null, usableFrom: "2026-12-10" },
    ]);
    expect(usageLine(azul, usage, "2026-11-27")).toBe("2 de 5 CPFs na lista");
  });

  it("flags a passenger who is not listed or still waiting, but not a child under 2 or the holder", () => {
    const planned = {
      redemptionId: null,
      issuedOn: "2026-11-27",
      travelOn: "2027-01-05",
      passengers: [
        { personId: "ana", birthDate: null, isHolder: false },
        { personId: "bia", birthDate: null, isHolder: false },
        { personId: "caio", birthDate: null, isHolder: false },
        { personId: "bebe", birthDate: "2025-06-01", isHolder: false },
        { personId: "eu", birthDate: null, isHolder: true },
      ],
    };
    expect(redemptionProblems(azul, { uses: [], list }, planned)).toEqual([
      { kind: "waiting", personId: "bia", usableFrom: "2026-12-10" },
      { kind: "not_listed", personId: "caio" },
    ]);
  });

  it("has no place in use before anything is registered", () => {
    expect(cpfUsage(azul, none, "2026-11-27")).toEqual({ used: 0, limit: 5, available: 5, places: [] });
  });
});
