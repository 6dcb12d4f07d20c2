import { getHomepageSettings } from "../../services/homepage";
import { publicProcedure, router } from "../init";

export const homepageRouter = router({
  get: publicProcedure.query(({ ctx }) => getHomepageSettings(ctx.db)),
});
