import path from "node:path";
import { deleteExpiredSessions } from "./auth/sessions";
import { buildApp } from "./app";
import { createDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { loadEnv } from "./env";
import { closeWithin } from "./http/graceful-shutdown";
import { createFileStorage } from "./integrations/storage";
import { paymentsModeFor } from "./integrations/stripe/endpoint";
import { findProjectPath } from "./paths";
import { promoteListedAdmins } from "./services/access/access";
import { seedDemoOnStart } from "./services/demo/seed-on-start";
import { deleteStaleRateLimitBuckets } from "./services/account/rate-limit";
import { startupNotices } from "./startup-notices";

async function main() {
  const env = loadEnv();
  const database = await createDatabase(env);
  await migrateDatabase(database);
  await promoteListedAdmins(database.db, env.ADMIN_EMAILS);
  await deleteExpiredSessions(database.db);
  await deleteStaleRateLimitBuckets(database.db);

  // The client build is there when its manifest is (the server reads it to write each page's scripts).
  const clientManifest = findProjectPath("dist/client/.vite/manifest.json");
  const clientDir = clientManifest ? path.dirname(path.dirname(clientManifest)) : null;
  const storage = createFileStorage(env);
  const app = await buildApp({ env, database, clientDir, storage, startJobs: true });
  if (env.SEED_DEMO) await seedDemoOnStart(database, app.log, env.APP_URL);
  if (!clientDir) app.log.warn("dist/client não encontrado: rode `npm run build` para servir a interface");
  app.log.info(
    { database: database.engine, mail: env.MAIL_MODE, payments: paymentsModeFor(env), files: storage.description },
    "Milheiro iniciando",
  );
  for (const notice of startupNotices(env)) app.log.warn(notice);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, boundMs: env.SHUTDOWN_TIMEOUT_MS }, "Encerrando: aguardando requisições em andamento");
    // Should a close hook itself hang (a stuck job, a database that stopped answering), exit anyway.
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 10_000).unref();
    try {
      await closeWithin(app, env.SHUTDOWN_TIMEOUT_MS);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Falha ao encerrar");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
