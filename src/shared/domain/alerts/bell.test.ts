import { describe, expect, it } from "vitest";
import { bellLine, bellOrder, type BellAlert } from "./bell";

const today = "2026-11-27";

function alert(overrides: Partial<BellAlert>): BellAlert {
  return {
    kind: "lot_expiry",
    programName: "Livelo",
    miles: 1000,
    expiresOn: "2026-12-02",
    title: "1.000 milhas do Livelo vencem em 90 dias",
    createdAt: "2026-11-01T12:00:00Z",
    ...overrides,
  };
}

describe("bellLine", () => {
  it("says what and when, counted from today, not from the day the alert was raised", () => {
    expect(bellLine(alert({}), today)).toEqual({
      text: "1.000 milhas do Livelo vencem em 5 dias (02/12/2026)",
      urgent: true,
    });
  });

  it("is urgent at 7 days or fewer, and not at 8", () => {
    expect(bellLine(alert({ expiresOn: "2026-12-04" }), today).urgent).toBe(true);
    expect(bellLine(alert({ expiresOn: "2026-12-05" }), today)).toEqual({
      text: "1.000 milhas do Livelo vencem em 8 dias (05/12/2026)",
      urgent: false,
    });
  });

  it("says a passed expiry happened, without urgency", () => {
    expect(bellLine(alert({ kind: "program_expiry", expiresOn: "2026-11-27" }), today)).toEqual({
      text: "1.000 milhas do Livelo venceram em 27/11/2026",
      urgent: false,
    });
  });

  it("reads a bonus reminder as the expected credit", () => {
    expect(bellLine(alert({ kind: "bonus_reminder", miles: 2500, expiresOn: "2026-11-20" }), today)).toEqual({
      text: "Bônus de 2.500 milhas do Livelo era esperado em 20/11/2026",
      urgent: false,
    });
  });

  it("names a matched promotion by its title, never as an expiry, whatever its last day", () => {
    const promotion = alert({
      kind: "promotion_match",
      programName: null,
      miles: null,
      expiresOn: "2026-11-29",
      title: "Livelo para Smiles com 100% de bônus",
    });
    expect(bellLine(promotion, today)).toEqual({
      text: "Promoção para você: Livelo para Smiles com 100% de bônus",
      urgent: false,
    });
  });

  it("falls back to the stored title when the alert lacks its facts", () => {
    expect(bellLine(alert({ programName: null }), today)).toEqual({
      text: "1.000 milhas do Livelo vencem em 90 dias",
      urgent: false,
    });
  });
});

describe("bellOrder", () => {
  it("puts the soonest expiry first, whatever order the alerts were raised in", () => {
    const in85 = alert({ expiresOn: "2027-02-20", createdAt: "2026-11-27T10:00:00Z" });
    const in20 = alert({ expiresOn: "2026-12-17", createdAt: "2026-11-20T10:00:00Z" });
    const reminder = alert({ kind: "bonus_reminder", expiresOn: "2026-11-20", createdAt: "2026-11-27T11:00:00Z" });
    const passed = alert({ expiresOn: "2026-11-25", createdAt: "2026-11-18T10:00:00Z" });
    const in3 = alert({ expiresOn: "2026-11-30", createdAt: "2026-11-01T10:00:00Z" });
    expect(bellOrder([in85, reminder, in20, passed, in3], today)).toEqual([in3, in20, in85, reminder, passed]);
  });
});
