import { sql } from "drizzle-orm";
import { bigint, check, date, foreignKey, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { loyaltyPrograms } from "./wallet";

/**
 * Lots (docs/decisions/014, 029): one row per credit, keyed by its movement's id. Rows with
 * `source` 'entry' come from the one ledger (wallet_entries): every credit is a lot with its cost,
 * dated or not, and debits consume them first to expire first, then oldest. `remaining` and
 * `remaining_cost_cents` are derived, never typed.
 */
export const mileLots = pgTable(
  "mile_lots",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    source: text({ enum: ["accumulation", "transaction", "entry"] }).notNull(),
    acquiredOn: date({ mode: "string" }).notNull(),
    // Null: the miles never expire (or their date is unknown); consumed after every dated lot.
    expiresOn: date({ mode: "string" }),
    miles: integer().notNull(),
    remaining: integer().notNull(),
    // What the lot cost (0 for organic miles) and what its remaining miles still cost.
    costCents: bigint({ mode: "number" }).notNull().default(0),
    remainingCostCents: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: "mile_lots_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    index("mile_lots_program_expiry_idx").on(t.programId, t.expiresOn),
    // A debit reads the program's live lots in consumption order (shared/domain/wallet/lot-consumption.ts)
    // straight from this index, however many lots are spent already.
    index("mile_lots_program_consumption_idx")
      .on(t.programId, t.expiresOn.asc().nullsLast(), t.acquiredOn, t.id)
      .where(sql`${t.remaining} > 0`),
    // A member's dated lots with miles left, in the cards' order: the programs list and the
    // dashboard's 30-day sum read only the caller's, whatever other members hold
    // (services/wallet/lots.ts, services/wallet/dashboard.ts).
    index("mile_lots_user_live_dated_idx")
      .on(t.userId, t.expiresOn, t.acquiredOn, t.id)
      .where(sql`${t.remaining} > 0 and ${t.expiresOn} is not null`),
    // The alert scan only looks at lots with miles left.
    index("mile_lots_live_expiry_idx")
      .on(t.expiresOn)
      .where(sql`${t.remaining} > 0`),
    check("mile_lots_source_valid", sql`${t.source} in ('accumulation', 'transaction', 'entry')`),
    check("mile_lots_cost_range", sql`${t.costCents} >= 0 and ${t.remainingCostCents} between 0 and ${t.costCents}`),
    check("mile_lots_miles_positive", sql`${t.miles} > 0`),
    check("mile_lots_remaining_range", sql`${t.remaining} between 0 and ${t.miles}`),
  ],
);
