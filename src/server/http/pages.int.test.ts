import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { homepageSettings } from "../db/schema";
import { DEFAULT_HOMEPAGE_SETTINGS } from "@/shared/domain/site/homepage";
import { BUILD_APP_JS, writeClientBuild } from "../testing/client-build";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { testEnv } from "../testing/test-app";

let build: Awaited<ReturnType<typeof writeClientBuild>>;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  build = await writeClientBuild();
  database = await createTestDatabase();
  app = await buildApp({ env: testEnv(), database, clientDir: build.clientDir });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await build?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

/** The nonce of the response's script-src, which every inline script of the page must carry. */
function nonceOf(response: LightMyRequestResponse): string {
  const policy = String(response.headers["content-security-policy"]);
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
}

async function signedUpCookie(name: string): Promise<string> {
  const email = `pagina-${Date.now()}-${Math.random().toString(16).slice(2)}@exemplo.com`;
  const signup = await app.inject({
    method: "POST",
    url: "/trpc/auth.signup",
    headers: { origin: testEnv().APP_URL, "content-type": "application/json" },
    payload: { name, email, password: "segredo123" },
  });
  expect(signup.statusCode).toBe(200);
  const cookie = signup.cookies.find((entry) => entry.name === "milheiro_session");
  if (!cookie) throw new Error("no session cookie");
  return `milheiro_session=${cookie.value}`;
}

describe("pages rendered by the router on the server", () => {
  it("renders a visitor's page whole: the document, its content, the build's assets and its query cache", async () => {
    const response = await get("/welcome");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toBe("Accept-Encoding, Cookie");
    const html = response.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt-BR">/);
    expect(html).toMatch(/<h1[^>]*>Suas milhas organizadas, cada milheiro com custo conhecido<\/h1>/);
    expect(html).toContain('<script type="module" src="/assets/main-abc.js"');
    expect(html).toContain('<link rel="modulepreload" href="/assets/framework-def.js"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-123.css"');
    expect(html).toContain("$_TSR");
  });

  it("stamps the response's own nonce on every inline script, a new one per response", async () => {
    const first = await get("/");
    const second = await get("/");
    const nonce = nonceOf(first);
    expect(nonceOf(second)).not.toBe(nonce);
    const scripts = inlineScriptsOf(first.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(String(first.headers["content-security-policy"])).not.toContain("unsafe-inline' 'nonce");
    expect(String(first.headers["content-security-policy"])).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("keeps a shared page rendered once, each copy with its own response's nonce", async () => {
    const first = await get("/sobre");
    const second = await get("/sobre");
    expect(second.body).toBe(first.body.replaceAll(nonceOf(first), nonceOf(second)));
    for (const attributes of inlineScriptsOf(second.body)) expect(attributes).toContain(`nonce="${nonceOf(second)}"`);
  });

  it("draws the home page anew once the admin's hero changes, and keeps that render for the next visitor", async () => {
    const before = await get("/");
    expect(before.statusCode).toBe(200);
    await database.db
      .insert(homepageSettings)
      .values({ ...DEFAULT_HOMEPAGE_SETTINGS, heroTitle: "Um título novo do admin" })
      .onConflictDoUpdate({ target: homepageSettings.id, set: { heroTitle: "Um título novo do admin" } });
    const after = await get("/");
    expect(before.body).not.toContain("Um título novo do admin");
    expect(after.body).toContain("Um título novo do admin");
    const again = await get("/");
    expect(again.body).toBe(after.body.replaceAll(nonceOf(after), nonceOf(again)));
  });

  it("answers an unknown address with 404 and the app's 404 page", async () => {
    for (const url of ["/rota-que-nao-existe", "/cursos/123/aula/9?x=1"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Não encontramos esta página.");
    }
  });

  it("answers a guard's redirect as a redirect: a visitor asking for /dashboard goes to /login", async () => {
    const response = await get("/dashboard");
    expect(response.statusCode).toBeGreaterThanOrEqual(300);
    expect(response.statusCode).toBeLessThan(400);
    expect(response.headers.location).toBe("/login");
  });

  it("renders a member's page with their session, escaped, and keeps it out of shared caches", async () => {
    const cookie = await signedUpCookie("Ana </script><script>alert(1)</script>");
    const response = await get("/dashboard", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.body).toContain("Olá, Ana &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;!");
    const nonce = nonceOf(response);
    for (const attributes of inlineScriptsOf(response.body)) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.body).not.toContain("<script>alert(1)</script>");
  });

  it("never gives a member a visitor's shared page", async () => {
    await get("/sobre");
    const cookie = await signedUpCookie("Bia");
    const response = await get("/sobre", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.body).toContain("Bia");
  });

  it("compresses the page with the encoding the browser takes", async () => {
    const br = await get("/sobre", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<h1");
    const gzip = await get("/sobre", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<h1");
  });

  it("clears a stale session cookie and renders the visitor's page", async () => {
    const stale = await get("/sobre", { cookie: "milheiro_session=abc.def" });
    expect(stale.statusCode).toBe(200);
    expect(stale.cookies.find((entry) => entry.name === "milheiro_session")?.value).toBe("");
  });
});

describe("robots.txt and sitemap.xml, from the route tree", () => {
  it("list the public pages at APP_URL and keep crawlers off the private ones and the API", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/admin", "/dashboard", "/relatorios", "/minha-conta", "/trpc", "/api/"])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).not.toContain("Disallow: /cursos");
    expect(robots.body).toContain(`Sitemap: ${testEnv().APP_URL}/sitemap.xml`);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain(`<loc>${testEnv().APP_URL}/cursos</loc>`);
    expect(sitemap.body).toContain(`<loc>${testEnv().APP_URL}/</loc>`);
    for (const path of ["/dashboard", "/admin", "/esqueci-senha", "/curso/"]) expect(sitemap.body).not.toContain(path);
  });
});

describe("the build's files", () => {
  it("serves fingerprinted assets as immutable for a year, precompressed", async () => {
    const response = await get("/assets/main-abc.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toBe(BUILD_APP_JS);
    const br = await get("/assets/main-abc.js", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUILD_APP_JS);
  });

  it("caches other static files for an hour only", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("gives a JSON 404 for a missing asset, an unknown API path, a folder or a non-GET", async () => {
    for (const url of ["/assets/missing.js", "/assets/", "/trpc/nope", "/api/nada", "/auth/desconhecido"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
    const post = await app.inject({ method: "POST", url: "/dashboard", headers: { origin: testEnv().APP_URL } });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain("<html");
  });

  it("keeps the build's manifest and source maps private", async () => {
    const manifest = await get("/.vite/manifest.json");
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('"isEntry"');
    for (const url of ["/assets/main-abc.js.map", "/assets/main-abc.js.map?x=1"]) {
      const response = await get(url, { "accept-encoding": "br, gzip" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("segredo do código");
    }
  });
});
