import { router } from "./init";
import { authRouter } from "./routers/auth";
import { homepageRouter } from "./routers/homepage";
import { promotionsRouter } from "./routers/promotions";
import { walletRouter } from "./routers/wallet";

export const appRouter = router({
  auth: authRouter,
  homepage: homepageRouter,
  promotions: promotionsRouter,
  wallet: walletRouter,
});

export type AppRouter = typeof appRouter;
