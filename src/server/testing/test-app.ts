import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppDeps } from "../app";
import { parseEnv, type Env } from "../env";
import type { Mailer } from "../integrations/mail";
import type { FileStorage } from "../integrations/storage";
import { temporaryDiskStorage } from "./temporary-storage";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_APP_URL = "http://localhost:3000";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Tests sign many people up from one address; the signup limit's own tests set it back down.
  return parseEnv({
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    SIGNUP_LIMIT_PER_HOUR: "100000",
    ...overrides,
  });
}

/** A second app on an existing test database, e.g. to see the same data under other settings. */
export function buildAppOn(database: TestDatabase, env: Record<string, string>): Promise<FastifyInstance> {
  return buildApp({ env: testEnv(env), database, storage: temporaryDiskStorage().storage });
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    storage?: FileStorage;
    logStream?: BuildAppDeps["logStream"];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = testEnv(options.env);
  const storage = options.storage ?? temporaryDiskStorage().storage;
  const app = await buildApp({ env, database, mailer: options.mailer, storage, logStream: options.logStream });
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
