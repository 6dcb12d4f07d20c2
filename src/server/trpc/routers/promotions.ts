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
import { adminProcedure, promotionsViewerProcedure, router } from "../init";

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
  admin: router({
    list: adminProcedure.query(({ ctx }) => listAllPromotions(ctx.db)),
    create: adminProcedure
      .input(PromotionInputSchema)
      .mutation(({ ctx, input }) => createPromotion(ctx.db, ctx.user, input)),
    update: adminProcedure
      .input(PromotionUpdateInputSchema)
      .mutation(({ ctx, input }) => updatePromotion(ctx.db, ctx, input)),
    setFeatured: adminProcedure
      .input(PromotionFeaturedInputSchema)
      .mutation(({ ctx, input }) => setPromotionFeatured(ctx.db, input)),
  }),
});
