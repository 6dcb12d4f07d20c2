import { router } from "./init";
import { accountRouter } from "./routers/account";
import { adminRouter } from "./routers/admin";
import { authRouter } from "./routers/auth";
import { billingRouter } from "./routers/billing";
import { catalogueRouter } from "./routers/catalogue";
import { checkoutRouter } from "./routers/checkout";
import { coursesRouter } from "./routers/courses";
import { demoRouter } from "./routers/demo";
import { flightsRouter } from "./routers/flights";
import { homepageRouter } from "./routers/homepage";
import { householdRouter } from "./routers/household";
import { notificationsRouter } from "./routers/notifications";
import { reportsRouter } from "./routers/reports";
import { promotionsRouter } from "./routers/promotions";
import { walletRouter } from "./routers/wallet";

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  auth: authRouter,
  billing: billingRouter,
  catalogue: catalogueRouter,
  checkout: checkoutRouter,
  courses: coursesRouter,
  demo: demoRouter,
  flights: flightsRouter,
  homepage: homepageRouter,
  household: householdRouter,
  notifications: notificationsRouter,
  reports: reportsRouter,
  promotions: promotionsRouter,
  wallet: walletRouter,
});

export type AppRouter = typeof appRouter;
