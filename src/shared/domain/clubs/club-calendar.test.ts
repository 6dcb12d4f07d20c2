import { describe, expect, it } from "vitest";
import {
  billingDateIn,
  billingDateOnOrAfter,
  dueBillingDates,
  minimumStayEndsOn,
  nextBillingDate,
  priceChangeEffectiveFrom,
  priceOn,
  resumedNextBillingOn,
  upcomingBillingDates,
  type ClubSchedule,
} from "./club-calendar";

const schedule = (fields: Partial<ClubSchedule>): ClubSchedule => ({
  billingDay: 10,
  nextBillingOn: "2026-01-10",
  pausedSince: null,
  endsOn: null,
  ...fields,
});

describe("billing day 31", () => {
  it("bills on the last day of February, in common and leap years, and on the 31st again in March", () => {
    expect(billingDateIn(2026, 2, 31)).toBe("2026-02-28");
    expect(billingDateIn(2028, 2, 31)).toBe("2028-02-29");
    expect(billingDateIn(2026, 4, 31)).toBe("2026-04-30");
    expect(nextBillingDate("2026-01-31", 31)).toBe("2026-02-28");
    expect(nextBillingDate("2026-02-28", 31)).toBe("2026-03-31");
  });

  it("lists the months in order without drifting to the 28th", () => {
    const due = dueBillingDates(schedule({ billingDay: 31, nextBillingOn: "2026-01-31" }), "2026-05-31");
    expect(due).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
  });

  it("crosses the year", () => {
    expect(nextBillingDate("2026-12-15", 15)).toBe("2027-01-15");
  });
});

describe("start mid-month", () => {
  it("first bills on the billing day of the start's month when it is still ahead", () => {
    expect(billingDateOnOrAfter("2026-03-05", 20)).toBe("2026-03-20");
  });

  it("first bills the next month when the start is past the billing day", () => {
    expect(billingDateOnOrAfter("2026-03-21", 20)).toBe("2026-04-20");
  });

  it("bills on the start day itself when it is the billing day", () => {
    expect(billingDateOnOrAfter("2026-03-20", 20)).toBe("2026-03-20");
  });

  it("catches up every month missed since a start in the past, and lists the next ones ahead", () => {
    const club = schedule({ billingDay: 15, nextBillingOn: billingDateOnOrAfter("2026-08-20", 15) });
    expect(dueBillingDates(club, "2026-12-07")).toEqual(["2026-09-15", "2026-10-15", "2026-11-15"]);
    expect(upcomingBillingDates(club, "2026-12-07", 3)).toEqual(["2026-12-15", "2027-01-15", "2027-02-15"]);
  });

  it("has nothing due before its first billing date", () => {
    expect(dueBillingDates(schedule({ nextBillingOn: "2026-12-10" }), "2026-12-09")).toEqual([]);
  });
});

describe("minimum stay", () => {
  it("lasts until the billing date of the last month owed", () => {
    expect(minimumStayEndsOn({ startsOn: "2026-01-05", billingDay: 10, minimumStayMonths: 6 })).toBe("2026-06-10");
  });

  it("counts from the first billing date of a club started after its billing day", () => {
    expect(minimumStayEndsOn({ startsOn: "2026-01-15", billingDay: 10, minimumStayMonths: 1 })).toBe("2026-02-10");
  });

  it("is none without a minimum", () => {
    expect(minimumStayEndsOn({ startsOn: "2026-01-15", billingDay: 10, minimumStayMonths: 0 })).toBeNull();
  });
});

describe("pause and end", () => {
  it("bills nothing from the day a pause begins, but still the months before it", () => {
    const club = schedule({ nextBillingOn: "2026-01-10", pausedSince: "2026-03-01" });
    expect(dueBillingDates(club, "2026-06-30")).toEqual(["2026-01-10", "2026-02-10"]);
    expect(upcomingBillingDates({ ...club, nextBillingOn: "2026-03-10" }, "2026-06-30", 3)).toEqual([]);
  });

  it("skips the months of the pause when the club resumes", () => {
    expect(resumedNextBillingOn("2026-03-10", "2026-06-12", 10)).toBe("2026-07-10");
    expect(resumedNextBillingOn("2026-03-10", "2026-06-10", 10)).toBe("2026-06-10");
    // Resumed before the date it would next have billed: nothing is skipped.
    expect(resumedNextBillingOn("2026-03-10", "2026-03-02", 10)).toBe("2026-03-10");
  });

  it("bills up to and including the last day, never after it", () => {
    const club = schedule({ nextBillingOn: "2026-01-10", endsOn: "2026-03-10" });
    expect(dueBillingDates(club, "2026-12-31")).toEqual(["2026-01-10", "2026-02-10", "2026-03-10"]);
    expect(upcomingBillingDates(club, "2026-02-01", 5)).toEqual(["2026-02-10", "2026-03-10"]);
  });
});

describe("price per period", () => {
  const prices = [
    { effectiveFrom: "2026-01-01", priceCents: 4200 },
    { effectiveFrom: "2026-04-10", priceCents: 4500 },
  ];

  it("pays the price in effect on each billing date", () => {
    expect(priceOn(prices, "2026-03-10")).toBe(4200);
    expect(priceOn(prices, "2026-04-10")).toBe(4500);
    expect(() => priceOn(prices, "2025-12-10")).toThrow(RangeError);
  });

  it("applies a change from the next billing date, never today's", () => {
    expect(priceChangeEffectiveFrom("2026-04-09", 10)).toBe("2026-04-10");
    expect(priceChangeEffectiveFrom("2026-04-10", 10)).toBe("2026-05-10");
    expect(priceChangeEffectiveFrom("2026-01-31", 31)).toBe("2026-02-28");
  });
});
