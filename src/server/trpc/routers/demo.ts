import { invalidateSession } from "../../auth/sessions";
import { demoAvailable, startDemoSession } from "../../services/demo/demo-session";
import { publicProcedure, router } from "../init";

export const demoRouter = router({
  available: publicProcedure.query(async ({ ctx }) => ({ available: await demoAvailable(ctx.db) })),

  /** Replaces whatever session the browser had: entering the demo is leaving one's own account. */
  start: publicProcedure.meta({ allowedWhenReadOnly: true }).mutation(async ({ ctx }) => {
    const demo = await startDemoSession(ctx.db, ctx.client);
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    ctx.sessionCookie.set(demo);
    return { ok: true as const };
  }),
});
