/**
 * The one ledger's words (docs/decisions/029). Every change of a balance is one entry; `source` says
 * which of the spec's entities the member sees it as, `type` what it did.
 */
export const ENTRY_SOURCES = ["accumulation", "transaction", "transfer", "correction", "redemption"] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/**
 * The spec's transaction types plus the program form's correction and a redemption (an emissão,
 * registered with its passengers and figures: server/services/household/redemptions.ts).
 */
export const ENTRY_TYPES = [
  "accumulation",
  "usage",
  "transfer",
  "bonus",
  "expiration",
  "correction",
  "redemption",
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The debits whose cost is what the member spent using miles: the card's 'Total gasto em uso'. */
export function spendsMiles(type: EntryType): boolean {
  return type === "usage" || type === "redemption";
}

export const TRANSFER_BONUS_STATUSES = ["none", "pending", "credited"] as const;
export type TransferBonusStatus = (typeof TRANSFER_BONUS_STATUSES)[number];

/**
 * How a member reads each type (docs/product.md §2): the spec's transaction words plus
 * "Correção". A transfer reads "Transferência" on both sides; its sign says which way it went.
 */
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  accumulation: "Acúmulo",
  usage: "Uso",
  transfer: "Transferência",
  bonus: "Bônus",
  expiration: "Expiração",
  correction: "Correção",
  redemption: "Emissão",
};
