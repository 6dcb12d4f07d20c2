import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ClubPlanInputSchema, ClubPlanUpdateInputSchema } from "@/shared/schemas/clubs";
import type { Db, DbOrTx } from "../../db/client";
import { violatesForeignKey, violatesUnique } from "../../db/driver-errors";
import { clubPlans, programCatalogue, programCatalogueAudit } from "../../db/schema";
import { AppError } from "../../errors";
import type { AdminActor } from "../access/access-grants";

const p = clubPlans;

const planColumns = {
  id: p.id,
  catalogueId: p.catalogueId,
  programName: programCatalogue.name,
  name: p.name,
  milesPerMonth: p.milesPerMonth,
  priceCents: p.priceCents,
  minimumStayMonths: p.minimumStayMonths,
  validityMonths: p.validityMonths,
  transferBonusBasisPoints: p.transferBonusBasisPoints,
  note: p.note,
  source: p.source,
  checkedOn: p.checkedOn,
};

/** Every club plan of the catalogue (docs/decisions/042), by program and size: public facts, read whole. */
export function listClubPlans(db: DbOrTx) {
  return db
    .select(planColumns)
    .from(p)
    .innerJoin(programCatalogue, eq(programCatalogue.id, p.catalogueId))
    .orderBy(asc(programCatalogue.name), asc(p.milesPerMonth), asc(p.name));
}

type ClubPlanView = Awaited<ReturnType<typeof listClubPlans>>[number];

type PlanInput = z.output<typeof ClubPlanInputSchema>;

function planRow({ transferBonusPercent, ...fields }: Omit<PlanInput, "catalogueId">) {
  return { ...fields, transferBonusBasisPoints: transferBonusPercent * 100 };
}

/** What the audit compares: the plan's own fields, prefixed by its name so the entry's history reads. */
function audited(plan: ReturnType<typeof planRow> | null, name: string) {
  if (!plan) return {};
  return Object.fromEntries(Object.entries(plan).map(([field, value]) => [`plano ${name}: ${field}`, value]));
}

async function planOf(db: DbOrTx, id: string): Promise<ClubPlanView> {
  const [plan] = await db
    .select(planColumns)
    .from(p)
    .innerJoin(programCatalogue, eq(programCatalogue.id, p.catalogueId))
    .where(eq(p.id, id));
  if (!plan) throw new AppError("CLUB_PLAN_NOT_FOUND");
  return plan;
}

async function withNameGuard<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (violatesUnique(error, "club_plans_catalogue_name_key")) throw new AppError("CLUB_PLAN_NAME_TAKEN");
    if (violatesForeignKey(error, "club_plans_catalogue_id_program_catalogue_id_fk"))
      throw new AppError("CATALOGUE_ENTRY_NOT_FOUND");
    throw error;
  }
}

/**
 * Saves a plan and, in the same transaction, an audit row on its program's catalogue entry with each
 * changed field (the entry's 'Histórico', docs/decisions/034). Members' clubs keep their own copy of
 * the figures: a corrected plan changes new clubs, not running ones.
 */
async function save(
  db: Db,
  actor: AdminActor,
  target: { planId: string } | { catalogueId: string },
  input: Omit<PlanInput, "catalogueId">,
) {
  return withNameGuard(
    db.transaction(async (tx) => {
      const row = planRow(input);
      let before: ReturnType<typeof planRow> | null = null;
      let planId: string;
      if ("catalogueId" in target) {
        const [created] = await tx
          .insert(p)
          .values({ ...row, catalogueId: target.catalogueId })
          .returning({ id: p.id });
        if (!created) throw new Error("insert returned no row");
        planId = created.id;
      } else {
        planId = target.planId;
        const [locked] = await tx.select({ id: p.id }).from(p).where(eq(p.id, planId)).for("update");
        if (!locked) throw new AppError("CLUB_PLAN_NOT_FOUND");
        const { transferBonusBasisPoints, ...old } = await planOf(tx, planId);
        before = planRow({ ...old, transferBonusPercent: transferBonusBasisPoints / 100 });
        await tx
          .update(p)
          .set({ ...row, updatedAt: sql`now()` })
          .where(eq(p.id, planId));
      }
      const saved = await planOf(tx, planId);
      const after = audited(row, saved.name);
      const previous = audited(before, saved.name);
      const changes = Object.fromEntries(
        Object.entries(after)
          .filter(([field, value]) => JSON.stringify(previous[field] ?? null) !== JSON.stringify(value ?? null))
          .map(([field, value]) => [field, { before: previous[field] ?? null, after: value ?? null }]),
      );
      if (Object.keys(changes).length > 0) {
        await tx.insert(programCatalogueAudit).values({
          catalogueId: saved.catalogueId,
          actorId: actor.id,
          actorEmail: actor.email,
          action: "update",
          changes,
        });
      }
      return saved;
    }),
  );
}

/** 'Novo plano de clube' in the catalogue editor. */
export function createClubPlan(db: Db, actor: AdminActor, input: PlanInput) {
  const { catalogueId, ...fields } = input;
  return save(db, actor, { catalogueId }, fields);
}

/** 'Editar plano': the figures, the source and the day they were checked. */
export function updateClubPlan(db: Db, actor: AdminActor, input: z.output<typeof ClubPlanUpdateInputSchema>) {
  const { id, ...fields } = input;
  return save(db, actor, { planId: id }, fields);
}
