import { describe, expect, it } from "vitest";
import {
  deriveLots,
  hasMilesToExpire,
  lotMilesExpiringSoon,
  nextExpiry,
  suggestedLotExpiry,
  type LotMovement,
} from "./lots";

let order = 0;
function credit(id: string, date: string, miles: number, expiresOn: string | null = null): LotMovement {
  return { id, date, createdAt: order++, miles, expiresOn };
}
function debit(id: string, date: string, miles: number): LotMovement {
  return { id, date, createdAt: order++, miles: -miles, expiresOn: null };
}
const remaining = (lots: ReturnType<typeof deriveLots>) =>
  Object.fromEntries(lots.map((lot) => [lot.id, lot.remaining]));

describe("deriveLots", () => {
  it("takes outgoing miles from the lot that expires first, whatever the order they came in", () => {
    const lots = deriveLots(0, [
      credit("late", "2026-01-01", 1000, "2027-12-31"),
      credit("early", "2026-01-02", 1000, "2026-06-30"),
      debit("use", "2026-02-01", 1500),
    ]);
    expect(remaining(lots)).toEqual({ early: 0, late: 500 });
  });

  it("spends dated lots before miles with no date", () => {
    const lots = deriveLots(5000, [credit("lot", "2026-01-01", 1000, "2026-12-31"), debit("use", "2026-02-01", 800)]);
    expect(remaining(lots)).toEqual({ lot: 200 });
  });

  it("does not let an outflow before a lot existed consume it", () => {
    const lots = deriveLots(5000, [debit("use", "2026-01-01", 3000), credit("lot", "2026-02-01", 1000, "2026-12-31")]);
    expect(remaining(lots)).toEqual({ lot: 1000 });
  });

  it("lets a same-day usage spend a same-day credit", () => {
    const lots = deriveLots(0, [debit("use", "2026-03-01", 400), credit("lot", "2026-03-01", 1000, "2026-12-31")]);
    expect(remaining(lots)).toEqual({ lot: 600 });
  });

  it("settles a negative undated pool (a lowered balance) from the lots, earliest first", () => {
    const lots = deriveLots(-300, [
      credit("a", "2026-01-01", 1000, "2026-05-01"),
      credit("b", "2026-01-01", 1000, "2026-04-01"),
    ]);
    expect(remaining(lots)).toEqual({ a: 1000, b: 700 });
  });

  it("breaks ties on the same expiry by the older credit", () => {
    const lots = deriveLots(0, [
      credit("newer", "2026-02-01", 100, "2026-12-31"),
      credit("older", "2026-01-01", 100, "2026-12-31"),
      debit("use", "2026-03-01", 150),
    ]);
    expect(remaining(lots)).toEqual({ older: 0, newer: 50 });
  });
});

describe("nextExpiry and the 30-day sum", () => {
  const lots = [
    { expiresOn: "2026-01-20", remaining: 0 },
    { expiresOn: "2026-02-10", remaining: 300 },
    { expiresOn: "2026-01-31", remaining: 200 },
    { expiresOn: "2026-03-15", remaining: 900 },
    { expiresOn: "2026-01-10", remaining: 50 },
  ];

  it("is the earliest lot with miles left, with its days left", () => {
    expect(nextExpiry(lots, "2026-01-01")).toEqual({ expiresOn: "2026-01-10", remaining: 50, daysLeft: 9 });
    expect(nextExpiry([{ expiresOn: "2026-01-01", remaining: 0 }], "2026-01-01")).toBeNull();
  });

  it("sums lots with 1 to 30 days left", () => {
    expect(lotMilesExpiringSoon(lots, "2026-01-11")).toBe(500);
    expect(lotMilesExpiringSoon(lots, "2026-01-10")).toBe(200);
    expect(lotMilesExpiringSoon(lots, "2026-02-10")).toBe(0);
  });
});

describe("suggestedLotExpiry", () => {
  it("adds the usual validity in months, clamping to the month's last day", () => {
    expect(suggestedLotExpiry("2026-03-15", 24)).toBe("2028-03-15");
    expect(suggestedLotExpiry("2026-01-31", 1)).toBe("2026-02-28");
    expect(suggestedLotExpiry("2026-03-15", null)).toBeNull();
  });
});

describe("hasMilesToExpire", () => {
  it("is true from the expiry date on, while the lot holds miles", () => {
    expect(hasMilesToExpire({ expiresOn: "2026-11-23", remaining: 10 }, "2026-11-23")).toBe(true);
    expect(hasMilesToExpire({ expiresOn: "2026-11-01", remaining: 1 }, "2026-11-23")).toBe(true);
    expect(hasMilesToExpire({ expiresOn: "2026-11-24", remaining: 10 }, "2026-11-23")).toBe(false);
    expect(hasMilesToExpire({ expiresOn: "2026-11-01", remaining: 0 }, "2026-11-23")).toBe(false);
  });
});
