import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_EXPORT_PATH } from "@/shared/domain/reports/report-csv";
import { SAMPLES } from "@/shared/testing/file-samples";
import { buildApp } from "../app";
import { SESSION_COOKIE } from "../auth/cookies";
import { writeClientBuild } from "../testing/client-build";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { testEnv } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { postUpload, sessionTokenFor } from "../testing/upload-requests";

/** The directives of a Content-Security-Policy header, by name. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

/**
 * docs/security.md: every kind of answer carries the security headers — the app's pages, its assets, the
 * API, stored files, plain routes, errors and 404s.
 */
describe("security headers on every kind of response", () => {
  let build: Awaited<ReturnType<typeof writeClientBuild>>;
  let database: TestDatabase;
  let app: FastifyInstance;
  let member: string;
  let admin: string;
  const kinds: Record<string, () => Promise<LightMyRequestResponse>> = {};

  beforeAll(async () => {
    build = await writeClientBuild();
    database = await createTestDatabase();
    app = await buildApp({
      env: testEnv(),
      database,
      clientDir: build.clientDir,
      storage: temporaryDiskStorage().storage,
    });
    member = await sessionTokenFor(database.db, "member");
    admin = await sessionTokenFor(database.db, "admin");
    const image = (await postUpload(app, "promotion-image", SAMPLES.png, { token: admin })).json<{ url: string }>().url;
    const get =
      (url: string, headers: Record<string, string> = {}) =>
      () =>
        app.inject({ method: "GET", url, headers });
    Object.assign(kinds, {
      "an HTML page": get("/"),
      "an HTML page with a session": get("/dashboard", { cookie: `${SESSION_COOKIE}=${member}` }),
      "the HTML 404": get("/nao-existe"),
      "a static asset": get("/assets/main-abc.js"),
      "a tRPC answer": get("/trpc/auth.me", { cookie: `${SESSION_COOKIE}=${member}` }),
      "a tRPC error": get("/trpc/admin.users.list"),
      "a stored file": get(image),
      "a plain route": get("/healthz"),
      "a plain route's refusal": get(REPORT_EXPORT_PATH),
      "an API 404": get("/api/nao-existe"),
      "a missing asset": get("/assets/nao-existe.js"),
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await build?.remove();
  });

  it("no site may frame any answer, nor sniff its type; referrers and openers stay ours", async () => {
    for (const [kind, request] of Object.entries(kinds)) {
      const response = await request();
      expect(csp(response).get("frame-ancestors"), kind).toEqual(["'none'"]);
      expect(response.headers["x-frame-options"], kind).toBe("DENY");
      expect(response.headers["x-content-type-options"], kind).toBe("nosniff");
      expect(response.headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
      expect(response.headers["cross-origin-opener-policy"], kind).toBe("same-origin-allow-popups");
      expect(response.headers["cross-origin-resource-policy"], kind).toBe("same-origin");
      expect(response.headers["x-powered-by"], kind).toBeUndefined();
    }
  });

  it("the app's pages run only the app's own scripts and their own response's inline ones, and frame only YouTube", async () => {
    for (const kind of ["an HTML page", "an HTML page with a session", "the HTML 404"]) {
      const policy = csp(await kinds[kind]!());
      expect(policy.get("script-src"), kind).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==[']$/),
      ]);
      expect(policy.get("default-src"), kind).toEqual(["'self'"]);
      expect(policy.get("object-src"), kind).toEqual(["'none'"]);
      expect(policy.get("base-uri"), kind).toEqual(["'self'"]);
      expect(policy.get("frame-src"), kind).toEqual(["https://www.youtube.com", "https://www.youtube-nocookie.com"]);
    }
  });

  it("API and plain-route answers are never stored by a cache; pages and assets keep their own caching", async () => {
    for (const kind of ["a tRPC answer", "a tRPC error", "a plain route", "a plain route's refusal", "an API 404"]) {
      expect((await kinds[kind]!()).headers["cache-control"], kind).toBe("no-store");
    }
    expect((await kinds["an HTML page"]!()).headers["cache-control"]).toBe("no-cache");
    expect((await kinds["an HTML page with a session"]!()).headers["cache-control"]).toBe("private, no-cache");
    expect((await kinds["a static asset"]!()).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("a stored file opened on its own runs sandboxed, loading nothing", async () => {
    const policy = csp(await kinds["a stored file"]!());
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("sandbox")).toBe(true);
    expect(policy.has("script-src")).toBe(false);
  });

  it("HSTS and upgrade-insecure-requests only when the app is served over https", async () => {
    const plain = await app.inject({ method: "GET", url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(csp(plain).has("upgrade-insecure-requests")).toBe(false);

    const secureApp = await buildApp({
      env: testEnv({ APP_URL: "https://milheiro.example" }),
      database,
      clientDir: build.clientDir,
    });
    try {
      for (const url of ["/", "/healthz", "/trpc/auth.me"]) {
        const response = await secureApp.inject({ method: "GET", url });
        expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000");
        expect(csp(response).has("upgrade-insecure-requests"), url).toBe(true);
      }
    } finally {
      await secureApp.close();
    }
  });
});
