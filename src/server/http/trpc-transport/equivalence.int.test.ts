import { randomUUID } from "node:crypto";
import { once } from "node:events";
import fastifyCookie from "@fastify/cookie";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../auth/cookies";
import { testAppDeps } from "../../testing/app-deps";
import { openRaw } from "../../testing/raw-http";
import { TEST_APP_URL } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { ACTOR_PASSWORD, createActor, type ActorKind } from "../../testing/wallet-actors";
import { createRequestContext } from "../../trpc/context";
import { appRouter, type AppRouter } from "../../trpc/router";
import { registerInternalErrorReply } from "../internal-errors";
import { registerTrpcRoute } from "./route";

/**
 * The custom route against tRPC's own Fastify adapter, on one Fastify instance, the same router and
 * the same context builder: every kind of call goes through both and must come back the same
 * (README.md, "Upgrading tRPC"). After a tRPC upgrade, a failure here is the list of what the
 * new version answers differently.
 */
const CUSTOM = "/trpc";
const STOCK = "/stock-trpc";
const TRANSPORTS = [CUSTOM, STOCK] as const;
type Prefix = (typeof TRANSPORTS)[number];

/** Fastify's default body limit: the production app keeps it (app.ts sets none). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Marks a request whose context waits for its client to leave: the answer is made for nobody. */
const ABANDONED = "abandoned=1";

function clientGone(request: FastifyRequest): Promise<unknown> {
  const socket = request.raw.socket;
  return socket.destroyed ? Promise.resolve() : once(socket, "close");
}

let database: TestDatabase;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];
/** What Fastify's hooks saw of each request, by its address. */
const requestEvents = new Map<string, string[]>();

function eventsOf(url: string): string[] {
  let events = requestEvents.get(url);
  if (!events) requestEvents.set(url, (events = []));
  return events;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const deps = testAppDeps(database.db);
  app = Fastify({
    logger: {
      level: "info",
      stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    genReqId: () => randomUUID(),
  });
  await app.register(fastifyCookie);
  registerInternalErrorReply(app);
  app.addHook("onRequestAbort", async (request) => eventsOf(request.url).push("client left"));
  app.addHook("onSend", async (request, reply) => void eventsOf(request.url).push(`sent ${reply.statusCode}`));
  app.addHook("onResponse", async (request, reply) => void eventsOf(request.url).push(`ended ${reply.statusCode}`));
  const createContext = async (request: FastifyRequest, reply: FastifyReply, callsInRequest: number) => {
    if (request.url.includes(ABANDONED)) await clientGone(request);
    return createRequestContext(deps, request, reply, callsInRequest);
  };
  await registerTrpcRoute(app, { prefix: CUSTOM, router: appRouter, createContext });
  const stock: FastifyTRPCPluginOptions<AppRouter> = {
    prefix: STOCK,
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res, info }) => createContext(req, res, info.calls.length),
    },
  };
  await app.register(fastifyTRPCPlugin, stock);
  await app.ready();
  // Hashes the members' password once (wallet-actors.ts), before any call is timed.
  await Promise.all([sharedCookie("member"), sharedCookie("subscriber")]);
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

/** A session of its own, for a call that ends it. */
async function freshCookie(kind: ActorKind): Promise<string> {
  return `${SESSION_COOKIE}=${(await createActor(database.db, kind)).sessionToken}`;
}

const sharedCookies = new Map<ActorKind, Promise<string>>();
/** One session per kind of member for both transports, so answers naming the member compare. */
function sharedCookie(kind: ActorKind): Promise<string> {
  let cookie = sharedCookies.get(kind);
  if (!cookie) sharedCookies.set(kind, (cookie = freshCookie(kind)));
  return cookie;
}

const json = { "content-type": "application/json", origin: TEST_APP_URL };
const inputOf = (input: unknown) => encodeURIComponent(JSON.stringify(input));
/** A well-formed course id no course has. */
const NO_SUCH_COURSE_ID = "00000000-0000-4000-8000-000000000000";
const WRONG_LOGIN = { email: "ninguem@exemplo.com", password: "senha-errada-123" };

interface Call {
  name: string;
  /** What both answer today; a tRPC upgrade that changes it fails here even when both agree. */
  status: number;
  /** Built once per transport: a call that ends a session gets one of its own (freshCookie). */
  request: (prefix: Prefix) => InjectOptions | Promise<InjectOptions>;
}

const get = (url: string, headers: Record<string, string> = {}): InjectOptions => ({ method: "GET", url, headers });
const post = (url: string, body: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: "POST",
  url,
  headers: { ...json, ...headers },
  payload: body,
});

const CALLS: Call[] = [
  { name: "a query, as a visitor", status: 200, request: (p) => get(`${p}/auth.me`) },
  {
    name: "a query, as a member",
    status: 200,
    request: async (p) => get(`${p}/auth.me`, { cookie: await sharedCookie("member") }),
  },
  {
    name: "a query with input, answering data",
    status: 200,
    request: async (p) =>
      get(`${p}/wallet.programs.list?input=${inputOf({})}`, { cookie: await sharedCookie("subscriber") }),
  },
  {
    name: "a query whose service refuses (an AppError: course not found)",
    status: 404,
    request: (p) => get(`${p}/courses.detail?input=${inputOf({ id: NO_SUCH_COURSE_ID })}`),
  },
  {
    name: "a query whose input Zod refuses",
    status: 400,
    request: (p) => get(`${p}/courses.detail?input=${inputOf({ id: "não-é-um-id" })}`),
  },
  {
    name: "a query refused to a visitor (UNAUTHORIZED)",
    status: 401,
    request: (p) => get(`${p}/wallet.programs.list`),
  },
  {
    name: "a query refused to a member without access (FORBIDDEN)",
    status: 403,
    request: async (p) => get(`${p}/wallet.dashboard.summary`, { cookie: await sharedCookie("member") }),
  },
  {
    name: "a query by POST (not allowed without method override)",
    status: 405,
    request: (p) => post(`${p}/auth.me`, "{}"),
  },
  {
    name: "a mutation that opens a session (set-cookie)",
    status: 200,
    request: async (p) => {
      const actor = await createActor(database.db, "member");
      return post(`${p}/auth.login`, JSON.stringify({ email: actor.email, password: ACTOR_PASSWORD }));
    },
  },
  {
    name: "a mutation that ends a session (set-cookie clearing it)",
    status: 200,
    request: async (p) => post(`${p}/auth.logout`, "{}", { cookie: await freshCookie("member") }),
  },
  {
    name: "a mutation whose service refuses (an AppError: wrong password)",
    status: 401,
    request: (p) => post(`${p}/auth.login`, JSON.stringify(WRONG_LOGIN)),
  },
  {
    name: "a mutation whose input Zod refuses (fieldErrors)",
    status: 400,
    request: (p) => post(`${p}/auth.login`, JSON.stringify({ email: "não-é-email", password: "" })),
  },
  { name: "a mutation by GET (method not supported)", status: 405, request: (p) => get(`${p}/auth.logout`) },
  { name: "an unknown procedure", status: 404, request: (p) => get(`${p}/nada.aqui`) },
  { name: "a HEAD request", status: 204, request: (p) => ({ method: "HEAD", url: `${p}/auth.me` }) },
  {
    name: "a PUT request",
    status: 405,
    request: (p) => ({ method: "PUT", url: `${p}/auth.logout`, headers: json, payload: "{}" }),
  },
  {
    name: "a batch of queries, all answered",
    status: 200,
    request: (p) => get(`${p}/auth.me,homepage.get?batch=1&input=${inputOf({ 0: {}, 1: {} })}`),
  },
  {
    name: "a batch of queries, one refused",
    status: 207,
    request: (p) => get(`${p}/auth.me,wallet.programs.list?batch=1&input=${inputOf({})}`),
  },
  { name: "a batch naming an unknown procedure", status: 207, request: (p) => get(`${p}/auth.me,nada.aqui?batch=1`) },
  {
    name: "a batch whose input is not an object",
    status: 200,
    request: (p) => get(`${p}/auth.me?batch=1&input=${inputOf([1])}`),
  },
  {
    name: "a batch of mutations, one refused",
    status: 207,
    request: async (p) =>
      post(`${p}/auth.logout,auth.login?batch=1`, JSON.stringify({ 0: {}, 1: WRONG_LOGIN }), {
        cookie: await freshCookie("member"),
      }),
  },
  {
    name: "a streamed batch (trpc-accept: application/jsonl)",
    status: 200,
    request: (p) => get(`${p}/auth.me,homepage.get?batch=1`, { "trpc-accept": "application/jsonl" }),
  },
  { name: "query input that is not JSON", status: 400, request: (p) => get(`${p}/courses.detail?input=%7Bnope`) },
  { name: "a mutation body that is not JSON", status: 400, request: (p) => post(`${p}/auth.login`, "{nope") },
  { name: "a mutation with an empty JSON body", status: 200, request: (p) => post(`${p}/auth.logout`, "") },
  {
    name: "a body over the size limit",
    status: 413,
    request: (p) => post(`${p}/auth.login`, JSON.stringify({ ...WRONG_LOGIN, password: "x".repeat(BODY_LIMIT_BYTES) })),
  },
  { name: "a path that does not decode", status: 400, request: (p) => get(`${p}/auth.me%25E0%25A4%25A`) },
  { name: "prototype keys as paths", status: 404, request: (p) => get(`${p}/__proto__,constructor?batch=1`) },
];

/** Headers a client or a cache acts on; framing (content-length, transfer-encoding) is compared apart. */
const MEANINGFUL_HEADERS = ["content-type", "cache-control", "vary", "allow", "connection"] as const;

/** Request ids differ per request by design; token values per session. Everything else must match. */
function comparable(response: Awaited<ReturnType<FastifyInstance["inject"]>>) {
  const headers = Object.fromEntries(MEANINGFUL_HEADERS.map((name) => [name, response.headers[name]]));
  // A session cookie's expiry is "now + its lifetime": the two answers may fall in different seconds.
  const cookies = response.cookies.map(({ value, expires, ...attributes }) => ({
    ...attributes,
    hasValue: value !== "",
    expires: expires === undefined ? undefined : expires.getTime() > Date.now() ? "later" : "past",
  }));
  return {
    status: response.statusCode,
    headers,
    cookies,
    body: response.body.replace(/"requestId":"[^"]*"/g, '"requestId":"-"'),
  };
}

async function send(call: Call, prefix: Prefix) {
  return app.inject(await call.request(prefix));
}

describe("the custom route answers as tRPC's own Fastify adapter (same router, same context)", () => {
  it.each(CALLS)("$name: status $status", async (call) => {
    const custom = comparable(await send(call, CUSTOM));
    const stock = comparable(await send(call, STOCK));
    expect(custom).toEqual(stock);
    expect(custom.status).toBe(call.status);
  });

  it("tells a refused input's fields, under tRPC's error shape, through both", async () => {
    const refused = CALLS.find(({ name }) => name.includes("fieldErrors"));
    if (!refused) throw new Error("no call with a refused input");
    for (const prefix of TRANSPORTS) {
      const body = (await send(refused, prefix)).json<{ error: { data: { fieldErrors: Record<string, string[]> } } }>();
      expect(Object.keys(body.error.data.fieldErrors).sort()).toEqual(["email", "password"]);
    }
  });
});

describe("what the custom route does differently, on purpose (README.md)", () => {
  it("sends a JSON answer as one buffer with its length, where the stock adapter streams it in chunks", async () => {
    const [custom, stock] = await Promise.all(TRANSPORTS.map((prefix) => app.inject(get(`${prefix}/auth.me`))));
    expect(custom?.headers["content-length"]).toBe(String(Buffer.byteLength(custom?.body ?? "")));
    expect(custom?.headers["transfer-encoding"]).toBeUndefined();
    expect(stock?.headers["content-length"]).toBeUndefined();
    expect(stock?.headers["transfer-encoding"]).toBe("chunked");
  });
});

/** The levels of what the server logged for the request to `url`. */
function logLevelsFor(url: string): unknown[] {
  const incoming = logLines.find((line) => (line.req as { url?: string } | undefined)?.url === url);
  return incoming ? logLines.filter((line) => line.reqId === incoming.reqId).map(({ level }) => level) : [];
}

async function seen(url: string, event: string): Promise<void> {
  for (let waited = 0; !eventsOf(url).includes(event) && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a request the client abandons", () => {
  it("goes the same way through both, without an error logged, and each transport keeps answering", async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === "string") throw new Error("not listening on a port");
    const cookie = await sharedCookie("subscriber");
    const abandoned = (prefix: Prefix) => ({
      // Its context is built once the client has gone (clientGone above): the answer has no reader.
      query: `${prefix}/wallet.programs.list,wallet.dashboard.summary?batch=1&input=${inputOf({})}&${ABANDONED}`,
      // Its body never arrives whole: Fastify's body reading sees the connection end.
      mutation: `${prefix}/auth.login?${ABANDONED}`,
    });
    for (const prefix of TRANSPORTS) {
      const { query, mutation } = abandoned(prefix);
      const reader = await openRaw(address.port);
      reader.write(`GET ${query} HTTP/1.1\r\nhost: localhost\r\ncookie: ${cookie}\r\n\r\n`);
      const writer = await openRaw(address.port);
      writer.write(`POST ${mutation} HTTP/1.1\r\nhost: localhost\r\norigin: ${TEST_APP_URL}\r\n`);
      writer.write(`content-type: application/json\r\ncontent-length: 200\r\n\r\n{"email":`);
      await Promise.all([seenLogged(query), seenLogged(mutation)]);
      reader.socket.destroy();
      writer.socket.destroy();
      await Promise.all([reader.closed, writer.closed, seen(query, "sent 200"), seen(mutation, "sent 400")]);
    }
    const custom = abandoned(CUSTOM);
    const stock = abandoned(STOCK);
    expect(eventsOf(custom.query)).toEqual(eventsOf(stock.query));
    expect(eventsOf(custom.mutation)).toEqual(eventsOf(stock.mutation));
    expect(eventsOf(custom.query)).toContain("sent 200");
    const levels = [...logLevelsFor(custom.query), ...logLevelsFor(custom.mutation)];
    expect(levels.every((level) => typeof level === "number" && level < 50)).toBe(true);
    for (const prefix of TRANSPORTS) {
      expect((await app.inject(get(`${prefix}/auth.me`))).statusCode).toBe(200);
    }
  });
});

/** Until Fastify has logged the request's arrival: the server has read its head. */
async function seenLogged(url: string): Promise<void> {
  for (let waited = 0; logLevelsFor(url).length === 0 && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
