import {
  BeneficiaryInputSchema,
  BeneficiaryUpdateInputSchema,
  CpfListEntryInputSchema,
  CpfListRemovalInputSchema,
  CpfStateInputSchema,
  HolderInputSchema,
  HolderUpdateInputSchema,
  HouseholdIdInputSchema,
  MoveProgramInputSchema,
  RedemptionInputSchema,
  RedemptionListInputSchema,
  RedemptionUpdateInputSchema,
} from "@/shared/schemas/household";
import {
  createBeneficiary,
  getBeneficiary,
  listBeneficiaries,
  removeBeneficiary,
  updateBeneficiary,
} from "../../services/household/beneficiaries";
import { addToCpfList, removeFromCpfList } from "../../services/household/cpf-lists";
import { cpfState } from "../../services/household/cpf-state";
import {
  createHolder,
  getHolder,
  listHolders,
  moveProgram,
  removeHolder,
  updateHolder,
} from "../../services/household/holders";
import { readRedemptions } from "../../services/household/redemption-rows";
import { redemptionSummary } from "../../services/household/redemption-summary";
import {
  createRedemption,
  deleteRedemption,
  getRedemption,
  updateRedemption,
} from "../../services/household/redemptions";
import { dashboardProcedure, householdProcedure, personalDataProcedure, router } from "../init";

/**
 * The household (docs/decisions/039): holders, beneficiaries, redemptions and CPF limits, inside
 * Minha Gestão and the caller's wallet (ctx.walletScope). Adding holders beyond the member is a
 * PRO feature (householdProcedure); everything else comes with Minha Gestão. Lists mask CPFs and
 * birth dates; only `get` answers them whole, for the edit form, and to an API token only under
 * the personal-data scope (personalDataProcedure).
 */
export const householdRouter = router({
  holders: router({
    list: dashboardProcedure.query(({ ctx }) => listHolders(ctx.db, ctx.walletScope)),
    get: personalDataProcedure
      .input(HouseholdIdInputSchema)
      .query(({ ctx, input }) => getHolder(ctx.db, ctx.walletScope, input)),
    create: householdProcedure
      .input(HolderInputSchema)
      .mutation(({ ctx, input }) => createHolder(ctx.db, ctx.walletScope, input)),
    update: dashboardProcedure
      .input(HolderUpdateInputSchema)
      .mutation(({ ctx, input }) => updateHolder(ctx.db, ctx.walletScope, input)),
    remove: dashboardProcedure
      .input(HouseholdIdInputSchema)
      .mutation(({ ctx, input }) => removeHolder(ctx.db, ctx.walletScope, input)),
    moveProgram: dashboardProcedure
      .input(MoveProgramInputSchema)
      .mutation(({ ctx, input }) => moveProgram(ctx.db, ctx.walletScope, input)),
  }),
  beneficiaries: router({
    list: dashboardProcedure.query(({ ctx }) => listBeneficiaries(ctx.db, ctx.walletScope)),
    get: personalDataProcedure
      .input(HouseholdIdInputSchema)
      .query(({ ctx, input }) => getBeneficiary(ctx.db, ctx.walletScope, input)),
    create: dashboardProcedure
      .input(BeneficiaryInputSchema)
      .mutation(({ ctx, input }) => createBeneficiary(ctx.db, ctx.walletScope, input)),
    update: dashboardProcedure
      .input(BeneficiaryUpdateInputSchema)
      .mutation(({ ctx, input }) => updateBeneficiary(ctx.db, ctx.walletScope, input)),
    remove: dashboardProcedure
      .input(HouseholdIdInputSchema)
      .mutation(({ ctx, input }) => removeBeneficiary(ctx.db, ctx.walletScope, input)),
  }),
  redemptions: router({
    list: dashboardProcedure
      .input(RedemptionListInputSchema)
      .query(({ ctx, input }) =>
        readRedemptions(ctx.db, ctx.walletScope, { holderId: input.titular, year: input.ano }),
      ),
    get: dashboardProcedure
      .input(HouseholdIdInputSchema)
      .query(({ ctx, input }) => getRedemption(ctx.db, ctx.walletScope, input)),
    summary: dashboardProcedure
      .input(RedemptionListInputSchema)
      .query(({ ctx, input }) => redemptionSummary(ctx.db, ctx.walletScope, input)),
    create: dashboardProcedure
      .input(RedemptionInputSchema)
      .mutation(({ ctx, input }) => createRedemption(ctx.db, ctx.walletScope, input)),
    update: dashboardProcedure
      .input(RedemptionUpdateInputSchema)
      .mutation(({ ctx, input }) => updateRedemption(ctx.db, ctx.walletScope, input)),
    delete: dashboardProcedure
      .input(HouseholdIdInputSchema)
      .mutation(({ ctx, input }) => deleteRedemption(ctx.db, ctx.walletScope, input)),
  }),
  cpf: router({
    state: dashboardProcedure
      .input(CpfStateInputSchema)
      .query(({ ctx, input }) => cpfState(ctx.db, ctx.walletScope, input)),
    addToList: dashboardProcedure
      .input(CpfListEntryInputSchema)
      .mutation(({ ctx, input }) => addToCpfList(ctx.db, ctx.walletScope, input)),
    removeFromList: dashboardProcedure
      .input(CpfListRemovalInputSchema)
      .mutation(({ ctx, input }) => removeFromCpfList(ctx.db, ctx.walletScope, input)),
  }),
});
