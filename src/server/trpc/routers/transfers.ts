import { TransferInputSchema } from "@/shared/schemas/transfers";
import { IdInputSchema } from "@/shared/schemas/wallet";
import { createTransfer } from "../../services/wallet/transfers/create";
import { confirmTransfer, listTransfers, removeTransfer } from "../../services/wallet/transfers/manage";
import { dashboardProcedure, router } from "../init";

/** 'Transferir pontos' (docs/decisions/029): one operation between two of the caller's programs. */
export const transfersRouter = router({
  list: dashboardProcedure.query(({ ctx }) => listTransfers(ctx.db, ctx.walletScope)),
  create: dashboardProcedure
    .input(TransferInputSchema)
    .mutation(({ ctx, input }) => createTransfer(ctx.db, ctx.walletScope, input)),
  remove: dashboardProcedure
    .input(IdInputSchema)
    .mutation(({ ctx, input }) => removeTransfer(ctx.db, ctx.walletScope, input)),
  confirmBonus: dashboardProcedure
    .input(IdInputSchema)
    .mutation(({ ctx, input }) => confirmTransfer(ctx.db, ctx.walletScope, input)),
});
