import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCClient } from "@trpc/client";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { SESSION_COOKIE } from "../auth/cookies";
import type { AppRouter } from "../trpc/router";
import { TEST_APP_URL } from "./test-app";

type InjectedCookie = LightMyRequestResponse["cookies"][number];

interface RecordedResponse {
  method: string;
  url: string;
  status: number;
  body: string;
  cookies: InjectedCookie[];
}

export interface TestClientOptions {
  /** Sent as `Origin` on every request; null sends none (a script, or a very old browser). */
  origin?: string | null;
  /** Sent as `Authorization: Bearer …` instead of relying on the cookie. */
  bearer?: string;
  /** Starts the cookie jar with this session token (e.g. a token stolen before logout). */
  sessionToken?: string;
  /** The client's address as the server sees it (per-IP throttling). */
  ip?: string;
  /** Sent on every request as they are then (a test may change them between calls, e.g. the test clock's). */
  headers?: Record<string, string>;
}

export interface TestClient {
  trpc: TRPCClient<AppRouter>;
  /** The session token the jar holds now, as a browser would send it back. */
  sessionToken(): string | undefined;
  /** The last `milheiro_session` Set-Cookie the server sent, with its attributes. */
  lastSessionCookie(): InjectedCookie | undefined;
  /** Every HTTP exchange so far, newest last. */
  responses: RecordedResponse[];
}

function isDeletion(cookie: InjectedCookie): boolean {
  if (cookie.value === "") return true;
  if (cookie.maxAge !== undefined && cookie.maxAge <= 0) return true;
  return cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
}

function toHeaders(raw: LightMyRequestResponse["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}

/**
 * A real tRPC client (the same httpBatchLink the browser uses) whose fetch goes through
 * `app.inject`: requests cross the Origin guard, cookie parsing and the tRPC adapter, and the
 * client decodes errors exactly as in production. A one-cookie jar plays the browser's part.
 */
export function createTestClient(app: FastifyInstance, options: TestClientOptions = {}): TestClient {
  const origin = options.origin === undefined ? TEST_APP_URL : options.origin;
  let token = options.sessionToken;
  let lastCookie: InjectedCookie | undefined;
  const responses: RecordedResponse[] = [];

  const injectFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    Object.assign(headers, options.headers);
    if (origin !== null) headers.origin = origin;
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;

    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    const response = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers,
      ...(body === undefined ? {} : { payload: body }),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });

    for (const cookie of response.cookies) {
      if (cookie.name !== SESSION_COOKIE) continue;
      lastCookie = cookie;
      token = isDeletion(cookie) ? undefined : cookie.value;
    }
    responses.push({
      method: request.method,
      url: url.pathname + url.search,
      status: response.statusCode,
      body: response.body,
      cookies: response.cookies,
    });
    const nullBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: toHeaders(response.headers),
    });
  };

  return {
    trpc: createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${TEST_APP_URL}/trpc`, fetch: injectFetch })],
    }),
    sessionToken: () => token,
    lastSessionCookie: () => lastCookie,
    responses,
  };
}

export type AppClientError = TRPCClientError<AppRouter>;

/** Awaits a call that must fail and checks the user-facing message and the tRPC code. */
export async function expectTRPCError(
  call: Promise<unknown>,
  expected: { code: TRPC_ERROR_CODE_KEY; message?: string | RegExp; httpStatus?: number },
): Promise<AppClientError> {
  const error = await call.then(
    () => {
      throw new Error(`Expected a ${expected.code} error, but the call succeeded`);
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCClientError)) throw error;
  const clientError = error as AppClientError;
  expect(clientError.data?.code).toBe(expected.code);
  if (typeof expected.message === "string") expect(clientError.message).toBe(expected.message);
  if (expected.message instanceof RegExp) expect(clientError.message).toMatch(expected.message);
  if (expected.httpStatus !== undefined) expect(clientError.data?.httpStatus).toBe(expected.httpStatus);
  return clientError;
}
