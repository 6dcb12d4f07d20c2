import { describe, expect, it } from "vitest";
import { addDays } from "../plain-date";
import {
  ADMIN_PROMOTION_LABELS,
  featuredLabel,
  entryKey,
  firstDuplicate,
  includesEntry,
  overflow,
  PROMOTION_CARD_LIMITS,
  PROMOTION_STATE_LABELS,
  promotionState,
} from "./promotions";

const today = "2026-03-09";

describe("promotionState (product §4)", () => {
  it.each([
    [365, "active"],
    [1, "active"],
    // The last day still counts: "válida até 09/03" is valid all of 09/03.
    [0, "active"],
    [-1, "expired"],
    [-400, "expired"],
  ] as const)("%i days from today is %s", (days, state) => {
    expect(promotionState(addDays(today, days), today)).toBe(state);
  });

  it("compares calendar days across month and year boundaries", () => {
    expect(promotionState("2026-12-31", "2027-01-01")).toBe("expired");
    expect(promotionState("2027-01-01", "2026-12-31")).toBe("active");
    expect(promotionState("2026-02-28", "2026-03-01")).toBe("expired");
  });

  it("labels the states as the spec writes them", () => {
    expect(PROMOTION_STATE_LABELS).toEqual({ active: "Ativa", expired: "Expirada" });
  });
});

describe("admin labels", () => {
  it("say featured or not, and valid or expired, in words the feed's 'Ativa' cannot be mistaken for", () => {
    expect(featuredLabel(true)).toBe("Destaque");
    expect(featuredLabel(false)).toBe("Sem destaque");
    expect(ADMIN_PROMOTION_LABELS.state).toEqual({ active: "Vigente", expired: "Expirada" });
    const adminWords = [featuredLabel(true), featuredLabel(false), ...Object.values(ADMIN_PROMOTION_LABELS.state)];
    expect(adminWords).not.toContain(PROMOTION_STATE_LABELS.active);
    expect(adminWords).not.toContain("Inativa");
  });
});

describe("overflow (product §2: 3 destinations, 2 routes, then +N)", () => {
  it("uses the spec's limits", () => {
    expect(PROMOTION_CARD_LIMITS).toEqual({ destinations: 3, routes: 2 });
  });

  it("shows everything when the list fits", () => {
    expect(overflow([], 3)).toEqual({ shown: [], hidden: 0 });
    expect(overflow(["Lisboa", "Paris", "Roma"], 3)).toEqual({ shown: ["Lisboa", "Paris", "Roma"], hidden: 0 });
  });

  it("keeps the first ones in order and counts the rest", () => {
    expect(overflow(["Lisboa", "Paris", "Roma", "Madri", "Miami"], PROMOTION_CARD_LIMITS.destinations)).toEqual({
      shown: ["Lisboa", "Paris", "Roma"],
      hidden: 2,
    });
    expect(overflow(["GRU-LIS", "GIG-MIA", "BSB-SCL"], PROMOTION_CARD_LIMITS.routes)).toEqual({
      shown: ["GRU-LIS", "GIG-MIA"],
      hidden: 1,
    });
  });

  it("treats a non-positive limit as showing nothing", () => {
    expect(overflow(["a", "b"], 0)).toEqual({ shown: [], hidden: 2 });
    expect(overflow(["a", "b"], -1)).toEqual({ shown: [], hidden: 2 });
  });
});

describe("duplicate destinations and routes (product §5)", () => {
  it("ignores case and outer spaces", () => {
    expect(entryKey("  São Paulo ")).toBe("são paulo");
    expect(includesEntry(["Lisboa", "São Paulo"], " SÃO PAULO")).toBe(true);
    expect(includesEntry(["Lisboa"], "Lisboa e Porto")).toBe(false);
  });

  it("reports the first repeated entry, trimmed, or null", () => {
    expect(firstDuplicate([])).toBeNull();
    expect(firstDuplicate(["GRU-LIS", "GIG-MIA"])).toBeNull();
    expect(firstDuplicate(["GRU-LIS", "GIG-MIA", " gru-lis "])).toBe("gru-lis");
  });
});
