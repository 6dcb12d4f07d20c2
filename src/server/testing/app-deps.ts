import type { Db } from "../db/client";
import type { Env } from "../env";
import { createFirecrawlEndpoint } from "../integrations/firecrawl-endpoint";
import { createStripeEndpoint } from "../integrations/stripe/endpoint";
import type { AppDeps } from "../trpc/context";
import { temporaryDiskStorage } from "./temporary-storage";
import { testEnv } from "./test-app";

/**
 * What a request context is built from, outside `buildApp`: for tests that call procedures
 * without the whole app (wallet-actors.ts) or mount the router themselves (the transport's
 * equivalence suite). Mail goes to the log; no jobs run; queued tasks are dropped.
 */
export function testAppDeps(db: Db, env: Env = testEnv()): AppDeps {
  return {
    db,
    env,
    mailer: { mode: "log", send: async () => {} },
    storage: temporaryDiskStorage().storage,
    // Test mode: its fixture server only starts if a test scrapes through these dependencies.
    firecrawl: createFirecrawlEndpoint(env),
    // Offline mode; its fake server too only starts if a test pays through them.
    stripe: createStripeEndpoint(env),
    jobs: null,
    tasks: { enqueue: async () => {} },
  };
}
