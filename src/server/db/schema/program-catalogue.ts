import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROGRAM_KINDS } from "@/shared/domain/wallet/program-kind";
import { users } from "./auth";
import { timestamptz } from "./columns";

/**
 * Known programs (docs/decisions/034): their kind, usual validity per origin, minimum transfer and
 * market band per thousand, each fact with the source and the day it was checked. Seeded from
 * public pages by drizzle/0012_program_catalogue.sql; an admin edits it in /admin.
 */
export const programCatalogue = pgTable(
  "program_catalogue",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    kind: text({ enum: PROGRAM_KINDS }).notNull(),
    // Other names members type for it ("TudoAzul", "GOL Smiles"); program_catalogue_match reads them.
    aliases: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    purchaseValidityMonths: integer(),
    bonusValidityMonths: integer(),
    clubValidityMonths: integer(),
    // Miles earned flying the program's own airline (Smiles: 6 years for GOL flights).
    flightValidityMonths: integer(),
    // What a number cannot say: "Gold and above: no expiry", "club points do not expire while active".
    validityNote: text(),
    minimumTransferPoints: integer(),
    // Where validity, minimum and partners come from, and when they were checked.
    rulesSource: text(),
    rulesCheckedOn: date({ mode: "string" }),
    referenceLowCents: integer(),
    referenceHighCents: integer(),
    referenceSource: text(),
    referenceCheckedOn: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("program_catalogue_name_key").on(sql`lower(${t.name})`),
    check("program_catalogue_name_present", sql`length(btrim(${t.name})) > 0`),
    check("program_catalogue_kind_valid", sql`${t.kind} in ('pontos', 'milhas')`),
    check(
      "program_catalogue_validity_range",
      sql`coalesce(${t.purchaseValidityMonths}, 1) between 1 and 240
        and coalesce(${t.bonusValidityMonths}, 1) between 1 and 240
        and coalesce(${t.clubValidityMonths}, 1) between 1 and 240
        and coalesce(${t.flightValidityMonths}, 1) between 1 and 240`,
    ),
    check("program_catalogue_minimum_positive", sql`coalesce(${t.minimumTransferPoints}, 1) > 0`),
    // A band is whole (low ≤ high, both positive) and never without its source and date.
    check(
      "program_catalogue_reference_complete",
      sql`(${t.referenceLowCents} is null and ${t.referenceHighCents} is null)
        or (${t.referenceLowCents} > 0 and ${t.referenceHighCents} >= ${t.referenceLowCents}
            and ${t.referenceSource} is not null and ${t.referenceCheckedOn} is not null)`,
    ),
  ],
);

/** Typical transfers out of a program and their ratio: `points_sent` become `miles_received`. */
export const programCataloguePartners = pgTable(
  "program_catalogue_partners",
  {
    sourceId: uuid()
      .notNull()
      .references(() => programCatalogue.id, { onDelete: "cascade" }),
    destinationId: uuid()
      .notNull()
      .references(() => programCatalogue.id, { onDelete: "cascade" }),
    pointsSent: integer().notNull(),
    milesReceived: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: "program_catalogue_partners_pkey", columns: [t.sourceId, t.destinationId] }),
    index("program_catalogue_partners_destination_idx").on(t.destinationId),
    check("program_catalogue_partners_not_self", sql`${t.sourceId} <> ${t.destinationId}`),
    check("program_catalogue_partners_ratio_positive", sql`${t.pointsSent} > 0 and ${t.milesReceived} > 0`),
  ],
);

/**
 * Every admin change to the catalogue: who, when, and each changed field's value before and after.
 * Rows are never updated; the actor's e-mail is copied so the record reads after the account goes.
 */
export const programCatalogueAudit = pgTable(
  "program_catalogue_audit",
  {
    id: uuid().primaryKey().defaultRandom(),
    catalogueId: uuid()
      .notNull()
      .references(() => programCatalogue.id, { onDelete: "cascade" }),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    action: text({ enum: ["create", "update"] }).notNull(),
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("program_catalogue_audit_entry_created_idx").on(t.catalogueId, t.createdAt.desc().nullsFirst()),
    check("program_catalogue_audit_action_valid", sql`${t.action} in ('create', 'update')`),
  ],
);
