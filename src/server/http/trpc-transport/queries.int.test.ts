import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { SESSION_COOKIE } from "../../auth/cookies";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { testEnv } from "../../testing/test-app";
import { createActor } from "../../testing/wallet-actors";
import { appRouter } from "../../trpc/router";
import { readQueryRequest } from "./queries";

let database: TestDatabase;
let app: FastifyInstance;
let subscriberCookie: string;
let memberCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ env: testEnv(), database });
  subscriberCookie = `${SESSION_COOKIE}=${(await createActor(database.db, "subscriber")).sessionToken}`;
  memberCookie = `${SESSION_COOKIE}=${(await createActor(database.db, "member")).sessionToken}`;
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

const batchInput = (inputs: Record<number, unknown>) => encodeURIComponent(JSON.stringify(inputs));
const singleInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));

type Caller = "visitor" | "member" | "subscriber";

/**
 * Reads as the browser sends them, and the odd ones a hand-written client could: a valid query
 * with and without a session, a refused one, bad input, a mixed batch (the quick path answers
 * these), then requests it leaves to tRPC: a mutation by GET, an unknown path, malformed or
 * misshapen input, a path that does not decode.
 */
const QUICK: { name: string; url: string; as: Caller; status: number }[] = [
  { name: "a visitor's auth.me", url: "/trpc/auth.me", as: "visitor", status: 200 },
  { name: "a member's auth.me", url: "/trpc/auth.me", as: "member", status: 200 },
  {
    name: "the dashboard's batch",
    url: `/trpc/wallet.programs.list,wallet.dashboard.summary?batch=1&input=${batchInput({ 0: {}, 1: {} })}`,
    as: "subscriber",
    status: 200,
  },
  { name: "a batch without input", url: "/trpc/auth.me,homepage.get?batch=1", as: "visitor", status: 200 },
  { name: "an encoded path", url: "/trpc/auth%2Eme", as: "visitor", status: 200 },
  { name: "a query refused to a visitor", url: "/trpc/wallet.programs.list", as: "visitor", status: 401 },
  {
    name: "a query refused to a member without access",
    url: "/trpc/wallet.dashboard.summary",
    as: "member",
    status: 403,
  },
  {
    name: "an admin query refused to a member",
    url: `/trpc/admin.users.list?input=${singleInput({})}`,
    as: "member",
    status: 403,
  },
  {
    name: "input the schema refuses",
    url: `/trpc/courses.detail?input=${singleInput({ id: "não-é-um-id" })}`,
    as: "visitor",
    status: 400,
  },
  {
    name: "a batch with one refusal",
    url: `/trpc/auth.me,wallet.programs.list?batch=1&input=${batchInput({})}`,
    as: "visitor",
    status: 207,
  },
];
const LEFT_TO_TRPC: { name: string; url: string; as: Caller }[] = [
  { name: "a mutation by GET", url: "/trpc/auth.logout", as: "member" },
  { name: "an unknown procedure", url: "/trpc/nada.aqui", as: "visitor" },
  {
    name: "a batch naming an unknown procedure",
    url: `/trpc/auth.me,nada.aqui?batch=1&input=${batchInput({})}`,
    as: "visitor",
  },
  { name: "input that is not JSON", url: "/trpc/courses.detail?input=%7Bnope", as: "visitor" },
  {
    name: "a batch whose input is not an object",
    url: `/trpc/auth.me?batch=1&input=${singleInput([1])}`,
    as: "visitor",
  },
  { name: "a path that does not decode", url: "/trpc/auth.me%25E0%25A4%25A", as: "visitor" },
  { name: "prototype keys as paths", url: "/trpc/__proto__,constructor?batch=1", as: "visitor" },
];

function cookieOf(caller: Caller): Record<string, string> {
  if (caller === "member") return { cookie: memberCookie };
  if (caller === "subscriber") return { cookie: subscriberCookie };
  return {};
}

/** The request id in an error differs per request by design; everything else must match. */
function withoutRequestId(body: string): string {
  return body.replace(/"requestId":"[^"]*"/g, '"requestId":"-"');
}

async function answer(url: string, headers: Record<string, string>) {
  const response = await app.inject({ method: "GET", url, headers });
  return {
    status: response.statusCode,
    contentType: response.headers["content-type"],
    vary: response.headers.vary,
    body: withoutRequestId(response.body),
  };
}

/** The path segment as Fastify hands it to the route (decoded once). */
function routePath(url: string): string {
  return decodeURIComponent(url.slice("/trpc/".length).split("?")[0] ?? "");
}

describe("plain GETs of queries, answered without tRPC's fetch objects (README.md)", () => {
  it.each([...QUICK, ...LEFT_TO_TRPC])(
    "$name: the same status, headers and body as tRPC's own handler",
    async ({ url, as }) => {
      const quick = await answer(url, cookieOf(as));
      // Any 'trpc-accept' header sends the request down tRPC's own path (resolveResponse).
      const stock = await answer(url, { ...cookieOf(as), "trpc-accept": "application/json" });
      expect(quick).toEqual(stock);
    },
  );

  it.each(QUICK)("$name: answered by the quick path, with status $status", async ({ url, as, status }) => {
    const request = { method: "GET", url, headers: cookieOf(as) };
    const queries = readQueryRequest(appRouter, request, routePath(url));
    expect(queries?.calls.length).toBeGreaterThan(0);
    expect((await answer(url, cookieOf(as))).status).toBe(status);
  });

  it.each(LEFT_TO_TRPC)("$name: left to tRPC", async ({ url, as }) => {
    expect(readQueryRequest(appRouter, { method: "GET", url, headers: cookieOf(as) }, routePath(url))).toBeNull();
  });

  it("leaves every request that is not a GET, or asks for a stream, to tRPC", async () => {
    expect(readQueryRequest(appRouter, { method: "POST", url: "/trpc/auth.me", headers: {} }, "auth.me")).toBeNull();
    expect(
      readQueryRequest(
        appRouter,
        { method: "GET", url: "/trpc/auth.me?batch=1", headers: { "trpc-accept": "application/jsonl" } },
        "auth.me",
      ),
    ).toBeNull();
  });
});
