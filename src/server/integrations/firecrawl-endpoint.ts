import type { Env } from "../env";
import type { FirecrawlSettings } from "./firecrawl";
import { startFirecrawlFixtureServer, type FirecrawlFixtureServer } from "./firecrawl-fixture-server";

/**
 * Where the scraper's SDK calls go. FIRECRAWL_API_URL set: that service (live). Unset: test
 * mode, the offline default: a Firecrawl-compatible fixture server on a loopback port of this
 * process, started on first use, answers with recorded airline pages. Either way the real SDK
 * makes real HTTP calls; the UI labels test-mode results 'Modo de teste'.
 */
export type ScraperMode = "live" | "test";

export interface FirecrawlEndpoint {
  readonly mode: ScraperMode;
  settings(): Promise<FirecrawlSettings>;
  close(): Promise<void>;
}

export function createFirecrawlEndpoint(
  env: Pick<Env, "FIRECRAWL_API_URL" | "FIRECRAWL_TIMEOUT_MS">,
): FirecrawlEndpoint {
  const timeoutMs = env.FIRECRAWL_TIMEOUT_MS;
  const liveUrl = env.FIRECRAWL_API_URL;
  if (liveUrl) {
    return { mode: "live", settings: async () => ({ apiUrl: liveUrl, timeoutMs }), close: async () => {} };
  }

  let fixtureServer: Promise<FirecrawlFixtureServer> | null = null;
  const started = () => {
    fixtureServer ??= startFirecrawlFixtureServer().catch((error: unknown) => {
      fixtureServer = null;
      throw error;
    });
    return fixtureServer;
  };
  return {
    mode: "test",
    settings: async () => ({ apiUrl: (await started()).url, timeoutMs }),
    close: async () => {
      const running = fixtureServer;
      fixtureServer = null;
      await running?.then(
        (server) => server.close(),
        () => undefined,
      );
    },
  };
}
