import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readPromotionFeedSearch } from "./search-params";
import {
  isPromotionImageUrl,
  PROMOTION_LIMITS,
  PROMOTION_MESSAGES as M,
  PromotionFeaturedInputSchema,
  PromotionFeedInputSchema,
  PromotionInputSchema,
  PromotionUpdateInputSchema,
  type PromotionInput,
} from "./promotions";

const valid: PromotionInput = {
  title: "Até 100% de bônus na compra de pontos",
  category: "compra-milhas",
  program: "Smiles",
  discount: "100% de bônus",
  validUntil: "2026-03-31",
  link: "https://www.smiles.com.br/promocao",
  description: "Compre pontos com bônus em dobro.",
};

function issueOf(input: Record<string, unknown>) {
  const result = PromotionInputSchema.safeParse({ ...valid, ...input });
  expect(result.success).toBe(false);
  return result.error?.issues[0];
}

describe("PromotionInputSchema", () => {
  it("trims texts and fills the optional fields with null or empty lists", () => {
    expect(PromotionInputSchema.parse({ ...valid, title: `  ${valid.title} `, imageUrl: " " })).toEqual({
      ...valid,
      fromProgram: null,
      imageUrl: null,
      minPurchase: null,
      maxBonus: null,
      minTransfer: null,
      destinations: [],
      routes: [],
    });
  });

  it("keeps every field of a complete form", () => {
    const complete = {
      ...valid,
      category: "transferencia",
      fromProgram: "Livelo",
      imageUrl: "/files/promocoes-images/promocoes/1700000000000-abcdefghijklmnop.png",
      minPurchase: 1_000,
      maxBonus: 0,
      minTransfer: 10_000,
      destinations: ["Lisboa", "Paris"],
      routes: ["GRU-LIS"],
    };
    expect(PromotionInputSchema.parse(complete)).toEqual(complete);
  });

  it.each([
    ["title", M.titleRequired],
    ["program", M.programRequired],
    ["discount", M.discountRequired],
    ["validUntil", M.validUntilRequired],
    ["link", M.linkRequired],
    ["description", M.descriptionRequired],
  ])("requires %s", (field, message) => {
    for (const value of ["", "   ", undefined]) {
      expect(issueOf({ [field]: value })).toMatchObject({ message, path: [field] });
    }
  });

  it("takes the category from the list only", () => {
    expect(issueOf({ category: "cashback" })).toMatchObject({ message: M.categoryRequired, path: ["category"] });
    expect(issueOf({ category: undefined })).toMatchObject({ message: M.categoryRequired, path: ["category"] });
  });

  it("wants a real calendar date", () => {
    for (const validUntil of ["31/03/2026", "2026-02-30", "amanhã"]) {
      expect(issueOf({ validUntil })).toMatchObject({ message: M.dateInvalid, path: ["validUntil"] });
    }
  });

  it("accepts only http and https links", () => {
    expect(PromotionInputSchema.parse({ ...valid, link: "http://exemplo.com/oferta?x=1" }).link).toBe(
      "http://exemplo.com/oferta?x=1",
    );
    for (const link of ["exemplo.com", "javascript:alert(1)", "ftp://exemplo.com", "/promocoes", "https://"]) {
      expect(issueOf({ link })).toMatchObject({ message: M.linkInvalid, path: ["link"] });
    }
  });

  it("refuses limits texts that exceed their columns", () => {
    expect(issueOf({ title: "x".repeat(PROMOTION_LIMITS.maxTitleLength + 1) })).toMatchObject({
      message: M.titleTooLong,
    });
    expect(issueOf({ description: "x".repeat(PROMOTION_LIMITS.maxDescriptionLength + 1) })).toMatchObject({
      message: M.descriptionTooLong,
    });
  });

  it.each([
    ["minPurchase", M.minPurchaseInvalid],
    ["maxBonus", M.maxBonusInvalid],
    ["minTransfer", M.minTransferInvalid],
  ])("wants %s as a whole number from 0", (field, message) => {
    for (const value of [-1, 1.5, "100"]) expect(issueOf({ [field]: value })).toMatchObject({ message, path: [field] });
    expect(issueOf({ [field]: PROMOTION_LIMITS.maxQuantity + 1 })).toMatchObject({ message: M.quantityTooHigh });
    expect(PromotionInputSchema.parse({ ...valid, [field]: null })[field as "minPurchase"]).toBeNull();
  });

  it("refuses repeated destinations and routes, whatever the case or spacing", () => {
    expect(issueOf({ destinations: ["Lisboa", " lisboa "] })).toMatchObject({
      message: M.destinationDuplicate("lisboa"),
      path: ["destinations"],
    });
    expect(issueOf({ routes: ["GRU-LIS", "gru-lis"] })).toMatchObject({
      message: 'A rota "gru-lis" já foi adicionada.',
      path: ["routes"],
    });
  });

  it("trims entries and refuses blank or overlong ones and overlong lists", () => {
    expect(PromotionInputSchema.parse({ ...valid, destinations: [" Lisboa "] }).destinations).toEqual(["Lisboa"]);
    expect(issueOf({ destinations: ["  "] })).toMatchObject({ message: M.destinationEmpty, path: ["destinations", 0] });
    expect(issueOf({ routes: ["x".repeat(PROMOTION_LIMITS.maxEntryLength + 1)] })).toMatchObject({
      message: M.entryTooLong,
    });
    const many = Array.from({ length: PROMOTION_LIMITS.maxEntries + 1 }, (_, index) => `Cidade ${index}`);
    expect(issueOf({ destinations: many })).toMatchObject({ message: M.tooManyEntries, path: ["destinations"] });
  });

  it("takes an uploaded /files/ path or an https image, nothing else", () => {
    for (const imageUrl of [
      "/files/promocoes-images/promocoes/1700000000000-abcdefghijklmnop.webp",
      "https://cdn.exemplo.com/a.png",
    ]) {
      expect(PromotionInputSchema.parse({ ...valid, imageUrl }).imageUrl).toBe(imageUrl);
    }
    for (const imageUrl of [
      "http://cdn.exemplo.com/a.png",
      "/files/../etc/passwd",
      "/files//x.png",
      "/outra/a.png",
      "//evil.example/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
    ]) {
      expect(isPromotionImageUrl(imageUrl)).toBe(false);
      expect(issueOf({ imageUrl })).toMatchObject({ message: M.imageInvalid, path: ["imageUrl"] });
    }
  });
});

describe("update and Ativar/Desativar inputs", () => {
  it("need the promotion's id", () => {
    const id = randomUUID();
    expect(PromotionUpdateInputSchema.parse({ ...valid, id }).id).toBe(id);
    expect(PromotionUpdateInputSchema.safeParse({ ...valid, id: "1" }).error?.issues[0]?.message).toBe(
      M.promotionInvalid,
    );
    expect(PromotionFeaturedInputSchema.parse({ id, featured: true })).toEqual({ id, featured: true });
    expect(PromotionFeaturedInputSchema.safeParse({ id, featured: "sim" }).success).toBe(false);
  });
});

describe("feed filters", () => {
  it("defaults to the first page of the whole feed", () => {
    expect(PromotionFeedInputSchema.parse({})).toEqual({ limit: PROMOTION_LIMITS.feedPageSize });
  });

  it("refuses unknown categories and page sizes past the cap in the procedure", () => {
    expect(PromotionFeedInputSchema.safeParse({ category: "cashback" }).success).toBe(false);
    expect(PromotionFeedInputSchema.safeParse({ program: " " }).success).toBe(false);
    expect(PromotionFeedInputSchema.safeParse({ limit: PROMOTION_LIMITS.maxFeedPageSize + 1 }).success).toBe(false);
  });

  it("drops malformed values from the address bar instead of failing the page", () => {
    expect(readPromotionFeedSearch({ category: "cashback", program: "", onlyActive: "sim" })).toEqual({});
    expect(readPromotionFeedSearch({ category: "passagens", program: " Smiles ", onlyActive: true })).toEqual({
      category: "passagens",
      program: "Smiles",
      onlyActive: true,
    });
  });
});
