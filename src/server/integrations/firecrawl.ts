import type Firecrawl from "@mendable/firecrawl-js";

/**
 * The flight scraper's two calls to Firecrawl, through the official SDK. The API key is the
 * user's: it arrives with each request, goes to Firecrawl as `Authorization: Bearer`, and is
 * never stored or logged. Failures are rebuilt as FirecrawlFailure, which keeps only the kind
 * and the HTTP status: SDK and axios errors can carry the request config, headers included.
 */
export interface FirecrawlSettings {
  /** Base URL of the service (FIRECRAWL_API_URL, or the test-mode fixture server). */
  apiUrl: string;
  /** docs/product.md §9: 30 s. The scrape's HTTP request waits this plus 5 s, the SDK's own margin. */
  timeoutMs: number;
}

export type FirecrawlFailureKind = "key-rejected" | "no-credits" | "rate-limited" | "timeout" | "unavailable";

export class FirecrawlFailure extends Error {
  readonly kind: FirecrawlFailureKind;
  /** The service's HTTP status; null when it never answered. */
  readonly status: number | null;

  constructor(kind: FirecrawlFailureKind, status: number | null) {
    super(`Firecrawl: ${kind} (HTTP ${status ?? "sem resposta"})`);
    this.name = "FirecrawlFailure";
    this.kind = kind;
    this.status = status;
  }
}

const TIMEOUT_CODES = new Set(["ETIMEDOUT", "ECONNABORTED"]);

function kindOf(status: number | null, code: string | undefined): FirecrawlFailureKind {
  if (status === 401 || status === 403) return "key-rejected";
  if (status === 402) return "no-credits";
  if (status === 429) return "rate-limited";
  if (status === 408 || (status === null && code !== undefined && TIMEOUT_CODES.has(code))) return "timeout";
  return "unavailable";
}

// The SDK takes ~0.5 s to import: loaded with the first scrape, not at start (docs/decisions/035).
const firecrawlSdk = () => import("@mendable/firecrawl-js");

async function toFailure(error: unknown): Promise<FirecrawlFailure> {
  const { SdkError } = await firecrawlSdk();
  if (!(error instanceof SdkError)) return new FirecrawlFailure("unavailable", null);
  const status = typeof error.status === "number" ? error.status : null;
  return new FirecrawlFailure(kindOf(status, error.code), status);
}

async function clientFor(settings: FirecrawlSettings, apiKey: string): Promise<Firecrawl> {
  const { default: Firecrawl } = await firecrawlSdk();
  return new Firecrawl({ apiKey, apiUrl: settings.apiUrl, timeoutMs: settings.timeoutMs });
}

/** A call that checks the key without spending credits; answers with what is left. */
export async function checkFirecrawlKey(
  settings: FirecrawlSettings,
  apiKey: string,
): Promise<{ remainingCredits: number | null }> {
  try {
    const usage = await (await clientFor(settings, apiKey)).getCreditUsage();
    return { remainingCredits: Number.isFinite(usage.remainingCredits) ? usage.remainingCredits : null };
  } catch (error) {
    throw await toFailure(error);
  }
}

/** The page at `url` as markdown (docs/product.md §7). */
export async function scrapeMarkdown(settings: FirecrawlSettings, apiKey: string, url: string): Promise<string> {
  try {
    const document = await (
      await clientFor(settings, apiKey)
    ).scrape(url, {
      formats: ["markdown"],
      timeout: settings.timeoutMs,
      // Otherwise the SDK waits 30 s longer and keeps resuming a timed-out job for up to 20 minutes.
      autoResume: false,
      // Fares change by the hour: never reuse a cached copy of the page.
      maxAge: 0,
      location: { country: "BR", languages: ["pt-BR"] },
    });
    return document.markdown ?? "";
  } catch (error) {
    throw await toFailure(error);
  }
}
