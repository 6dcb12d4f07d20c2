import { describe, expect, it } from "vitest";
import { PROMOTION_ALERT_MESSAGES as M } from "@/shared/schemas/promotion-alerts";
import { PromotionAlertFormSchema, promotionAlertFormValues } from "./promotion-alert-form-schema";

const blank = promotionAlertFormValues({});

describe("PromotionAlertFormSchema", () => {
  it("turns 'Livelo → Smiles com 80 %' as typed into the shared input", () => {
    expect(
      PromotionAlertFormSchema.parse({
        ...blank,
        category: "transferencia",
        program: " Smiles ",
        fromProgram: "Livelo",
        minPercent: "80",
      }),
    ).toEqual({
      category: "transferencia",
      program: "Smiles",
      fromProgram: "Livelo",
      minPercent: 80,
      originAirport: null,
    });
  });

  it("reads blanks as 'any' and drops an origin program typed before the category changed", () => {
    expect(PromotionAlertFormSchema.parse({ ...blank, fromProgram: "Livelo", originAirport: "gru" })).toEqual({
      category: null,
      program: null,
      fromProgram: null,
      minPercent: null,
      originAirport: "GRU",
    });
  });

  it("puts each refusal on its field", () => {
    const result = PromotionAlertFormSchema.safeParse({ ...blank, minPercent: "abc", originAirport: "GR" });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toContainEqual(["minPercent", M.percentInvalid]);
  });

  it("starts from the feed's filters", () => {
    expect(promotionAlertFormValues({ category: "passagens", program: "Smiles" })).toMatchObject({
      category: "passagens",
      program: "Smiles",
    });
  });
});
