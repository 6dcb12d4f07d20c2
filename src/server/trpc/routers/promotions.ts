import {
  PromotionFeaturedInputSchema,
  PromotionFeedInputSchema,
  PromotionInputSchema,
  PromotionUpdateInputSchema,
} from "@/shared/schemas/promotions";
import {
  createPromotion,
  listAllPromotions,
  listPromotionFeed,
  listPromotionPrograms,
  setPromotionFeatured,
  updatePromotion,
} from "../../services/promotions/promotions";
import {
  createPromotionAlert,
  listPromotionAlerts,
  removePromotionAlert,
} from "../../services/promotions/promotion-alerts";
import { PROMOTION_MATCH_QUEUE } from "../../services/promotions/promotion-matches";
import { PromotionAlertIdInputSchema, PromotionAlertInputSchema } from "@/shared/schemas/promotion-alerts";
import { featureOpen } from "@/shared/domain/payments/plan-access";
import type { RequestContext } from "../context";
import { adminProcedure, authedProcedure, promotionAlertsProcedure, promotionsViewerProcedure, router } from "../init";

/**
 * 'Avise-me' (docs/decisions/044): members are told once the change is committed, by a task. The
 * promotion is saved whatever happens here: a task that could not be queued is logged, not
 * answered as a failed save the admin would repeat.
 */
async function queueMatching<T extends { id: string }>(ctx: Pick<RequestContext, "tasks" | "log">, promotion: T) {
  try {
    await ctx.tasks.enqueue(PROMOTION_MATCH_QUEUE, { promotionId: promotion.id });
  } catch (error) {
    ctx.log.error({ err: error, promotionId: promotion.id }, "Falha ao agendar os alertas da promoção");
  }
  return promotion;
}

/** Without access no promotion field leaves the server: the page shows the plans instead. */
const LOCKED = { access: false } as const;

export const promotionsRouter = router({
  feed: promotionsViewerProcedure
    .input(PromotionFeedInputSchema)
    .query(async ({ ctx, input }) =>
      ctx.canSeePromotions ? { access: true as const, ...(await listPromotionFeed(ctx.db, input)) } : LOCKED,
    ),
  programs: promotionsViewerProcedure.query(async ({ ctx }) =>
    ctx.canSeePromotions ? { access: true as const, programs: await listPromotionPrograms(ctx.db) } : LOCKED,
  ),
  /** Listing and removing are every member's, so one whose plan ended can still clear them. */
  alerts: router({
    /** With whether the member's plan lets them add one, so the feed offers the form or the plan. */
    list: authedProcedure.query(async ({ ctx }) => ({
      canCreate: featureOpen(ctx.entitlement, "promotionAlerts"),
      alerts: await listPromotionAlerts(ctx.db, ctx.walletScope),
    })),
    create: promotionAlertsProcedure
      .input(PromotionAlertInputSchema)
      .mutation(({ ctx, input }) => createPromotionAlert(ctx.db, ctx.walletScope, input)),
    remove: authedProcedure
      .input(PromotionAlertIdInputSchema)
      .mutation(({ ctx, input }) => removePromotionAlert(ctx.db, ctx.walletScope, input.id)),
  }),
  admin: router({
    list: adminProcedure.query(({ ctx }) => listAllPromotions(ctx.db)),
    create: adminProcedure
      .input(PromotionInputSchema)
      .mutation(async ({ ctx, input }) => queueMatching(ctx, await createPromotion(ctx.db, ctx.user, input))),
    update: adminProcedure
      .input(PromotionUpdateInputSchema)
      .mutation(async ({ ctx, input }) => queueMatching(ctx, await updatePromotion(ctx.db, ctx, input))),
    setFeatured: adminProcedure
      .input(PromotionFeaturedInputSchema)
      .mutation(({ ctx, input }) => setPromotionFeatured(ctx.db, input)),
  }),
});
