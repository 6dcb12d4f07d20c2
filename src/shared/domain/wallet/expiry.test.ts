import { describe, expect, it } from "vitest";
import {
  EXPIRY_CRITICAL_DAYS,
  EXPIRY_WARNING_DAYS,
  expiryStatus,
  expiryWindow,
  isExpiringSoon,
  isProgramActive,
  programExpiry,
} from "./expiry";
import { addDays } from "../plain-date";

const today = "2026-03-09";
const inDays = (days: number) => addDays(today, days);

describe("expiryStatus (product §4)", () => {
  it("uses the spec's thresholds: warning at 30, critical at 7", () => {
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    expect(EXPIRY_CRITICAL_DAYS).toBe(7);
  });

  it.each([
    [365, "ok", false],
    [31, "ok", false],
    [30, "warning", true],
    [8, "warning", true],
    [7, "critical", true],
    [1, "critical", true],
    [0, "expired", true],
    [-1, "expired", true],
    [-400, "expired", true],
  ] as const)("%i days left is %s", (days, level, showBadge) => {
    const status = expiryStatus(inDays(days), today);
    expect(status).toMatchObject({ daysLeft: days, level, showBadge });
  });

  it("reads 'Vencido' at 0 days or less and the days left otherwise", () => {
    expect(expiryStatus(today, today)?.label).toBe("Vencido");
    expect(expiryStatus(inDays(-3), today)?.label).toBe("Vencido");
    expect(expiryStatus(inDays(1), today)?.label).toBe("1 dia");
    expect(expiryStatus(inDays(12), today)?.label).toBe("12 dias");
  });

  it("is null for a program without an expiry date", () => {
    expect(expiryStatus(null, today)).toBeNull();
  });

  it("counts calendar days, not 24-hour periods", () => {
    expect(expiryStatus("2026-03-01", "2026-02-28")?.daysLeft).toBe(1);
  });
});

describe("dashboard expiry rules", () => {
  it("treats a program as active until its expiry day arrives", () => {
    expect(isProgramActive(null, today)).toBe(true);
    expect(isProgramActive(inDays(1), today)).toBe(true);
    expect(isProgramActive(today, today)).toBe(false);
    expect(isProgramActive(inDays(-1), today)).toBe(false);
  });

  it("counts as expiring soon from 1 to 30 days left", () => {
    expect(isExpiringSoon(null, today)).toBe(false);
    expect(isExpiringSoon(today, today)).toBe(false);
    expect(isExpiringSoon(inDays(1), today)).toBe(true);
    expect(isExpiringSoon(inDays(30), today)).toBe(true);
    expect(isExpiringSoon(inDays(31), today)).toBe(false);
  });

  it("gives the SQL the same bounds", () => {
    expect(expiryWindow(today)).toEqual({ today, lastExpiringDay: "2026-04-08" });
  });
});

describe("programExpiry: the card's one 'Vencimento'", () => {
  it("is the earliest lot with miles left when lots carry dates, over the program's own date", () => {
    const lots = [
      { expiresOn: inDays(200), remaining: 5_000 },
      { expiresOn: inDays(20), remaining: 3_000 },
      { expiresOn: inDays(20), remaining: 500 },
      { expiresOn: inDays(5), remaining: 0 },
    ];
    expect(programExpiry(null, lots, today)).toEqual({
      date: inDays(20),
      miles: 3_500,
      daysLeft: 20,
      level: "warning",
      showBadge: true,
      label: "20 dias",
    });
    expect(programExpiry(inDays(400), lots, today)?.date).toBe(inDays(20));
  });

  it("says 'Vencido' while an expired lot still holds miles", () => {
    const expired = programExpiry(null, [{ expiresOn: inDays(-1), remaining: 10 }], today);
    expect(expired).toMatchObject({ level: "expired", label: "Vencido", miles: 10 });
  });

  it("falls back on the program's own date when no lot holds miles", () => {
    expect(programExpiry(inDays(6), [{ expiresOn: inDays(2), remaining: 0 }], today)).toMatchObject({
      date: inDays(6),
      miles: null,
      level: "critical",
      label: "6 dias",
    });
  });

  it("has no 'Vencimento' without lots or a date", () => {
    expect(programExpiry(null, [], today)).toBeNull();
  });
});
