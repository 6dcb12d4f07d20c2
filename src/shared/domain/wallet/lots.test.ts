import { describe, expect, it } from "vitest";
import { hasMilesToExpire, lotMilesExpiringSoon, nextExpiry, suggestedLotExpiry } from "./lots";

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
