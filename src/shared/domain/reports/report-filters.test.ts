import { describe, expect, it } from "vitest";
import { balanceGranularity, periodStart, REPORT_PERIOD_LABELS, REPORT_PERIODS } from "./report-filters";

describe("report periods (product §2: 7, 30, 90 days, and all)", () => {
  it("starts the last N days N−1 days before today, so today is day N", () => {
    expect(periodStart(7, "2026-11-21")).toBe("2026-11-15");
    expect(periodStart(30, "2026-11-21")).toBe("2026-10-23");
    expect(periodStart(90, "2026-11-21")).toBe("2026-08-24");
  });

  it("crosses month, year and leap-day boundaries on the calendar", () => {
    expect(periodStart(7, "2026-01-03")).toBe("2025-12-28");
    expect(periodStart(30, "2028-03-01")).toBe("2028-02-01");
    expect(periodStart(7, "2028-03-02")).toBe("2028-02-25");
  });

  it("has no start for the whole history", () => {
    expect(periodStart("todos", "2026-11-21")).toBeNull();
  });

  it("labels every period in pt-BR", () => {
    expect(REPORT_PERIODS.map((period) => REPORT_PERIOD_LABELS[period])).toEqual([
      "Últimos 7 dias",
      "Últimos 30 dias",
      "Últimos 90 dias",
      "Todo o período",
    ]);
  });

  it("draws the balance per day for short periods and per month for the whole history", () => {
    expect([7, 30, 90].map((period) => balanceGranularity(period as 7 | 30 | 90))).toEqual(["day", "day", "day"]);
    expect(balanceGranularity("todos")).toBe("month");
  });
});
