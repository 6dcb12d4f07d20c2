import {
  fixtureResponder,
  startFirecrawlFixtureServer,
  type FirecrawlResponder,
  type FirecrawlWireAnswer,
  type FirecrawlWireRequest,
} from "../integrations/firecrawl-fixture-server";

/**
 * A Firecrawl-like server for tests: the fixture server, recording every request, with answers
 * that a test can switch to any failure the real service gives (bodies as Firecrawl sends them).
 */
export const FIRECRAWL_FAILURES = {
  401: { status: 401, body: { success: false, error: "Unauthorized: Invalid token" } },
  402: {
    status: 402,
    body: {
      success: false,
      error:
        "Insufficient credits to perform this request. For more credits, you can upgrade your plan at https://firecrawl.dev/pricing",
    },
  },
  429: {
    status: 429,
    body: {
      success: false,
      error: "Rate limit exceeded. Consumed (req/min): 11, Remaining (req/min): 0. Please retry after 41s.",
    },
  },
  500: {
    status: 500,
    body: { success: false, error: "An unexpected error occurred. Please contact help@firecrawl.com for help." },
  },
  408: { status: 408, body: { success: false, error: "Request timed out", code: "SCRAPE_TIMEOUT" } },
} as const satisfies Record<number, FirecrawlWireAnswer>;

export const HANG: FirecrawlWireAnswer = { hang: true };

export interface FakeFirecrawl {
  url: string;
  requests: FirecrawlWireRequest[];
  /** Every later request gets this answer (null: back to the recorded airline pages). */
  answerWith(responder: FirecrawlResponder | null): void;
  close(): Promise<void>;
}

export async function startFakeFirecrawl(): Promise<FakeFirecrawl> {
  const requests: FirecrawlWireRequest[] = [];
  let current: FirecrawlResponder | null = null;
  const server = await startFirecrawlFixtureServer({
    respond: (request) => {
      requests.push(request);
      return (current ?? fixtureResponder)(request);
    },
  });
  return {
    url: server.url,
    requests,
    answerWith(responder) {
      current = responder;
    },
    close: () => server.close(),
  };
}
