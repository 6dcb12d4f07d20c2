import { describe, expect, it } from "vitest";
import { endOfDayInSaoPaulo } from "./end-of-day";
import { addDays, todayInSaoPaulo } from "./plain-date";

describe("endOfDayInSaoPaulo", () => {
  it("is the last millisecond of that day in São Paulo (02:59:59.999 UTC the next day)", () => {
    expect(endOfDayInSaoPaulo("2026-03-10").toISOString()).toBe("2026-03-11T02:59:59.999Z");
    expect(todayInSaoPaulo(endOfDayInSaoPaulo("2026-12-31"))).toBe("2026-12-31");
  });

  it("refuses impossible days", () => {
    expect(() => endOfDayInSaoPaulo("2026-02-30")).toThrow(RangeError);
  });
});

describe("endOfDayInSaoPaulo across Brazil's summer time (until 2019)", () => {
  it("ends a summer day at 23:59:59.999 −02:00, the offset the time zone had then", () => {
    expect(endOfDayInSaoPaulo("2018-12-01").toISOString()).toBe("2018-12-02T01:59:59.999Z");
    expect(todayInSaoPaulo(endOfDayInSaoPaulo("2018-12-01"))).toBe("2018-12-01");
    expect(todayInSaoPaulo(new Date(endOfDayInSaoPaulo("2018-12-01").getTime() + 1))).toBe("2018-12-02");
  });

  it("ends the day before summer time began (04/11/2018 had no 00:00) at 23:59:59.999 −03:00", () => {
    expect(endOfDayInSaoPaulo("2018-11-03").toISOString()).toBe("2018-11-04T02:59:59.999Z");
    expect(endOfDayInSaoPaulo("2018-11-04").toISOString()).toBe("2018-11-05T01:59:59.999Z");
  });

  it("ends the day summer time ended (16/02/2019 lived 23:00–23:59 twice) at the second 23:59:59.999", () => {
    expect(endOfDayInSaoPaulo("2019-02-16").toISOString()).toBe("2019-02-17T02:59:59.999Z");
    expect(todayInSaoPaulo(endOfDayInSaoPaulo("2019-02-16"))).toBe("2019-02-16");
    expect(todayInSaoPaulo(new Date(endOfDayInSaoPaulo("2019-02-16").getTime() + 1))).toBe("2019-02-17");
  });

  it("ends every day of the last summer-time years just before the next one begins", () => {
    for (let day = "2017-01-01"; day < "2020-01-01"; day = addDays(day, 1)) {
      const end = endOfDayInSaoPaulo(day).getTime();
      expect([todayInSaoPaulo(new Date(end)), todayInSaoPaulo(new Date(end + 1))]).toEqual([day, addDays(day, 1)]);
    }
  });
});
