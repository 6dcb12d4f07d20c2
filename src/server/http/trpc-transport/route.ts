import type { AnyTRPCRouter, inferRouterContext } from "@trpc/server";
import { resolveResponse } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerQueries, QUERY_ANSWER_HEADERS, readQueryRequest } from "./queries";

export interface TrpcRouteOptions<TRouter extends AnyTRPCRouter> {
  prefix: string;
  router: TRouter;
  /** `callsInRequest`: how many procedures the request calls (a batch has several). */
  createContext: (
    request: FastifyRequest,
    reply: FastifyReply,
    callsInRequest: number,
  ) => Promise<inferRouterContext<TRouter>>;
}

/**
 * Answers leave as buffers: for a string Fastify would add "; charset=utf-8" to tRPC's
 * "application/json" (equivalence.int.test.ts compares the headers with tRPC's adapter).
 */
function bodyOf(text: string): Buffer {
  return Buffer.from(text);
}

/** Only the path and search of the address matter to tRPC; a fixed origin spares parsing the Host header. */
const ADDRESS_BASE = "http://trpc.local";

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/** Aborted only when the client leaves before its answer, not on every close as tRPC's adapter does (an AbortError built per request). */
function signalUntilAnswered(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The procedures' HTTP endpoint, in place of tRPC's `fastifyTRPCPlugin` (README.md beside this
 * file). Plain GETs of queries, the reads that make up most calls, are answered by `answerQueries`
 * (queries.ts) without fetch objects; everything else by tRPC's own `resolveResponse`, as its
 * Fastify adapter uses it, except that a JSON answer leaves as one buffer with its length instead
 * of a web stream piped in chunks (three socket writes and chunked encoding per call). Streamed
 * answers (none today) still stream.
 */
export async function registerTrpcRoute<TRouter extends AnyTRPCRouter>(
  app: FastifyInstance,
  options: TrpcRouteOptions<TRouter>,
): Promise<void> {
  const { prefix, router, createContext } = options;
  await app.register(async (scope) => {
    // tRPC reads the body itself; the text is handed over as it came.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));

    scope.all<{ Params: { path: string } }>(`${prefix}/:path`, async (request, reply) => {
      const queries = readQueryRequest(router, request, request.params.path);
      if (queries) {
        const answer = await answerQueries(router, queries, () => createContext(request, reply, queries.calls.length));
        return reply.code(answer.status).headers(QUERY_ANSWER_HEADERS).send(bodyOf(answer.body));
      }
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const req = new Request(new URL(request.url, ADDRESS_BASE), {
        method: request.method,
        headers: headersOf(request),
        signal: signalUntilAnswered(reply),
        ...(hasBody && typeof request.body === "string" ? { body: request.body } : {}),
      });
      const response = await resolveResponse({
        router,
        req,
        path: request.params.path,
        error: null,
        createContext: ({ info }) => createContext(request, reply, info.calls.length),
      });
      reply.code(response.status);
      // Cookies are set on the reply by the context (the session cookie), never by tRPC.
      for (const [name, value] of response.headers) if (name !== "set-cookie") reply.header(name, value);
      const streamed = !response.headers.get("content-type")?.startsWith("application/json");
      return reply.send(streamed ? response.body : bodyOf(await response.text()));
    });
  });
}
