/**
 * The bare twin the app is measured against (docs/performance.md): Fastify and postgres.js, nothing else;
 * per route (bench/twin/) the same joined session lookup and the same SQL as the app, and
 * byte-identical answers in tRPC's envelope (run.ts checks that). Started by run.ts:
 * `tsx bench/baseline-server.ts`.
 */
import Fastify from "fastify";
import { registerAuthMe } from "./twin/auth-me";
import { registerCourseLesson } from "./twin/course-lesson";
import { sql } from "./twin/context";
import { registerDashboardSummary } from "./twin/dashboard-summary";
import { registerProgramsList } from "./twin/programs-list";
import { registerPromotionsFeed } from "./twin/promotions-feed";
import { registerReportPage } from "./twin/report-page";

const port = Number(process.env.BENCH_PORT ?? 4399);
const app = Fastify();

registerAuthMe(app);
registerDashboardSummary(app);
registerProgramsList(app);
registerReportPage(app);
registerPromotionsFeed(app);
registerCourseLesson(app);
app.get("/healthz", async () => ({ status: "ok" }));

process.on(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => sql.end())
      .then(() => process.exit(0)),
);
await app.listen({ port, host: "127.0.0.1" });
