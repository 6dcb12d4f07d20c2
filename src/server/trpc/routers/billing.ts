import { z } from "zod";
import { onTrialOnly } from "@/shared/domain/payments/plan-access";
import { trialLastDay } from "@/shared/domain/payments/trial";
import { AdminPaymentsInputSchema } from "@/shared/schemas/payments";
import { listAdminPayments } from "../../services/payments/admin-payments";
import { billingOverview, customerPortalUrl, setCancelAtPeriodEnd } from "../../services/payments/billing";
import { switchToPro } from "../../services/payments/plan-switch";
import { adminProcedure, authedProcedure, router } from "../init";

const SubscriptionInputSchema = z.object({ subscriptionId: z.string().regex(/^sub_\w{1,250}$/) });

/** 'Minha assinatura' for members, and the admin's payments list. */
export const billingRouter = router({
  overview: authedProcedure.query(async ({ ctx }) => ({
    ...(await billingOverview(ctx, ctx.user)),
    // The plan the gates see on this request, and the trial's end (docs/decisions/031).
    plan: ctx.entitlement.plan,
    onTrial: onTrialOnly(ctx.entitlement),
    trialLastDay: ctx.trialEndsAt ? trialLastDay(ctx.trialEndsAt) : null,
  })),
  /** 'Mudar para o PRO': the monthly Promoções subscription moves to PRO, prorated by Stripe. */
  switchToPro: authedProcedure
    .meta({ waitsOnOutsideService: true })
    .input(SubscriptionInputSchema)
    .mutation(({ ctx, input }) => switchToPro(ctx, ctx.user, input.subscriptionId)),
  cancel: authedProcedure
    .meta({ waitsOnOutsideService: true })
    .input(SubscriptionInputSchema)
    .mutation(({ ctx, input }) => setCancelAtPeriodEnd(ctx, ctx.user, input.subscriptionId, true)),
  reactivate: authedProcedure
    .meta({ waitsOnOutsideService: true })
    .input(SubscriptionInputSchema)
    .mutation(({ ctx, input }) => setCancelAtPeriodEnd(ctx, ctx.user, input.subscriptionId, false)),
  portal: authedProcedure
    .meta({ waitsOnOutsideService: true })
    .mutation(({ ctx }) => customerPortalUrl({ ...ctx, appUrl: ctx.env.APP_URL }, ctx.user)),
  admin: router({
    list: adminProcedure.input(AdminPaymentsInputSchema).query(({ ctx, input }) => listAdminPayments(ctx.db, input)),
  }),
});
