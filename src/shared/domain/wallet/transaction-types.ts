export const TRANSACTION_TYPES = ["accumulation", "usage", "transfer", "bonus", "expiration"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  accumulation: "Acúmulo",
  usage: "Uso",
  transfer: "Transferência",
  bonus: "Bônus",
  expiration: "Expiração",
};

/** docs/product.md §4: accumulation, bonus and transfer add to the balance; usage and expiration take from it. */
export function balanceDirection(type: TransactionType): 1 | -1 {
  return type === "usage" || type === "expiration" ? -1 : 1;
}

/** The types that add miles, and so may carry an expiry (a lot). */
export const INCOMING_TYPES = TRANSACTION_TYPES.filter((type) => balanceDirection(type) === 1);
