import { ClubEndInputSchema, ClubIdInputSchema, ClubInputSchema, ClubUpdateInputSchema } from "@/shared/schemas/clubs";
import { createClub, endClub, listClubs, setClubPaused, updateClub } from "../../services/clubs/clubs";
import { dashboardProcedure, router } from "../init";

/** 'Clubes' on Minha Gestão's program cards (docs/decisions/042): the caller's own clubs only. */
export const clubsRouter = router({
  list: dashboardProcedure.query(({ ctx }) => listClubs(ctx.db, ctx.walletScope)),
  create: dashboardProcedure
    .input(ClubInputSchema)
    .mutation(({ ctx, input }) => createClub(ctx.db, ctx.walletScope, input)),
  update: dashboardProcedure
    .input(ClubUpdateInputSchema)
    .mutation(({ ctx, input }) => updateClub(ctx.db, ctx.walletScope, input)),
  pause: dashboardProcedure
    .input(ClubIdInputSchema)
    .mutation(({ ctx, input }) => setClubPaused(ctx.db, ctx.walletScope, { ...input, paused: true })),
  resume: dashboardProcedure
    .input(ClubIdInputSchema)
    .mutation(({ ctx, input }) => setClubPaused(ctx.db, ctx.walletScope, { ...input, paused: false })),
  end: dashboardProcedure
    .input(ClubEndInputSchema)
    .mutation(({ ctx, input }) => endClub(ctx.db, ctx.walletScope, input)),
});
