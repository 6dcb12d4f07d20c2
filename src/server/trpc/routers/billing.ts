import { z } from "zod";
import { AdminPaymentsInputSchema } from "@/shared/schemas/payments";
import { listAdminPayments } from "../../services/payments/admin-payments";
import { billingOverview, customerPortalUrl, setCancelAtPeriodEnd } from "../../services/payments/billing";
import { adminProcedure, authedProcedure, router } from "../init";

const SubscriptionInputSchema = z.object({ subscriptionId: z.string().regex(/^sub_\w{1,250}$/) });

/** 'Minha assinatura' for members, and the admin's payments list. */
export const billingRouter = router({
  overview: authedProcedure.query(({ ctx }) => billingOverview(ctx, ctx.user)),
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
