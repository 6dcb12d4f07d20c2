import type { z } from "zod";
import { airlineSearchUrl } from "@/shared/domain/flights/airline-search-urls";
import { AIRLINE_IDS, AIRLINES, type AirlineId } from "@/shared/domain/flights/airlines";
import { parseScrapedFlights, type ScrapedFlight } from "../../domain/scraped-flights";
import type { ScrapeAirlinesInputSchema, ScraperKeyInputSchema } from "@/shared/schemas/flights";
import type { Db } from "../../db/client";
import { AppError, type AppErrorCode } from "../../errors";
import type { FirecrawlEndpoint, ScraperMode } from "../../integrations/firecrawl-endpoint";
import {
  checkFirecrawlKey,
  FirecrawlFailure,
  scrapeMarkdown,
  type FirecrawlFailureKind,
} from "../../integrations/firecrawl";
import type { Logger } from "../../logger";
import { hitRateLimit, type RateLimitRule } from "../account/rate-limit";

/**
 * The scraping tab (docs/product.md §2, §7): test a Firecrawl key, and read the three airlines' search pages
 * through it. Visitors may use it too, as the spec makes the whole flight finder public: the key
 * and its credits are theirs, and the server only ever asks for the three airline pages built
 * here, so it cannot be used as an open proxy. What the limits guard is this server's outbound
 * calls and keys being tried in bulk: members count per account, visitors per address.
 */
export const SCRAPER_RATE_LIMITS = {
  member: { limit: 12, windowMs: 10 * 60 * 1000 },
  visitor: { limit: 6, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>;

export interface ScraperDeps {
  db: Db;
  firecrawl: FirecrawlEndpoint;
  log: Logger;
}

/** Who is asking: a member's id, else the client address (TRUST_PROXY decides which one). */
export interface ScraperRequester {
  userId: string | null;
  ip: string;
}

const FAILURE_ERRORS: Record<FirecrawlFailureKind, AppErrorCode> = {
  "key-rejected": "SCRAPER_KEY_REJECTED",
  "no-credits": "SCRAPER_NO_CREDITS",
  "rate-limited": "SCRAPER_SERVICE_BUSY",
  timeout: "SCRAPER_TIMEOUT",
  unavailable: "SCRAPER_UNAVAILABLE",
};

/** The order in which to report when every airline failed differently: the most actionable first. */
const FAILURE_PRIORITY: readonly FirecrawlFailureKind[] = [
  "key-rejected",
  "no-credits",
  "rate-limited",
  "timeout",
  "unavailable",
];

export function rateLimitKey(requester: ScraperRequester): string {
  return requester.userId ? `scraper:user:${requester.userId}` : `scraper:ip:${requester.ip}`;
}

async function enforceRateLimit(db: Db, requester: ScraperRequester): Promise<void> {
  const rule = requester.userId ? SCRAPER_RATE_LIMITS.member : SCRAPER_RATE_LIMITS.visitor;
  const result = await hitRateLimit(db, rateLimitKey(requester), rule);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
  throw new AppError(
    "SCRAPER_RATE_LIMITED",
    `Muitas consultas ao serviço de scraping em pouco tempo. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
  );
}

/** Logs what went wrong with the service (kind and status only: never the key) and says it in pt-BR. */
function reportFailure(log: Logger, failure: FirecrawlFailure, context: Record<string, string>): AppError {
  log.warn(
    { firecrawl: { ...context, kind: failure.kind, status: failure.status } },
    "Firecrawl não atendeu a chamada",
  );
  return new AppError(FAILURE_ERRORS[failure.kind]);
}

export async function testScraperConnection(
  deps: ScraperDeps,
  requester: ScraperRequester,
  input: z.output<typeof ScraperKeyInputSchema>,
): Promise<{ mode: ScraperMode; remainingCredits: number | null }> {
  await enforceRateLimit(deps.db, requester);
  const settings = await deps.firecrawl.settings();
  try {
    const { remainingCredits } = await checkFirecrawlKey(settings, input.apiKey);
    return { mode: deps.firecrawl.mode, remainingCredits };
  } catch (error) {
    if (error instanceof FirecrawlFailure) throw reportFailure(deps.log, error, { action: "testar conexão" });
    throw error;
  }
}

export type AirlineScrape =
  | { airline: AirlineId; url: string; status: "ok"; flights: ScrapedFlight[] }
  | { airline: AirlineId; url: string; status: "failed"; message: string };

type Settled =
  | { airline: AirlineId; url: string; flights: ScrapedFlight[]; failure: null }
  | { airline: AirlineId; url: string; failure: FirecrawlFailure };

/**
 * One scrape per airline, in parallel. An airline that fails leaves the others' results
 * standing; only when every airline failed does the whole call fail.
 */
export async function scrapeAirlines(
  deps: ScraperDeps,
  requester: ScraperRequester,
  input: z.output<typeof ScrapeAirlinesInputSchema>,
): Promise<{ mode: ScraperMode; results: AirlineScrape[] }> {
  await enforceRateLimit(deps.db, requester);
  const settings = await deps.firecrawl.settings();
  const { apiKey, ...search } = input;
  const settled = await Promise.all(
    AIRLINE_IDS.map(async (airline): Promise<Settled> => {
      const url = airlineSearchUrl(airline, search);
      try {
        const markdown = await scrapeMarkdown(settings, apiKey, url);
        return { airline, url, flights: parseScrapedFlights(AIRLINES[airline].name, markdown), failure: null };
      } catch (error) {
        if (error instanceof FirecrawlFailure) return { airline, url, failure: error };
        throw error;
      }
    }),
  );

  const failures = settled.flatMap((result) => (result.failure ? [result.failure] : []));
  if (failures.length === settled.length) {
    const worst = FAILURE_PRIORITY.map((kind) => failures.find((failure) => failure.kind === kind)).find(Boolean);
    if (worst) throw reportFailure(deps.log, worst, { action: "extrair dados das companhias" });
  }
  const results = settled.map(({ airline, url, ...outcome }): AirlineScrape => {
    if (!outcome.failure) return { airline, url, status: "ok", flights: outcome.flights };
    const error = reportFailure(deps.log, outcome.failure, { action: "extrair dados", airline });
    return { airline, url, status: "failed", message: error.message };
  });
  return { mode: deps.firecrawl.mode, results };
}
