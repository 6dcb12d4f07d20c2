import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { CPF_COUNTINGS, CPF_WINDOWS } from "@/shared/domain/household/cpf-limits";
import { timestamptz } from "./columns";
import { programCatalogue } from "./program-catalogue";

/**
 * Each airline's CPF limit as catalogue data (docs/decisions/039): the numbers of domain-br.md,
 * each with its source and the day it was checked, seeded by drizzle/0014 and edited by admins
 * with the catalogue's audit trail. How each window counts is shared/domain/household/cpf-limits.ts.
 */
export const cpfLimitRules = pgTable(
  "cpf_limit_rules",
  {
    catalogueId: uuid()
      .primaryKey()
      .references(() => programCatalogue.id, { onDelete: "cascade" }),
    limit: integer().notNull(),
    window: text({ enum: CPF_WINDOWS }).notNull(),
    counts: text({ enum: CPF_COUNTINGS }).notNull(),
    waitDays: integer().notNull().default(0),
    infantsExempt: boolean().notNull().default(false),
    // What the sources disagree on ("5 a 8 por categoria, não confirmado").
    note: text(),
    source: text().notNull(),
    checkedOn: date({ mode: "string" }).notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check("cpf_limit_rules_limit_positive", sql`${t.limit} between 1 and 1000`),
    check("cpf_limit_rules_window_valid", sql`${t.window} in ('calendar_year', 'rolling_12_months', 'fixed_list')`),
    check("cpf_limit_rules_counts_valid", sql`${t.counts} in ('person', 'ticket')`),
    check("cpf_limit_rules_list_counts_people", sql`${t.window} <> 'fixed_list' or ${t.counts} = 'person'`),
    check("cpf_limit_rules_wait_range", sql`${t.waitDays} between 0 and 365`),
  ],
);
