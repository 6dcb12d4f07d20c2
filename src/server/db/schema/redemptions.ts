import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { REDEMPTION_CABINS } from "@/shared/domain/household/redemption-value";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { beneficiaries, holders } from "./household";
import { walletEntries } from "./ledger";
import { loyaltyPrograms } from "./wallet";

/**
 * A redemption (emissão, docs/decisions/039): the ledger debit that paid for it (same id, source
 * and type 'redemption': its miles, issue date and the cost of the lots it consumed live there and
 * nowhere else) plus what the ticket was. Removing the entry removes the redemption.
 */
export const redemptions = pgTable(
  "redemptions",
  {
    id: uuid()
      .primaryKey()
      .references(() => walletEntries.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    origin: varchar({ length: 3 }).notNull(),
    destination: varchar({ length: 3 }).notNull(),
    departureOn: date({ mode: "string" }).notNull(),
    returnOn: date({ mode: "string" }),
    cabin: text({ enum: REDEMPTION_CABINS }).notNull(),
    taxesCents: bigint({ mode: "number" }).notNull().default(0),
    // What the same ticket cost in money; without it there is no R$ per thousand nor verdict.
    cashPriceCents: bigint({ mode: "number" }),
    bookingCode: text(),
    note: text(),
    // Saved past a CPF limit after the member confirmed it (services/household/redemptions.ts).
    confirmedOverLimit: boolean().notNull().default(false),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "redemptions_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    index("redemptions_user_departure_idx").on(t.userId, t.departureOn.desc().nullsFirst()),
    index("redemptions_program_idx").on(t.programId),
    check("redemptions_airports", sql`${t.origin} ~ '^[A-Z]{3}$' and ${t.destination} ~ '^[A-Z]{3}$'`),
    check("redemptions_distinct_airports", sql`${t.origin} <> ${t.destination}`),
    check("redemptions_return_after", sql`${t.returnOn} is null or ${t.returnOn} >= ${t.departureOn}`),
    check("redemptions_money_non_negative", sql`${t.taxesCents} >= 0 and coalesce(${t.cashPriceCents}, 0) >= 0`),
  ],
);

/** Who flew: the program's holder or another of the account's holders, or a beneficiary. */
export const redemptionPassengers = pgTable(
  "redemption_passengers",
  {
    redemptionId: uuid()
      .notNull()
      .references(() => redemptions.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    // Restricted: a person still on a registered ticket cannot be removed (their place would vanish).
    holderId: uuid(),
    beneficiaryId: uuid(),
  },
  (t) => [
    primaryKey({ name: "redemption_passengers_pkey", columns: [t.redemptionId, t.position] }),
    foreignKey({
      name: "redemption_passengers_holder_fk",
      columns: [t.holderId, t.userId],
      foreignColumns: [holders.id, holders.userId],
    }),
    foreignKey({
      name: "redemption_passengers_beneficiary_fk",
      columns: [t.beneficiaryId, t.userId],
      foreignColumns: [beneficiaries.id, beneficiaries.userId],
    }),
    uniqueIndex("redemption_passengers_holder_key").on(t.redemptionId, t.holderId),
    uniqueIndex("redemption_passengers_beneficiary_key").on(t.redemptionId, t.beneficiaryId),
    index("redemption_passengers_holder_idx").on(t.holderId),
    index("redemption_passengers_beneficiary_idx").on(t.beneficiaryId),
    check("redemption_passengers_one_person", sql`(${t.holderId} is null) <> (${t.beneficiaryId} is null)`),
  ],
);

/**
 * A fixed-list program's registered beneficiaries (Azul Fidelidade): who is on the list and since
 * when; a person taken off keeps the row with `removed_on`, so past counts stay what they were.
 */
export const cpfListEntries = pgTable(
  "cpf_list_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    beneficiaryId: uuid().notNull(),
    addedOn: date({ mode: "string" }).notNull(),
    removedOn: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "cpf_list_entries_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    foreignKey({
      name: "cpf_list_entries_beneficiary_fk",
      columns: [t.beneficiaryId, t.userId],
      foreignColumns: [beneficiaries.id, beneficiaries.userId],
    }),
    index("cpf_list_entries_program_idx").on(t.programId),
    // One open entry per person and program.
    uniqueIndex("cpf_list_entries_open_key")
      .on(t.programId, t.beneficiaryId)
      .where(sql`${t.removedOn} is null`),
    check("cpf_list_entries_dates", sql`${t.removedOn} is null or ${t.removedOn} >= ${t.addedOn}`),
  ],
);
