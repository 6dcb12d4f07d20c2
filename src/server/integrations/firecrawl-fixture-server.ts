import { createServer, type IncomingMessage } from "node:http";
import { fixtureMarkdownFor } from "./firecrawl-fixtures";
import { readBodyText } from "./read-body";

/**
 * A small HTTP server that speaks Firecrawl's v2 wire format for the two calls the flight
 * scraper makes (POST /v2/scrape, GET /v2/team/credit-usage), answering with recorded airline
 * pages. It backs the test mode (FIRECRAWL_API_URL unset), the e2e run and, with a custom
 * responder, the integration tests of every failure the real service can answer with.
 */
export interface FirecrawlWireRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** `hang` never answers, like a service that stopped responding. */
export type FirecrawlWireAnswer = { status: number; body: unknown } | { hang: true };

export type FirecrawlResponder = (request: FirecrawlWireRequest) => FirecrawlWireAnswer;

export const FIXTURE_REMAINING_CREDITS = 500;

const MAX_BODY_BYTES = 64 * 1024;

function bearerToken(authorization: string | undefined): string | null {
  const token = authorization?.startsWith("Bearer ") ? authorization.slice("Bearer ".length).trim() : "";
  return token || null;
}

function requestedUrl(body: unknown): string {
  if (typeof body === "object" && body !== null && "url" in body && typeof body.url === "string") return body.url;
  return "";
}

/** Any non-empty key is accepted: the fixtures are public, there is nothing to protect. */
export const fixtureResponder: FirecrawlResponder = (request) => {
  if (!bearerToken(request.authorization)) {
    return { status: 401, body: { success: false, error: "Unauthorized: Invalid token" } };
  }
  if (request.method === "GET" && request.path === "/v2/team/credit-usage") {
    return {
      status: 200,
      body: {
        success: true,
        data: {
          remainingCredits: FIXTURE_REMAINING_CREDITS,
          planCredits: FIXTURE_REMAINING_CREDITS,
          billingPeriodStart: null,
          billingPeriodEnd: null,
        },
      },
    };
  }
  if (request.method === "POST" && request.path === "/v2/scrape") {
    const url = requestedUrl(request.body);
    return {
      status: 200,
      body: {
        success: true,
        data: { markdown: fixtureMarkdownFor(url), metadata: { sourceURL: url, url, statusCode: 200 } },
      },
    };
  }
  return { status: 404, body: { success: false, error: `Endpoint not found: ${request.method} ${request.path}` } };
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(request, MAX_BODY_BYTES);
  return text ? JSON.parse(text) : null;
}

export interface FirecrawlFixtureServer {
  /** Base URL to give the SDK as apiUrl, e.g. http://127.0.0.1:41234. */
  url: string;
  close(): Promise<void>;
}

export async function startFirecrawlFixtureServer(
  options: { host?: string; port?: number; respond?: FirecrawlResponder } = {},
): Promise<FirecrawlFixtureServer> {
  const { host = "127.0.0.1", port = 0, respond = fixtureResponder } = options;
  const server = createServer((request, response) => {
    readJson(request)
      .then((body) => {
        const answer = respond({
          method: request.method ?? "GET",
          path: new URL(request.url ?? "/", "http://fixture").pathname,
          authorization: request.headers.authorization,
          body,
        });
        if ("hang" in answer) return;
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(JSON.stringify(answer.body));
      })
      .catch(() => {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: false, error: "Bad Request" }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fixture server has no TCP address");
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Hanging requests would otherwise hold close() open forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
