import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CpfLimitRuleInputSchema } from "@/shared/schemas/household";
import type { Db } from "../../db/client";
import { cpfLimitRules as rules, programCatalogue, programCatalogueAudit } from "../../db/schema";
import { AppError } from "../../errors";
import type { AdminActor } from "../access/access-grants";

/**
 * The CPF limit rules, one per catalogue entry (docs/decisions/039): anyone reads them (public
 * facts, like the catalogue); an admin sets one with a row in the catalogue's audit trail, each
 * changed field named `cpfLimit.<field>`.
 */
const ruleColumns = {
  catalogueId: rules.catalogueId,
  programName: programCatalogue.name,
  limit: rules.limit,
  window: rules.window,
  counts: rules.counts,
  waitDays: rules.waitDays,
  infantsExempt: rules.infantsExempt,
  note: rules.note,
  source: rules.source,
  checkedOn: rules.checkedOn,
};

export function listCpfLimitRules(db: Db) {
  return db
    .select(ruleColumns)
    .from(rules)
    .innerJoin(programCatalogue, eq(programCatalogue.id, rules.catalogueId))
    .orderBy(asc(programCatalogue.name));
}

type RuleInput = z.output<typeof CpfLimitRuleInputSchema>;
type RuleFields = Omit<RuleInput, "catalogueId">;

export async function saveCpfLimitRule(db: Db, actor: AdminActor, input: RuleInput) {
  const { catalogueId, ...fields } = input;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: programCatalogue.id })
      .from(programCatalogue)
      .where(eq(programCatalogue.id, catalogueId))
      .for("update");
    if (!entry) throw new AppError("CATALOGUE_ENTRY_NOT_FOUND");
    const [before] = await tx.select().from(rules).where(eq(rules.catalogueId, catalogueId));
    await tx
      .insert(rules)
      .values({ catalogueId, ...fields })
      .onConflictDoUpdate({ target: rules.catalogueId, set: { ...fields, updatedAt: sql`now()` } });
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of Object.keys(fields) as (keyof RuleFields)[]) {
      const previous = before ? before[field] : null;
      if (previous !== fields[field]) changes[`cpfLimit.${field}`] = { before: previous, after: fields[field] };
    }
    if (Object.keys(changes).length > 0) {
      await tx.insert(programCatalogueAudit).values({
        catalogueId,
        actorId: actor.id,
        actorEmail: actor.email,
        action: "update",
        changes,
      });
    }
    const [saved] = await tx
      .select(ruleColumns)
      .from(rules)
      .innerJoin(programCatalogue, eq(programCatalogue.id, rules.catalogueId))
      .where(eq(rules.catalogueId, catalogueId));
    if (!saved) throw new Error("rule vanished");
    return saved;
  });
}
