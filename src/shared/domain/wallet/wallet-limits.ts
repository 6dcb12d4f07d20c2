/**
 * Upper bounds for wallet numbers: far above any real wallet, low enough that every stored value
 * and every running total stays exact in the integer columns (PostgreSQL integer tops at ~2.1 billion).
 */
export const WALLET_LIMITS = {
  maxBalance: 1_000_000_000,
  maxMiles: 100_000_000,
  maxTransactionAmount: 100_000_000,
  /** R$ 10 milhões in one purchase. */
  maxAmountPaidCents: 1_000_000_000,
  /** R$ 1 milhão per thousand miles: anything above is a typo, and it keeps the column an integer. */
  maxCostPerThousandCents: 100_000_000,
  maxNameLength: 100,
  maxLogoLength: 3,
  maxAccountNumberLength: 50,
  maxDescriptionLength: 500,
} as const;
