import { sql } from "drizzle-orm";
import {
  bigint,
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
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { walletEntries } from "./ledger";
import { programCatalogue } from "./program-catalogue";
import { loyaltyPrograms } from "./wallet";

/**
 * A program's club plans as the catalogue knows them (docs/decisions/042): miles and price per month,
 * minimum stay, validity of the club's miles and its extra transfer bonus, each row with the source
 * and the day it was checked. Seeded from public pages by the migration; an admin edits them.
 */
export const clubPlans = pgTable(
  "club_plans",
  {
    id: uuid().primaryKey().defaultRandom(),
    catalogueId: uuid()
      .notNull()
      .references(() => programCatalogue.id, { onDelete: "cascade" }),
    name: text().notNull(),
    milesPerMonth: integer().notNull(),
    priceCents: bigint({ mode: "number" }).notNull(),
    minimumStayMonths: integer().notNull().default(0),
    validityMonths: integer(),
    // Hundredths of a percent, as transfers store a bonus: +10 % is 1000.
    transferBonusBasisPoints: integer().notNull().default(0),
    note: text(),
    source: text().notNull(),
    checkedOn: date({ mode: "string" }).notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("club_plans_catalogue_name_key").on(t.catalogueId, sql`lower(${t.name})`),
    check("club_plans_name_present", sql`length(btrim(${t.name})) > 0`),
    check("club_plans_source_present", sql`length(btrim(${t.source})) > 0`),
    check("club_plans_miles_positive", sql`${t.milesPerMonth} > 0`),
    check("club_plans_price_positive", sql`${t.priceCents} > 0`),
    check("club_plans_stay_range", sql`${t.minimumStayMonths} between 0 and 60`),
    check("club_plans_validity_range", sql`coalesce(${t.validityMonths}, 1) between 1 and 240`),
    check("club_plans_bonus_range", sql`${t.transferBonusBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A member's subscription to a club on one of their programs. `next_billing_on` is the first
 * billing date not yet posted (or skipped by a pause): the job reads the clubs due by it; what
 * guarantees one lot per period is club_postings' key, not this cursor.
 */
export const clubs = pgTable(
  "clubs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().notNull(),
    planId: uuid().references(() => clubPlans.id, { onDelete: "set null" }),
    name: text().notNull(),
    milesPerMonth: integer().notNull(),
    billingDay: integer().notNull(),
    startsOn: date({ mode: "string" }).notNull(),
    minimumStayMonths: integer().notNull().default(0),
    validityMonths: integer(),
    transferBonusBasisPoints: integer().notNull().default(0),
    nextBillingOn: date({ mode: "string" }).notNull(),
    pausedSince: date({ mode: "string" }),
    endsOn: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "clubs_program_owner_fk",
      columns: [t.programId, t.userId],
      foreignColumns: [loyaltyPrograms.id, loyaltyPrograms.userId],
    }).onDelete("cascade"),
    index("clubs_user_program_idx").on(t.userId, t.programId),
    // The posting job's scan: active clubs by the next date they bill.
    index("clubs_due_idx")
      .on(t.nextBillingOn)
      .where(sql`${t.pausedSince} is null`),
    check("clubs_name_present", sql`length(btrim(${t.name})) > 0`),
    check("clubs_miles_positive", sql`${t.milesPerMonth} > 0`),
    check("clubs_billing_day_range", sql`${t.billingDay} between 1 and 31`),
    check("clubs_stay_range", sql`${t.minimumStayMonths} between 0 and 60`),
    check("clubs_validity_range", sql`coalesce(${t.validityMonths}, 1) between 1 and 240`),
    check("clubs_bonus_range", sql`${t.transferBonusBasisPoints} between 0 and 10000`),
    check("clubs_ends_after_start", sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** A club's price from a period on: a change applies from the next billing date (docs/decisions/042). */
export const clubPrices = pgTable(
  "club_prices",
  {
    clubId: uuid()
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    effectiveFrom: date({ mode: "string" }).notNull(),
    priceCents: bigint({ mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ name: "club_prices_pkey", columns: [t.clubId, t.effectiveFrom] }),
    check("club_prices_price_positive", sql`${t.priceCents} > 0`),
  ],
);

/**
 * One row per club and billing date, written in the transaction that posts its lot: the key makes
 * a second posting of the same period impossible, whichever worker or instance tries. The entry
 * may later be removed by the member; the row stays, so the period is not posted again.
 */
export const clubPostings = pgTable(
  "club_postings",
  {
    clubId: uuid()
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    billingOn: date({ mode: "string" }).notNull(),
    entryId: uuid().references(() => walletEntries.id, { onDelete: "set null" }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "club_postings_pkey", columns: [t.clubId, t.billingOn] })],
);
