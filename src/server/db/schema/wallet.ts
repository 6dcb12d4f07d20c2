import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { TRANSACTION_TYPES } from "@/shared/domain/wallet/transaction-types";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { holders } from "./household";
import { programCatalogue } from "./program-catalogue";

export const loyaltyPrograms = pgTable(
  "loyalty_programs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Whose miles these are (docs/decisions/039): one of the account's holders. Left out of an
    // insert, the loyalty_programs_member_holder trigger (drizzle/0014) sets the member's own
    // before NOT NULL is checked; `default null` only lets inserts leave it out.
    holderId: uuid()
      .notNull()
      .default(sql`null`),
    name: text().notNull(),
    logo: varchar({ length: 3 }),
    accountNumber: text(),
    balance: integer().notNull().default(0),
    expirationDate: date({ mode: "string" }),
    pendingBonus: integer().notNull().default(0),
    // When the member expects the pending bonus to be credited; once it passes, a reminder goes out.
    pendingBonusExpectedOn: date({ mode: "string" }),
    // The program's usual validity, suggested as the expiry of each new lot (e.g. 24 for Livelo).
    usualValidityMonths: integer(),
    // Which known program this is (docs/decisions/034); null for 'Outro'. Its words, validity and
    // market band come from there.
    catalogueId: uuid().references(() => programCatalogue.id, { onDelete: "set null" }),
    /*
     * The part of the balance no movement explains: what the program form set at creation plus
     * later corrections there. Invariant (docs/decisions/004): balance = opening_balance
     * + Σ accumulation miles + Σ incoming transactions − Σ outgoing transactions.
     */
    // bigint: repeated corrections can push it past the integer range, either way.
    openingBalance: bigint({ mode: "number" }).notNull().default(0),
    // Running totals kept in the same statement as each movement, so the dashboard and the
    // program list never aggregate the movement tables (docs/decisions/004).
    paidAccumulationCount: integer().notNull().default(0),
    paidCostPerThousandSumCents: bigint({ mode: "number" }).notNull().default(0),
    usageCostCents: bigint({ mode: "number" }).notNull().default(0),
    // Σ remaining_cost_cents of the program's lots: the custo médio do milheiro is this over the
    // balance (docs/decisions/029), kept in the same statement as each movement.
    heldCostCents: bigint({ mode: "number" }).notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // Lets child rows reference (id, user_id) so a row can never point at another user's program.
    unique("loyalty_programs_id_user_key").on(t.id, t.userId),
    // A holder with programs cannot go (services/household/holders.ts moves or refuses first).
    foreignKey({
      name: "loyalty_programs_holder_owner_fk",
      columns: [t.holderId, t.userId],
      foreignColumns: [holders.id, holders.userId],
    }),
    index("loyalty_programs_user_created_idx").on(t.userId, t.createdAt),
    index("loyalty_programs_holder_idx").on(t.holderId),
    index("loyalty_programs_catalogue_idx").on(t.catalogueId),
    check("loyalty_programs_balance_non_negative", sql`${t.balance} >= 0`),
    check("loyalty_programs_pending_bonus_non_negative", sql`${t.pendingBonus} >= 0`),
    check("loyalty_programs_name_present", sql`length(btrim(${t.name})) > 0`),
    check("loyalty_programs_paid_count_non_negative", sql`${t.paidAccumulationCount} >= 0`),
    check(
      "loyalty_programs_paid_sum_consistent",
      sql`${t.paidCostPerThousandSumCents} >= 0 and (${t.paidAccumulationCount} > 0 or ${t.paidCostPerThousandSumCents} = 0)`,
    ),
    check("loyalty_programs_usage_cost_non_negative", sql`${t.usageCostCents} >= 0`),
    check("loyalty_programs_held_cost_non_negative", sql`${t.heldCostCents} >= 0`),
    check(
      "loyalty_programs_usual_validity_range",
      sql`${t.usualValidityMonths} is null or ${t.usualValidityMonths} between 1 and 120`,
    ),
  ],
);

export const costCalculations = pgTable(
  "cost_calculations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    milesAcquired: integer().notNull(),
    amountPaidCents: integer().notNull().default(0),
    costPerThousandCents: integer().notNull().default(0),
    calculationDate: date({ mode: "string" }).notNull(),
    // Optional: when these miles expire, which makes them a lot (docs/decisions/014).
    expiresOn: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "cost_calculations_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    // NULLS FIRST is what a plain `order by … desc` means; with drizzle's default (NULLS LAST)
    // PostgreSQL cannot read the list's order from the index and sorts every row instead.
    index("cost_calculations_user_date_idx").on(
      t.userId,
      t.calculationDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("cost_calculations_program_idx").on(t.programId),
    check("cost_calculations_miles_positive", sql`${t.milesAcquired} > 0`),
    check("cost_calculations_amount_non_negative", sql`${t.amountPaidCents} >= 0`),
    check("cost_calculations_cost_non_negative", sql`${t.costPerThousandCents} >= 0`),
  ],
);

export const transactionTypeEnum = pgEnum("transaction_type", TRANSACTION_TYPES);

export const pointsTransactions = pgTable(
  "points_transactions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    type: transactionTypeEnum().notNull(),
    amount: integer().notNull(),
    description: text(),
    transactionDate: date({ mode: "string" }).notNull(),
    // bigint: a 100-million-mile usage at a high average passes the integer range.
    costCents: bigint({ mode: "number" }),
    // Only movements that add miles can carry an expiry (docs/decisions/014).
    expiresOn: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "points_transactions_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    // Serves the list and the dashboard's LIMIT 3 as an index scan that stops after three rows,
    // however many transactions the user has (see cost_calculations_user_date_idx for NULLS FIRST).
    index("points_transactions_user_date_idx").on(
      t.userId,
      t.transactionDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    // Reports filter by program or by type; each filter keeps the newest-first order readable
    // from an index, so the first page costs the same for 10 or 100,000 movements.
    index("points_transactions_program_date_idx").on(
      t.programId,
      t.transactionDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("points_transactions_user_type_date_idx").on(
      t.userId,
      t.type,
      t.transactionDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    check("points_transactions_amount_positive", sql`${t.amount} > 0`),
    check("points_transactions_cost_non_negative", sql`${t.costCents} is null or ${t.costCents} >= 0`),
    check(
      "points_transactions_expiry_only_incoming",
      sql`${t.expiresOn} is null or ${t.type} in ('accumulation', 'bonus', 'transfer')`,
    ),
  ],
);
