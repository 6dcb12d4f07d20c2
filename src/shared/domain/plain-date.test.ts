import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isPlainDate, todayInSaoPaulo } from "./plain-date";

describe("isPlainDate", () => {
  it("accepts real calendar days written as YYYY-MM-DD", () => {
    for (const value of ["2026-03-09", "2024-02-29", "2000-02-29", "1900-01-01", "2999-12-31"]) {
      expect(isPlainDate(value)).toBe(true);
    }
  });

  it("rejects impossible days, other layouts and absurd years", () => {
    for (const value of [
      "2025-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-3-9",
      "09/03/2026",
      "",
      "2026-03-09T00:00:00Z",
      "1899-12-31",
      "3000-01-01",
    ]) {
      expect(isPlainDate(value)).toBe(false);
    }
  });
});

describe("todayInSaoPaulo", () => {
  it("follows the São Paulo calendar (UTC−3), not the server's or UTC's", () => {
    expect(todayInSaoPaulo(new Date("2026-03-10T02:59:59Z"))).toBe("2026-03-09");
    expect(todayInSaoPaulo(new Date("2026-03-10T03:00:00Z"))).toBe("2026-03-10");
    expect(todayInSaoPaulo(new Date("2027-01-01T02:00:00Z"))).toBe("2026-12-31");
  });
});

describe("addDays and daysBetween", () => {
  it("moves across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-09", 30)).toBe("2026-04-08");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("counts whole days, negative when the target is earlier, ignoring daylight-saving shifts", () => {
    expect(daysBetween("2026-03-09", "2026-03-09")).toBe(0);
    expect(daysBetween("2026-03-09", "2026-04-08")).toBe(30);
    expect(daysBetween("2026-03-09", "2026-03-02")).toBe(-7);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
  });

  it("refuses what is not a date", () => {
    expect(() => daysBetween("2026-02-30", "2026-03-01")).toThrow(RangeError);
    expect(() => addDays("amanhã", 1)).toThrow(RangeError);
  });
});
