import { describe, expect, it } from "vitest";
import { formatBRL } from "../../format";
import { entitlementOf, featureOpen, planOfGrants, plansOpening, TRIAL_PRODUCT } from "./plan-access";
import { installmentText } from "./installments";
import { COURSE_PRICE } from "../courses/course-pricing";
import { FEATURE_LABELS, PLANS, planPrice } from "./plans";

describe("the three plans (docs/decisions/031)", () => {
  it("prices Grátis at R$ 0, Promoções at R$ 19,90 / R$ 169,90 and PRO at R$ 29,90 / R$ 299,90", () => {
    expect(planPrice("gratis")).toEqual({ price: "R$ 0,00", note: "para sempre" });
    expect(planPrice("promocoes")).toEqual({
      price: "R$ 19,90",
      note: "ou R$ 169,90 por ano, em até 10x de R$ 16,99 sem juros",
    });
    expect(planPrice("pro")).toEqual({ price: "R$ 29,90", note: "ou R$ 299,90 por ano (17% off)" });
    expect(PLANS.pro.trialDays).toBe(14);
  });

  it("keeps the spec's yearly figures: 10x R$ 16,99 adds up to R$ 169,90; PRO's year costs less than twelve months", () => {
    const { annualCents, annualInstallments } = PLANS.promocoes;
    expect(annualInstallments.count * annualInstallments.installmentCents).toBe(annualCents);
    const terms = { cashCents: annualCents, ...annualInstallments };
    expect(planPrice("promocoes").note).toBe(`ou R$ 169,90 por ano, em até ${installmentText(terms)}`);
    // "17% off" is the spec's marketing figure (two months free), not computed from the prices.
    expect(PLANS.pro.annualCents).toBeLessThan(12 * PLANS.pro.monthlyCents);
    expect(PLANS.pro.annualDiscountPercent).toBe(17);
  });

  it("each plan lists everything the plan below it lists", () => {
    expect(PLANS.gratis.features).toEqual(["account", "flights", "freeCourses", "reports", "dataExport"]);
    expect(PLANS.promocoes.features).toEqual([...PLANS.gratis.features, "dashboard", "promotionsFeed"]);
    expect(PLANS.pro.features).toEqual([...PLANS.promocoes.features, "courses", "household", "promotionAlerts"]);
    expect(FEATURE_LABELS.reports).toBe("Relatórios e exportação CSV");
  });

  it("the course reference price is R$ 497,00 or 10x R$ 58,00 for one year", () => {
    expect(formatBRL(COURSE_PRICE.fullCents)).toBe("R$ 497,00");
    expect(formatBRL(COURSE_PRICE.installmentCents)).toBe("R$ 58,00");
    expect(COURSE_PRICE.accessMonths).toBe(12);
  });
});

describe("plan → what it opens", () => {
  const member = (products: string[], isAdmin = false) => entitlementOf(isAdmin, products);

  it("opens each feature for exactly the plans that list it", () => {
    expect(plansOpening("reports")).toEqual(["gratis", "promocoes", "pro"]);
    expect(plansOpening("dataExport")).toEqual(["gratis", "promocoes", "pro"]);
    expect(plansOpening("dashboard")).toEqual(["promocoes", "pro"]);
    expect(plansOpening("promotionsFeed")).toEqual(["promocoes", "pro"]);
    expect(plansOpening("courses")).toEqual(["pro"]);
  });

  it("reads the plan from the active grants: PRO over Promoções over Grátis", () => {
    expect(planOfGrants([])).toBe("gratis");
    expect(planOfGrants(["promocoes"])).toBe("promocoes");
    expect(planOfGrants(["promocoes", "pro"])).toBe("pro");
    expect(planOfGrants([TRIAL_PRODUCT])).toBe("gratis");
  });

  it("a free member has reports and the export, not Minha Gestão, the feed or paid courses", () => {
    const free = member([]);
    expect(featureOpen(free, "reports")).toBe(true);
    expect(featureOpen(free, "dataExport")).toBe(true);
    expect(featureOpen(free, "dashboard")).toBe(false);
    expect(featureOpen(free, "promotionsFeed")).toBe(false);
    expect(featureOpen(free, "courses")).toBe(false);
  });

  it("Promoções opens Minha Gestão and the feed; PRO adds every course", () => {
    expect(featureOpen(member(["promocoes"]), "dashboard")).toBe(true);
    expect(featureOpen(member(["promocoes"]), "courses")).toBe(false);
    expect(featureOpen(member(["pro"]), "dashboard")).toBe(true);
    expect(featureOpen(member(["pro"]), "courses")).toBe(true);
  });

  it("other holders of the household are PRO, the trial included (docs/decisions/039)", () => {
    expect(featureOpen(member(["promocoes"]), "household")).toBe(false);
    expect(featureOpen(member(["pro"]), "household")).toBe(true);
    expect(featureOpen(member([TRIAL_PRODUCT]), "household")).toBe(true);
  });

  it("promotion alerts ('Avise-me') are PRO, the trial included; the Promoções plan sees the feed without them", () => {
    expect(featureOpen(member(["promocoes"]), "promotionsFeed")).toBe(true);
    expect(featureOpen(member(["promocoes"]), "promotionAlerts")).toBe(false);
    expect(featureOpen(member(["pro"]), "promotionAlerts")).toBe(true);
    expect(featureOpen(member([TRIAL_PRODUCT]), "promotionAlerts")).toBe(true);
    expect(featureOpen(member([]), "promotionAlerts")).toBe(false);
  });

  it("the trial opens every PRO feature except the paid courses; admins open everything", () => {
    const trial = member([TRIAL_PRODUCT]);
    expect(trial.onTrial).toBe(true);
    expect(featureOpen(trial, "dashboard")).toBe(true);
    expect(featureOpen(trial, "promotionsFeed")).toBe(true);
    expect(featureOpen(trial, "courses")).toBe(false);
    expect(featureOpen(member([], true), "courses")).toBe(true);
  });
});
