import { sql } from "drizzle-orm";
import { bigint, check, date, foreignKey, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ENTRY_SOURCES, ENTRY_TYPES, TRANSFER_BONUS_STATUSES } from "@/shared/domain/wallet/entry-kinds";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { loyaltyPrograms } from "./wallet";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A transfer between two of a member's programs, as one operation (docs/decisions/029): its entries
 * (the debit on the source, the base and bonus credits on the destination) point here and go with it.
 */
export const walletTransfers = pgTable(
  "wallet_transfers",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromProgramId: uuid().notNull(),
    toProgramId: uuid().notNull(),
    transferDate: date({ mode: "string" }).notNull(),
    pointsSent: integer().notNull(),
    // ratio_from points become ratio_to miles (1:1, 2:1, …).
    ratioFrom: integer().notNull().default(1),
    ratioTo: integer().notNull().default(1),
    // Hundredths of a percent: 80 % is 8000.
    bonusBasisPoints: integer().notNull().default(0),
    bonusCapMiles: integer(),
    baseMiles: integer().notNull(),
    bonusMiles: integer().notNull().default(0),
    bonusStatus: text({ enum: TRANSFER_BONUS_STATUSES }).notNull().default("none"),
    bonusExpectedOn: date({ mode: "string" }),
    baseExpiresOn: date({ mode: "string" }),
    bonusExpiresOn: date({ mode: "string" }),
    // What the points sent cost on the source, carried to the destination's lots.
    costCents: bigint({ mode: "number" }).notNull().default(0),
    description: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "wallet_transfers_from_owner_fk",
      columns: [t.fromProgramId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    foreignKey({
      name: "wallet_transfers_to_owner_fk",
      columns: [t.toProgramId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    index("wallet_transfers_user_date_idx").on(t.userId, t.transferDate.desc().nullsFirst()),
    check("wallet_transfers_distinct_programs", sql`${t.fromProgramId} <> ${t.toProgramId}`),
    check("wallet_transfers_points_positive", sql`${t.pointsSent} > 0 and ${t.baseMiles} > 0`),
    check("wallet_transfers_ratio_positive", sql`${t.ratioFrom} > 0 and ${t.ratioTo} > 0`),
    check("wallet_transfers_bonus_non_negative", sql`${t.bonusBasisPoints} >= 0 and ${t.bonusMiles} >= 0`),
    check("wallet_transfers_cost_non_negative", sql`${t.costCents} >= 0`),
    check("wallet_transfers_bonus_status_valid", sql`${t.bonusStatus} in (${inList(TRANSFER_BONUS_STATUSES)})`),
    check(
      "wallet_transfers_bonus_consistent",
      sql`(${t.bonusStatus} = 'none') = (${t.bonusMiles} = 0) and (${t.bonusExpectedOn} is null or ${t.bonusStatus} = 'pending')`,
    ),
  ],
);

/**
 * The one ledger (docs/decisions/029): every movement that changes a balance is one row here —
 * accumulations with or without a price, each transaction type, both sides of a transfer, a bonus,
 * an expiration, a correction from the program form. Σ miles of a program's entries is its balance.
 * Every credit is also a lot (mile_lots, same id); `cost_cents` is a credit's cost (what was paid,
 * or the cost a transfer carried) or what a debit's consumed lots cost.
 */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    source: text({ enum: ENTRY_SOURCES }).notNull(),
    type: text({ enum: ENTRY_TYPES }).notNull(),
    // Signed: positive credits miles, negative debits them.
    miles: integer().notNull(),
    entryDate: date({ mode: "string" }).notNull(),
    // Only for accumulations: what the member paid (0 for organic miles).
    amountPaidCents: bigint({ mode: "number" }),
    costCents: bigint({ mode: "number" }).notNull().default(0),
    // Only credits can carry an expiry (docs/decisions/014).
    expiresOn: date({ mode: "string" }),
    description: text(),
    transferId: uuid().references(() => walletTransfers.id, { onDelete: "cascade" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "wallet_entries_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    // Newest first per member, per program, per type and per source (the accumulations list), each
    // readable from an index (NULLS FIRST: docs/decisions/004).
    index("wallet_entries_user_date_idx").on(
      t.userId,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("wallet_entries_program_date_idx").on(
      t.programId,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("wallet_entries_user_type_date_idx").on(
      t.userId,
      t.type,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("wallet_entries_user_source_date_idx").on(
      t.userId,
      t.source,
      t.entryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("wallet_entries_transfer_idx")
      .on(t.transferId)
      .where(sql`${t.transferId} is not null`),
    check("wallet_entries_miles_non_zero", sql`${t.miles} <> 0`),
    check("wallet_entries_source_valid", sql`${t.source} in (${inList(ENTRY_SOURCES)})`),
    check("wallet_entries_type_valid", sql`${t.type} in (${inList(ENTRY_TYPES)})`),
    check("wallet_entries_cost_non_negative", sql`${t.costCents} >= 0`),
    check("wallet_entries_paid_non_negative", sql`${t.amountPaidCents} is null or ${t.amountPaidCents} >= 0`),
    check("wallet_entries_expiry_only_credits", sql`${t.expiresOn} is null or ${t.miles} > 0`),
    check(
      "wallet_entries_source_type_consistent",
      sql`case ${t.source}
        when 'accumulation' then ${t.type} = 'accumulation' and ${t.miles} > 0 and ${t.amountPaidCents} is not null
        when 'correction' then ${t.type} = 'correction'
        when 'transfer' then ${t.type} in ('transfer', 'bonus') and ${t.transferId} is not null
        when 'redemption' then ${t.type} = 'redemption' and ${t.miles} < 0 and ${t.amountPaidCents} is null
        else ${t.type} not in ('correction', 'redemption') and ${t.amountPaidCents} is null end`,
    ),
  ],
);

/**
 * Programs whose lots and costs still have to be re-derived from their entries: the migration that
 * moved the old movement tables into the ledger fills it, and the migration runner replays each
 * one with the app's own rules (server/services/wallet/ledger/rebuild.ts), then empties it.
 */
export const ledgerRebuilds = pgTable("ledger_rebuilds", {
  programId: uuid()
    .primaryKey()
    .references(() => loyaltyPrograms.id, { onDelete: "cascade" }),
});
