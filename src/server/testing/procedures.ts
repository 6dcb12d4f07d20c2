import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { ProcedureMeta } from "../trpc/init";
import { appRouter } from "../trpc/router";
import { TEST_APP_URL } from "./test-app";

export interface ProcedureLike {
  _def: { type: "query" | "mutation" | "subscription"; meta?: ProcedureMeta; inputs: unknown[] };
}

function isProcedure(value: unknown): value is ProcedureLike {
  return typeof value === "function" && "_def" in value;
}

/** Every procedure of the router by its dotted path, as the client calls it: tests that must cover them all start here. */
export function allProcedures(): [string, ProcedureLike][] {
  const entries: [string, ProcedureLike][] = [];
  for (const [path, value] of Object.entries(appRouter._def.procedures as Record<string, unknown>)) {
    if (isProcedure(value)) entries.push([path, value]);
  }
  return entries;
}

export interface RawCallOptions {
  /** The JSON text sent as the input, exactly as given (so tests can send what JSON.stringify cannot produce). */
  rawInput?: string;
  headers?: Record<string, string>;
}

/**
 * One procedure called over HTTP the way a hand-written client would: a query as GET with
 * `?input=`, a mutation as a JSON POST, with the app's Origin. No tRPC client in between, so any
 * input, however wrong, reaches the server.
 */
export function callRaw(
  app: FastifyInstance,
  path: string,
  procedure: ProcedureLike,
  { rawInput = "{}", headers = {} }: RawCallOptions = {},
): Promise<LightMyRequestResponse> {
  const common = { origin: TEST_APP_URL, ...headers };
  if (procedure._def.type === "query") {
    return app.inject({ method: "GET", url: `/trpc/${path}?input=${encodeURIComponent(rawInput)}`, headers: common });
  }
  return app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { ...common, "content-type": "application/json" },
    payload: rawInput,
  });
}

/** The tRPC error code of a response, or null when the call succeeded. */
export function errorCodeOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 300) return null;
  const body = response.json() as { error?: { data?: { code?: string } } };
  return body.error?.data?.code ?? `HTTP ${response.statusCode}`;
}
