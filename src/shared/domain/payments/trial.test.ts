import { describe, expect, it } from "vitest";
import { startOfSaoPauloDay, trialLastDay, trialReminderDue, trialWindow } from "./trial";
import { trialUntilText } from "./trial-label";

describe("the trial window, in São Paulo days", () => {
  it("runs through the 14th day after signup and ends at the midnight after it (UTC−3)", () => {
    const window = trialWindow(new Date("2026-11-27T15:00:00Z"));
    expect(window.lastDay).toBe("2026-12-11");
    expect(window.endsAt).toEqual(new Date("2026-12-12T03:00:00Z"));
    expect(trialLastDay(window.endsAt)).toBe("2026-12-11");
    expect(trialUntilText(trialLastDay(window.endsAt))).toBe("Teste grátis até 11/12/2026");
  });

  it("counts from the São Paulo day, not the UTC one: 23:30 in São Paulo is already the next UTC day", () => {
    const lateEvening = new Date("2026-11-28T02:30:00Z"); // 27/11 23:30 in São Paulo
    expect(trialWindow(lateEvening).lastDay).toBe("2026-12-11");
    const earlyMorning = new Date("2026-11-28T03:00:00Z"); // 28/11 00:00 in São Paulo
    expect(trialWindow(earlyMorning).lastDay).toBe("2026-12-12");
  });

  it("finds a day's midnight across the old daylight-saving offset too", () => {
    expect(startOfSaoPauloDay("2018-12-01")).toEqual(new Date("2018-12-01T02:00:00Z"));
    expect(startOfSaoPauloDay("2026-06-01")).toEqual(new Date("2026-06-01T03:00:00Z"));
  });
});

describe("trialReminderDue", () => {
  const lastDay = "2026-12-11";
  it("is due 3 days and 1 day before the last day, and on it", () => {
    expect(trialReminderDue(lastDay, "2026-12-07")).toBeNull();
    expect(trialReminderDue(lastDay, "2026-12-08")).toBe(3);
    expect(trialReminderDue(lastDay, "2026-12-09")).toBe(3);
    expect(trialReminderDue(lastDay, "2026-12-10")).toBe(1);
    expect(trialReminderDue(lastDay, "2026-12-11")).toBe(0);
    expect(trialReminderDue(lastDay, "2026-12-12")).toBeNull();
  });
});
