import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { loyaltyPrograms } from "./wallet";

/**
 * Miles that expire on their own date: one row per accumulation or incoming transaction that
 * carries an expiry, keyed by that movement's id. `remaining` is derived, never typed: it is
 * rebuilt in the transaction of every movement change on the program (docs/decisions/014).
 */
export const mileLots = pgTable(
  "mile_lots",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    source: text({ enum: ["accumulation", "transaction"] }).notNull(),
    acquiredOn: date({ mode: "string" }).notNull(),
    expiresOn: date({ mode: "string" }).notNull(),
    miles: integer().notNull(),
    remaining: integer().notNull(),
  },
  (t) => [
    foreignKey({
      name: "mile_lots_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    index("mile_lots_program_expiry_idx").on(t.programId, t.expiresOn),
    // The alert scan and the dashboard's 30-day sum only look at lots with miles left.
    index("mile_lots_live_expiry_idx")
      .on(t.expiresOn)
      .where(sql`${t.remaining} > 0`),
    check("mile_lots_source_valid", sql`${t.source} in ('accumulation', 'transaction')`),
    check("mile_lots_miles_positive", sql`${t.miles} > 0`),
    check("mile_lots_remaining_range", sql`${t.remaining} between 0 and ${t.miles}`),
  ],
);
