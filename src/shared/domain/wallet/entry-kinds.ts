/**
 * The one ledger's words (docs/decisions/029). Every change of a balance is one entry; `source` says
 * which of the spec's entities the member sees it as, `type` what it did.
 */
export const ENTRY_SOURCES = ["accumulation", "transaction", "transfer", "correction"] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** The spec's transaction types plus the program form's correction. */
export const ENTRY_TYPES = ["accumulation", "usage", "transfer", "bonus", "expiration", "correction"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

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
};
