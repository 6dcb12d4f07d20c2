import { CheckoutInputSchema, VerifyPaymentInputSchema } from "@/shared/schemas/payments";
import { createCheckout } from "../../services/payments/checkout";
import { syncCheckoutSession } from "../../services/payments/sync";
import { authedProcedure, router } from "../init";

/** docs/product.md §7 create-checkout and verify-payment, for logged-in members (visitors get UNAUTHORIZED). */
export const checkoutRouter = router({
  create: authedProcedure
    .meta({ waitsOnOutsideService: true })
    .input(CheckoutInputSchema)
    .mutation(({ ctx, input }) =>
      createCheckout({ db: ctx.db, stripe: ctx.stripe, log: ctx.log, appUrl: ctx.env.APP_URL }, ctx.user, input),
    ),
  /** `success` decides confirmed or still processing (docs/product.md §7); `status` tells pending from failed. */
  verify: authedProcedure
    .meta({ waitsOnOutsideService: true })
    .input(VerifyPaymentInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { state } = await syncCheckoutSession(ctx, input.sessionId, { ownerId: ctx.user.id });
      return { success: state === "paid", status: state };
    }),
});
