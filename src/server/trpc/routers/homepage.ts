import { HomepageSettingsInputSchema } from "@/shared/schemas/homepage";
import { getHomepageSettings, updateHomepageSettings } from "../../services/admin/homepage";
import { adminProcedure, publicProcedure, router } from "../init";

export const homepageRouter = router({
  get: publicProcedure.query(({ ctx }) => getHomepageSettings(ctx.db)),
  update: adminProcedure
    .input(HomepageSettingsInputSchema)
    .mutation(({ ctx, input }) => updateHomepageSettings(ctx.db, ctx, input)),
});
