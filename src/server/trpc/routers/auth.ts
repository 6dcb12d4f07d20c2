import {
  LoginInputSchema,
  PasswordResetInputSchema,
  PasswordResetRequestInputSchema,
  ResetTokenInputSchema,
  SignupInputSchema,
} from "@/shared/schemas/auth";
import { onTrialOnly } from "@/shared/domain/payments/plan-access";
import { trialLastDay } from "@/shared/domain/payments/trial";
import { logAuthEvent } from "../../auth/auth-events";
import { invalidateSession } from "../../auth/sessions";
import { login, signup } from "../../services/account/accounts";
import { requestPasswordReset, resetLinkStatus, resetPassword } from "../../services/account/password-reset";
import { authAttemptProcedure, publicProcedure, router } from "../init";

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => {
    if (!ctx.user) return null;
    const { id, email, fullName, isAdmin } = ctx.user;
    return {
      id,
      email,
      fullName,
      isAdmin,
      readOnly: ctx.readOnly,
      hasDashboardAccess: ctx.hasDashboardAccess,
      // The header's "Teste grátis até dd/mm/aaaa" (docs/decisions/031): set only while the trial runs.
      trialLastDay: onTrialOnly(ctx.entitlement) && ctx.trialEndsAt ? trialLastDay(ctx.trialEndsAt) : null,
    };
  }),

  signup: authAttemptProcedure.input(SignupInputSchema).mutation(async ({ ctx, input }) => {
    const result = await signup(ctx, input, ctx.ip);
    if (result.status === "confirmation_required") return { status: result.status };
    ctx.sessionCookie.set(result.session);
    return { status: result.status };
  }),

  login: authAttemptProcedure.input(LoginInputSchema).mutation(async ({ ctx, input }) => {
    ctx.sessionCookie.set(await login(ctx, input, ctx.ip));
    return { ok: true as const };
  }),

  requestPasswordReset: authAttemptProcedure.input(PasswordResetRequestInputSchema).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx, input.email, ctx.ip);
    return { ok: true as const };
  }),

  // A mutation although it changes nothing: the token travels in the body, never in a URL that
  // request logs and proxies keep (docs/security.md, "Single-use tokens in logs").
  resetLinkStatus: publicProcedure
    .meta({ allowedWhenReadOnly: true })
    .input(ResetTokenInputSchema)
    .mutation(async ({ ctx, input }) => ({ status: await resetLinkStatus(ctx.db, input.token) })),

  resetPassword: authAttemptProcedure.input(PasswordResetInputSchema).mutation(async ({ ctx, input }) => {
    ctx.sessionCookie.set(await resetPassword(ctx, input));
    return { ok: true as const };
  }),

  logout: publicProcedure.meta({ allowedWhenReadOnly: true }).mutation(async ({ ctx }) => {
    if (ctx.session) {
      await invalidateSession(ctx.db, ctx.session.id);
      logAuthEvent(ctx.log, "logout", { userId: ctx.user?.id ?? null });
    }
    ctx.sessionCookie.clear();
    return { ok: true as const };
  }),
});
