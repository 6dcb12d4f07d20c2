import {
  AccumulationInputSchema,
  AccumulationUpdateInputSchema,
  IdInputSchema,
  ProgramInputSchema,
  ProgramUpdateInputSchema,
  TransactionInputSchema,
  TransactionUpdateInputSchema,
} from "@/shared/schemas/wallet";
import { HolderFilterSchema } from "@/shared/schemas/household";
import {
  createAccumulation,
  deleteAccumulation,
  listAccumulations,
  updateAccumulation,
} from "../../services/wallet/accumulations";
import { dashboardSummary } from "../../services/wallet/dashboard";
import { createProgram, deleteProgram, listPrograms, updateProgram } from "../../services/wallet/programs";
import {
  createTransaction,
  deleteTransaction,
  listTransactions,
  updateTransaction,
} from "../../services/wallet/transactions";
import { confirmPendingBonus, expireLot } from "../../services/wallet/wallet-actions";
import { dashboardProcedure, router } from "../init";
import { clubsRouter } from "./clubs";
import { transfersRouter } from "./transfers";

/** Minha Gestão: every procedure needs dashboard access and sees only the caller's wallet (ctx.walletScope). */
export const walletRouter = router({
  programs: router({
    list: dashboardProcedure
      .input(HolderFilterSchema.optional())
      .query(({ ctx, input }) => listPrograms(ctx.db, ctx.walletScope, undefined, input?.titular)),
    create: dashboardProcedure
      .input(ProgramInputSchema)
      .mutation(({ ctx, input }) => createProgram(ctx.db, ctx.walletScope, input)),
    update: dashboardProcedure
      .input(ProgramUpdateInputSchema)
      .mutation(({ ctx, input }) => updateProgram(ctx.db, ctx.walletScope, input)),
    delete: dashboardProcedure
      .input(IdInputSchema)
      .mutation(({ ctx, input }) => deleteProgram(ctx.db, ctx.walletScope, input)),
    confirmBonus: dashboardProcedure
      .input(IdInputSchema)
      .mutation(({ ctx, input }) => confirmPendingBonus(ctx.db, ctx.walletScope, input)),
  }),
  lots: router({
    expire: dashboardProcedure
      .input(IdInputSchema)
      .mutation(({ ctx, input }) => expireLot(ctx.db, ctx.walletScope, input)),
  }),
  accumulations: router({
    list: dashboardProcedure.query(({ ctx }) => listAccumulations(ctx.db, ctx.walletScope)),
    create: dashboardProcedure
      .input(AccumulationInputSchema)
      .mutation(({ ctx, input }) => createAccumulation(ctx.db, ctx.walletScope, input)),
    update: dashboardProcedure
      .input(AccumulationUpdateInputSchema)
      .mutation(({ ctx, input }) => updateAccumulation(ctx.db, ctx.walletScope, input)),
    delete: dashboardProcedure
      .input(IdInputSchema)
      .mutation(({ ctx, input }) => deleteAccumulation(ctx.db, ctx.walletScope, input)),
  }),
  transactions: router({
    list: dashboardProcedure.query(({ ctx }) => listTransactions(ctx.db, ctx.walletScope)),
    create: dashboardProcedure
      .input(TransactionInputSchema)
      .mutation(({ ctx, input }) => createTransaction(ctx.db, ctx.walletScope, input)),
    update: dashboardProcedure
      .input(TransactionUpdateInputSchema)
      .mutation(({ ctx, input }) => updateTransaction(ctx.db, ctx.walletScope, input)),
    delete: dashboardProcedure
      .input(IdInputSchema)
      .mutation(({ ctx, input }) => deleteTransaction(ctx.db, ctx.walletScope, input)),
  }),
  transfers: transfersRouter,
  clubs: clubsRouter,
  dashboard: router({
    summary: dashboardProcedure
      .input(HolderFilterSchema.optional())
      .query(({ ctx, input }) => dashboardSummary(ctx.db, ctx.walletScope, undefined, input?.titular)),
  }),
});
