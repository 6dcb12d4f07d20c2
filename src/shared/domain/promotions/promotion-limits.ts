/** Sizes of a promotion's fields, shared by its schemas and the feed's search params. */
export const PROMOTION_LIMITS = {
  maxTitleLength: 150,
  maxProgramLength: 60,
  maxDiscountLength: 60,
  maxDescriptionLength: 2000,
  maxUrlLength: 2000,
  maxEntryLength: 80,
  maxEntries: 20,
  maxQuantity: 1_000_000_000,
  feedPageSize: 24,
  maxFeedPageSize: 50,
} as const;
