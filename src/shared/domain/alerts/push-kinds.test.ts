import { describe, expect, it } from "vitest";
import { AlertPreferencesInputSchema } from "../../schemas/notifications";
import { NOTIFICATION_KINDS } from "./notifications";
import { goesByPush, normalizePushKinds, PUSH_ALERT_GROUPS, PUSH_KINDS } from "./push-kinds";

describe("push kinds", () => {
  it("offers every alert kind but the weekly summary, each in exactly one group", () => {
    expect([...PUSH_KINDS].sort()).toEqual(NOTIFICATION_KINDS.filter((kind) => kind !== "weekly_summary").sort());
    expect(PUSH_ALERT_GROUPS.flatMap((group) => group.kinds).sort()).toEqual([...PUSH_KINDS].sort());
  });

  it.each(
    NOTIFICATION_KINDS.flatMap((kind) => [
      [kind, [...PUSH_KINDS], kind !== "weekly_summary"] as const,
      [kind, [], false] as const,
      [kind, ["bonus_reminder"], kind === "bonus_reminder"] as const,
    ]),
  )("%s with the choice %j goes by push: %s", (kind, chosen, expected) => {
    expect(goesByPush(kind, chosen)).toBe(expected);
  });

  it("stores a choice once per kind, in one order", () => {
    expect(normalizePushKinds(["trial_ending", "lot_expiry", "trial_ending"])).toEqual(["lot_expiry", "trial_ending"]);
  });

  it("refuses the weekly summary as a push kind and leaves an omitted choice out", () => {
    const base = { thresholds: [90], emailEnabled: true, weeklySummary: true };
    expect(AlertPreferencesInputSchema.safeParse({ ...base, pushKinds: ["weekly_summary"] }).success).toBe(false);
    expect(AlertPreferencesInputSchema.parse(base).pushKinds).toBeUndefined();
  });
});
