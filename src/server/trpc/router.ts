import { router } from "./init";
import { authRouter } from "./routers/auth";
import { homepageRouter } from "./routers/homepage";

export const appRouter = router({
  auth: authRouter,
  homepage: homepageRouter,
});

export type AppRouter = typeof appRouter;
