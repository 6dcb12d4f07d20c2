import {
  CatalogueEntryIdInputSchema,
  CatalogueEntryInputSchema,
  CatalogueEntryUpdateInputSchema,
} from "@/shared/schemas/program-catalogue";
import { CpfLimitRuleInputSchema } from "@/shared/schemas/household";
import { ClubPlanInputSchema, ClubPlanUpdateInputSchema } from "@/shared/schemas/clubs";
import { createClubPlan, listClubPlans, updateClubPlan } from "../../services/clubs/club-plans";
import {
  createCatalogueEntry,
  listCatalogueAudit,
  updateCatalogueEntry,
} from "../../services/catalogue/catalogue-admin";
import { listProgramCatalogue } from "../../services/catalogue/program-catalogue";
import { listCpfLimitRules, saveCpfLimitRule } from "../../services/household/cpf-rules";
import { adminProcedure, publicProcedure, router } from "../init";

/**
 * The catalogue of known programs (docs/decisions/034): anyone reads it (it holds public facts and
 * feeds the wallet, the calculators and the transfer form); only admins change it, each change
 * with its audit row (program_catalogue_audit) and a log line.
 */
export const catalogueRouter = router({
  list: publicProcedure.query(({ ctx }) => listProgramCatalogue(ctx.db)),
  create: adminProcedure.input(CatalogueEntryInputSchema).mutation(async ({ ctx, input }) => {
    const entry = await createCatalogueEntry(ctx.db, ctx.user, input);
    ctx.log.info({ catalogueId: entry.id, actorId: ctx.user.id }, "catalogue: entry created");
    return entry;
  }),
  update: adminProcedure.input(CatalogueEntryUpdateInputSchema).mutation(async ({ ctx, input }) => {
    const entry = await updateCatalogueEntry(ctx.db, ctx.user, input);
    ctx.log.info({ catalogueId: entry.id, actorId: ctx.user.id }, "catalogue: entry updated");
    return entry;
  }),
  // Each airline's CPF limit (docs/decisions/039): public facts, set by admins with an audit row.
  cpfLimits: publicProcedure.query(({ ctx }) => listCpfLimitRules(ctx.db)),
  saveCpfLimit: adminProcedure.input(CpfLimitRuleInputSchema).mutation(async ({ ctx, input }) => {
    const rule = await saveCpfLimitRule(ctx.db, ctx.user, input);
    ctx.log.info({ catalogueId: rule.catalogueId, actorId: ctx.user.id }, "catalogue: CPF limit saved");
    return rule;
  }),
  // Club plans (docs/decisions/042): public facts with their source; each change audited on its entry.
  clubPlans: publicProcedure.query(({ ctx }) => listClubPlans(ctx.db)),
  createClubPlan: adminProcedure.input(ClubPlanInputSchema).mutation(async ({ ctx, input }) => {
    const plan = await createClubPlan(ctx.db, ctx.user, input);
    ctx.log.info({ clubPlanId: plan.id, actorId: ctx.user.id }, "catalogue: club plan created");
    return plan;
  }),
  updateClubPlan: adminProcedure.input(ClubPlanUpdateInputSchema).mutation(async ({ ctx, input }) => {
    const plan = await updateClubPlan(ctx.db, ctx.user, input);
    ctx.log.info({ clubPlanId: plan.id, actorId: ctx.user.id }, "catalogue: club plan updated");
    return plan;
  }),
  history: adminProcedure
    .input(CatalogueEntryIdInputSchema)
    .query(({ ctx, input }) => listCatalogueAudit(ctx.db, input)),
});
