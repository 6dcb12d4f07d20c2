import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
  type AnyTRPCRouter,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { TRPCResponse } from "@trpc/server/rpc";
import type { FastifyRequest } from "fastify";

interface QueryCall {
  path: string;
  input: unknown;
}

export interface QueryRequest {
  calls: QueryCall[];
  isBatch: boolean;
}

export interface QueryAnswer {
  status: number;
  body: string;
}

/** The headers tRPC's `resolveResponse` puts on every JSON answer. */
export const QUERY_ANSWER_HEADERS = { vary: "trpc-accept, accept", "content-type": "application/json" } as const;

function searchOf(url: string): URLSearchParams {
  const start = url.indexOf("?");
  return new URLSearchParams(start === -1 ? "" : url.slice(start + 1));
}

function decodedPath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

function parsedInput(text: string | null): { value: unknown } | null {
  if (!text) return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Whether `path` names a query of the router. Reads the router's table of procedures and each
 * one's kind, tRPC internals named in README.md; own keys only, so "__proto__" names nothing.
 */
function isQueryAt(router: AnyTRPCRouter, path: string): boolean {
  const procedures: Record<string, unknown> = router._def.procedures;
  if (!Object.hasOwn(procedures, path)) return false;
  const procedure = procedures[path];
  return (
    typeof procedure === "function" &&
    "_def" in procedure &&
    isRecord(procedure._def) &&
    procedure._def.type === "query"
  );
}

/**
 * The calls of a plain GET of queries, one or a batch, read the way tRPC's `getRequestInfo` reads
 * them; null for anything else (mutations, subscriptions, unknown paths, bad input, streaming),
 * which tRPC's own handler then answers, its errors included.
 */
export function readQueryRequest(
  router: AnyTRPCRouter,
  request: Pick<FastifyRequest, "method" | "url" | "headers">,
  rawPath: string,
): QueryRequest | null {
  if (request.method !== "GET" || request.headers["trpc-accept"] !== undefined) return null;
  const search = searchOf(request.url);
  if (search.has("connectionParams")) return null;
  const path = decodedPath(rawPath);
  const input = parsedInput(search.get("input"));
  if (path === null || input === null) return null;
  const isBatch = search.get("batch") === "1";
  if (isBatch && input.value !== undefined && !isRecord(input.value)) return null;
  const deserialize = router._def._config.transformer.input.deserialize;
  const paths = isBatch ? path.split(",") : [path];
  const calls: QueryCall[] = [];
  for (const [index, callPath] of paths.entries()) {
    if (!isQueryAt(router, callPath)) return null;
    const raw = isBatch && isRecord(input.value) ? input.value[index] : input.value;
    calls.push({ path: callPath, input: raw === undefined ? undefined : deserialize(raw) });
  }
  return { calls, isBatch };
}

/**
 * Runs the calls and returns tRPC's answer: the same procedures with the same middlewares, the
 * same error shapes, status and JSON as `resolveResponse`, without building a fetch Request,
 * Headers, an AbortSignal per call and a Response read back through a web stream, which cost more
 * than a simple query itself (README.md). A context that could not be built fails every call with
 * its error, as in tRPC.
 */
export async function answerQueries(
  router: AnyTRPCRouter,
  { calls, isBatch }: QueryRequest,
  createContext: () => Promise<unknown>,
): Promise<QueryAnswer> {
  const config = router._def._config;
  let ctx: unknown;
  let contextError: unknown = null;
  try {
    ctx = await createContext();
  } catch (cause) {
    contextError = cause;
  }
  const responses = await Promise.all(
    calls.map(async ({ path, input }, batchIndex): Promise<TRPCResponse> => {
      try {
        if (contextError !== null) throw contextError;
        const data: unknown = await callTRPCProcedure({
          router,
          path,
          getRawInput: async () => input,
          ctx,
          type: "query",
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        return { error: getTRPCErrorShape({ config, ctx, error, input, path, type: "query" }) };
      }
    }),
  );
  const [single] = responses;
  const answer = !isBatch && single ? single : responses;
  return { status: getHTTPStatusCode(responses), body: JSON.stringify(transformTRPCResponse(config, answer)) };
}
