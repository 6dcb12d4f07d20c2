import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { TEST_APP_URL, testEnv } from "../../testing/test-app";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ env: testEnv(), database });
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

const post = (url: string, body: unknown) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    payload: JSON.stringify(body),
  });

describe("the procedures' HTTP endpoint (README.md)", () => {
  it("answers a query in one body with its length, not in chunks", async () => {
    const response = await app.inject({ method: "GET", url: "/trpc/auth.me" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(response.headers["content-length"])).toBe(Buffer.byteLength(response.body));
    expect(response.json()).toEqual({ result: { data: null } });
  });

  it("answers a batch with one result per call, in order", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));
    const response = await app.inject({ method: "GET", url: `/trpc/auth.me,homepage.get?batch=1&input=${input}` });
    expect(response.statusCode).toBe(200);
    const results = response.json<{ result: { data: unknown } }[]>();
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({ result: { data: null } });
    expect(results[1]?.result.data).toBeTruthy();
  });

  it("answers a batch whose joined procedure names pass Fastify's default 100-character parameter", async () => {
    const names = Array.from({ length: 8 }, () => "homepage.get");
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(names.map((_, index) => [index, {}]))));
    const path = names.join(",");
    expect(path.length).toBeGreaterThan(100);
    const response = await app.inject({ method: "GET", url: `/trpc/${path}?batch=1&input=${input}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(names.length);
  });

  it("hands a mutation its JSON body and answers its error with the status and pt-BR message", async () => {
    const response = await post("/trpc/auth.login", { email: "ninguem@example.com", password: "senha-errada-123" });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: { message: string } }>().error.message).toBe("Email ou senha incorretos");
  });

  it("answers an unknown procedure with 404 in tRPC's shape", async () => {
    const response = await app.inject({ method: "GET", url: "/trpc/nada.aqui" });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { data: { code: string } } }>().error.data.code).toBe("NOT_FOUND");
  });
});
