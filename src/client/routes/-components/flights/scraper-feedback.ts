import { TRPCClientError } from "@trpc/client";
import { describeRequestError } from "@/client/lib/request-error";

/** docs/product.md §8's scraper texts. */
export const SCRAPER_TEXT = {
  connectionError: "Erro na conexão",
  connectionRefused: "Falha na conexão com a API",
  connectionTestFailed: "Falha ao testar conexão com a API",
  scrapeFailed: "Falha ao extrair dados das companhias",
} as const;

/** Firecrawl answered and said no to the key (rejected, no credits) or our checks refused it. */
const REFUSED_CODES = new Set(["BAD_REQUEST", "PAYMENT_REQUIRED"]);

export interface ScraperFailure {
  /** One of the spec's texts: the toast. */
  summary: string;
  /** The server's pt-BR reason, shown beside the form; null when there is nothing to add. */
  detail: string | null;
}

/**
 * A failed connection test: 'Falha na conexão com a API' when the service refused the key,
 * 'Falha ao testar conexão com a API' when the test could not be completed (timeout, outage,
 * too many calls, no network).
 */
export function connectionTestFailure(error: unknown): ScraperFailure {
  const described = describeRequestError(error);
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  const refused = described.kind === "server" && code !== undefined && REFUSED_CODES.has(code);
  return {
    summary: refused ? SCRAPER_TEXT.connectionRefused : SCRAPER_TEXT.connectionTestFailed,
    detail: described.kind === "server" ? described.message : null,
  };
}

export function scrapeFailure(error: unknown): ScraperFailure {
  const described = describeRequestError(error);
  return { summary: SCRAPER_TEXT.scrapeFailed, detail: described.kind === "server" ? described.message : null };
}
