import { describe, expect, it } from "vitest";
import { PROMOTION_MESSAGES as M } from "@/shared/schemas/promotions";
import { PromotionFormSchema, promotionFormValues, type AdminPromotion } from "./promotion-form-schema";

const typed = {
  ...promotionFormValues(),
  title: "Transferência bonificada",
  category: "transferencia",
  program: "Livelo",
  discount: "Até 80%",
  validUntil: "2026-04-30",
  link: "https://exemplo.com/livelo",
  description: "Transfira pontos com bônus.",
};

function issueOf(values: Partial<typeof typed>) {
  const result = PromotionFormSchema.safeParse({ ...typed, ...values });
  expect(result.success).toBe(false);
  return result.error?.issues[0];
}

describe("PromotionFormSchema", () => {
  it("turns the typed text into the shared input", () => {
    expect(
      PromotionFormSchema.parse({
        ...typed,
        minPurchase: "10.000",
        maxBonus: " ",
        minTransfer: "0",
        destinations: ["Lisboa"],
      }),
    ).toEqual({
      title: "Transferência bonificada",
      category: "transferencia",
      program: "Livelo",
      fromProgram: null,
      discount: "Até 80%",
      validUntil: "2026-04-30",
      link: "https://exemplo.com/livelo",
      description: "Transfira pontos com bônus.",
      imageUrl: null,
      minPurchase: 10_000,
      maxBonus: null,
      minTransfer: 0,
      destinations: ["Lisboa"],
      routes: [],
    });
  });

  it("keeps a transfer's origin program, and drops one typed before the category changed", () => {
    expect(PromotionFormSchema.parse({ ...typed, program: "Smiles", fromProgram: " Livelo " }).fromProgram).toBe(
      "Livelo",
    );
    expect(
      PromotionFormSchema.parse({ ...typed, category: "passagens", fromProgram: "Livelo" }).fromProgram,
    ).toBeNull();
  });

  it("asks for a category when none is chosen", () => {
    expect(issueOf({ category: "" })).toMatchObject({ message: M.categoryRequired, path: ["category"] });
  });

  it("names the field of a quantity that is not a whole number", () => {
    expect(issueOf({ maxBonus: "dez mil" })).toMatchObject({ message: M.maxBonusInvalid, path: ["maxBonus"] });
    expect(issueOf({ minTransfer: "-1" })).toMatchObject({ message: M.minTransferInvalid, path: ["minTransfer"] });
  });

  it("keeps the shared rules: link and duplicates", () => {
    expect(issueOf({ link: "exemplo.com" })).toMatchObject({ message: M.linkInvalid, path: ["link"] });
    expect(issueOf({ routes: ["GRU-LIS", "gru-lis"] })).toMatchObject({ path: ["routes"] });
  });
});

describe("promotionFormValues", () => {
  it("starts blank for a new promotion", () => {
    expect(promotionFormValues()).toEqual({
      title: "",
      category: "",
      program: "",
      fromProgram: "",
      discount: "",
      validUntil: "",
      link: "",
      description: "",
      imageUrl: "",
      minPurchase: "",
      maxBonus: "",
      minTransfer: "",
      destinations: [],
      routes: [],
    });
  });

  it("fills the form with a promotion's values and parses back to them", () => {
    const promotion: AdminPromotion = {
      id: "5f0c2a4e-4a8e-4d8a-9f54-3f7f0f1f2a3b",
      title: "Upgrade",
      description: "Suba de classe.",
      imageUrl: "https://cdn.exemplo.com/u.png",
      category: "upgrade",
      program: "LATAM Pass",
      fromProgram: null,
      discount: "A partir de 10 mil",
      validUntil: "2026-05-01",
      minPurchase: null,
      maxBonus: 5_000,
      minTransfer: null,
      destinations: ["Miami"],
      routes: ["GRU-MIA", "GIG-MIA"],
      link: "https://exemplo.com/upgrade",
      createdAt: "2026-03-01T12:00:00.000Z",
      updatedAt: "2026-03-01T12:00:00.000Z",
      featured: true,
      state: "active",
    };
    const values = promotionFormValues(promotion);
    expect(values).toMatchObject({ maxBonus: "5000", minPurchase: "", destinations: ["Miami"] });
    const { id: _id, createdAt: _c, updatedAt: _u, featured: _f, state: _s, ...fields } = promotion;
    expect(PromotionFormSchema.parse(values)).toEqual(fields);
  });
});
