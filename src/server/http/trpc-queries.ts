import type { AnyTRPCRouter } from "@trpc/server";
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isObject,
  transformTRPCResponse,
  type AnyProcedure,
  type TRPCResponse,
} from "@trpc/server/unstable-core-do-not-import";
import type { FastifyRequest } from "fastify";

interface QueryCall {
  path: string;
  procedure: AnyProcedure;
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

/**
 * The calls of a plain GET of queries, one or a batch, read the way tRPC's `getRequestInfo` reads
 * them; null for anything else (mutations, subscriptions, unknown paths, bad input, streaming),
 * which tRPC's own handler then answers, its errors included.
 */
export async function readQueryRequest(
  router: AnyTRPCRouter,
  request: Pick<FastifyRequest, "method" | "url" | "headers">,
  rawPath: string,
): Promise<QueryRequest | null> {
  if (request.method !== "GET" || request.headers["trpc-accept"] !== undefined) return null;
  const search = searchOf(request.url);
  if (search.has("connectionParams")) return null;
  const path = decodedPath(rawPath);
  const input = parsedInput(search.get("input"));
  if (path === null || input === null) return null;
  const isBatch = search.get("batch") === "1";
  if (isBatch && input.value !== undefined && !isObject(input.value)) return null;
  const deserialize = router._def._config.transformer.input.deserialize;
  const paths = isBatch ? path.split(",") : [path];
  const calls: QueryCall[] = [];
  for (const [index, callPath] of paths.entries()) {
    const procedure = await getProcedureAtPath(router, callPath);
    if (procedure?._def.type !== "query") return null;
    const raw = isBatch && isObject(input.value) ? input.value[index] : input.value;
    calls.push({ path: callPath, procedure, input: raw === undefined ? undefined : deserialize(raw) });
  }
  return { calls, isBatch };
}

/**
 * Runs the calls and returns tRPC's answer: the same procedures with the same middlewares, the
 * same error shapes, status and JSON as `resolveResponse`, without building a fetch Request,
 * Headers, an AbortSignal per call and a Response read back through a web stream, which cost more
 * than a simple query itself (docs/decisions/016). A context that could not be built fails every
 * call with its error, as in tRPC.
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
    calls.map(async ({ path, procedure, input }, batchIndex): Promise<TRPCResponse> => {
      try {
        if (contextError !== null) throw contextError;
        const data: unknown = await procedure({
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
        return { error: getErrorShape({ config, ctx, error, input, path, type: "query" }) };
      }
    }),
  );
  const [single] = responses;
  const answer = !isBatch && single ? single : responses;
  return { status: getHTTPStatusCode(responses), body: JSON.stringify(transformTRPCResponse(config, answer)) };
}
