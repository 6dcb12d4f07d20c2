import { router } from "./init";
import { authRouter } from "./routers/auth";
import { flightsRouter } from "./routers/flights";
import { homepageRouter } from "./routers/homepage";
import { walletRouter } from "./routers/wallet";

export const appRouter = router({
  auth: authRouter,
  flights: flightsRouter,
  homepage: homepageRouter,
  wallet: walletRouter,
});

export type AppRouter = typeof appRouter;
