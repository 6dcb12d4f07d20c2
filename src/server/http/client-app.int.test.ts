import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { findUser } from "../testing/accounts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { endTrial } from "../testing/trial";
import { testEnv } from "../testing/test-app";
import { MEMBER_NAME_PLACEHOLDER } from "@/shared/member-shells";

// As Vite writes it: the app's entry and the chunks it imports, preloaded.
const INDEX_HTML =
  '<!doctype html><html><head><title>Milheiro</title><script type="module" crossorigin src="/assets/app-abc.js"></script>' +
  '\n<link rel="modulepreload" crossorigin href="/assets/framework-def.js"></head><body><div id="root"></div></body></html>';
const VISITOR_HTML = INDEX_HTML.replace(
  "</head>",
  '<script type="application/json" id="milheiro-session">null</script></head>',
);
// A page drawn at build is sent the takeover entry, which loads the app after the first paint.
const DRAWN_HTML =
  '<!doctype html><html><head><title>Milheiro</title><script type="module" crossorigin src="/assets/takeover-123.js" ' +
  'data-app="/assets/app-abc.js" data-preload="/assets/framework-def.js"></script>' +
  '<script type="application/json" id="milheiro-session">null</script></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("milheiro");'.repeat(50);
// As scripts/prerender.mjs leaves it beside dist/client: the visitor's markup of public pages.
const PRERENDERED = {
  "/welcome": "<header>Milheiro</header><h1>Suas milhas organizadas</h1>",
  "/login?modo=cadastro": "<header>Milheiro</header><h1>Crie sua conta gratuita</h1>",
};

// The member pages' shells (docs/decisions/023), keyed by memberShellKey, the name a placeholder.
const MEMBER_SHELLS = {
  "/relatorios restricted": `<header aria-label="Olá, ${MEMBER_NAME_PLACEHOLDER}"></header><h1>Relatórios</h1>`,
  "/dashboard dashboard": `<header></header><h1>Minha Gestão</h1><p>Olá, ${MEMBER_NAME_PLACEHOLDER}!</p>`,
};

let buildDir: string;
let clientDir: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "milheiro-dist-"));
  clientDir = path.join(buildDir, "client");
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  await mkdir(path.join(buildDir, "prerender"));
  await writeFile(path.join(buildDir, "prerender", "pages.json"), JSON.stringify(PRERENDERED));
  await writeFile(path.join(buildDir, "prerender", "member-shells.json"), JSON.stringify(MEMBER_SHELLS));
  await writeFile(path.join(clientDir, "index.html"), INDEX_HTML);
  await mkdir(path.join(clientDir, ".vite"));
  await writeFile(
    path.join(clientDir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/app-abc.js", isEntry: true },
      "src/client/takeover.ts": { file: "assets/takeover-123.js", isEntry: true },
    }),
  );
  await writeFile(path.join(clientDir, "assets", "app-abc.js"), APP_JS);
  // As scripts/precompress.mjs leaves them beside each file.
  await writeFile(path.join(clientDir, "assets", "app-abc.js.br"), brotliCompressSync(APP_JS));
  await writeFile(path.join(clientDir, "assets", "app-abc.js.gz"), gzipSync(APP_JS));
  await writeFile(path.join(clientDir, "favicon.svg"), "<svg/>");
  // Source maps stay in the build for error reports, with the sources they carry.
  await writeFile(path.join(clientDir, "assets", "app-abc.js.map"), '{"sourcesContent":["segredo do código"]}');
  database = await createTestDatabase();
  app = await buildApp({ env: testEnv(), database, clientDir });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await rm(buildDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("serving the built client", () => {
  it("answers the app's pages with index.html, never cached", async () => {
    for (const url of ["/", "/dashboard", "/curso/123/player?x=1", "/relatorios?tipo=usage", "/cursos/"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(VISITOR_HTML);
    }
  });

  it("answers an unknown address with 404 and the app, which draws its 404 page", async () => {
    for (const url of ["/rota-que-nao-existe", "/cursos/123/aula/9?x=1", "/curso"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toBe(VISITOR_HTML);
    }
  });

  it("serves a real robots.txt and a sitemap of the public pages at APP_URL", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toContain("User-agent: *\nAllow: /\n");
    expect(robots.body).toContain("Disallow: /admin\n");
    expect(robots.body).toContain(`Sitemap: ${testEnv().APP_URL}/sitemap.xml`);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain(`<loc>${testEnv().APP_URL}/cursos</loc>`);
    expect(sitemap.body).toContain(`<loc>${testEnv().APP_URL}/</loc>`);
    expect(sitemap.body).not.toContain("/dashboard");
    expect(sitemap.body).not.toContain("/admin");
  });

  it("serves fingerprinted assets as immutable for a year", async () => {
    const response = await get("/assets/app-abc.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toBe(APP_JS);
  });

  it("caches other static files for an hour only", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("gives a JSON 404 for a missing asset instead of the page", async () => {
    const response = await get("/assets/missing.js");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: "Não encontrado" } });
  });

  it("keeps the build's own files (its manifest) private: the address is no page, and no file", async () => {
    const response = await get("/.vite/manifest.json");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("takeover-123");
  });

  it("never serves the client's source maps (they stay in dist/ for error reports)", async () => {
    for (const url of ["/assets/app-abc.js.map", "/assets/app-abc.js.map?x=1"]) {
      const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("segredo do código");
    }
  });

  it("answers a folder of the build (no index served) as a missing asset, not a listing", async () => {
    const response = await get("/assets/");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { message: "Não encontrado" } });
  });

  it("gives a JSON 404 for unknown API paths", async () => {
    for (const url of ["/trpc/nope", "/api/nada", "/auth/desconhecido", "/files/nada", "/files/images/courses/x.png"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.body).not.toContain("<html");
    }
  });

  it("does not answer non-GET requests with the page", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/dashboard",
      headers: { origin: testEnv().APP_URL },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<html");
  });
});

describe("compression and the session in the page", () => {
  const getWith = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });

  it("sends the brotli file made at build to a browser that takes it, gzip to one that takes only that", async () => {
    const br = await getWith("/assets/app-abc.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await getWith("/assets/app-abc.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await getWith("/assets/app-abc.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it("compresses the page, never cached, varying on encoding and cookie", async () => {
    const br = await getWith("/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VISITOR_HTML);

    const gzip = await getWith("/promocoes", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(VISITOR_HTML);
  });

  /** Signup starts the PRO trial (docs/decisions/031); `trialOver` is a member without access. */
  async function signedUpCookie(name: string, { trialOver = false } = {}): Promise<string> {
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
    if (trialOver) {
      const user = await findUser(database.db, email);
      if (!user) throw new Error("signup left no user");
      await endTrial(database.db, user.id);
    }
    return `milheiro_session=${cookie.value}`;
  }

  it("writes the logged-in member's auth.me answer into the page, escaped, and keeps it out of shared caches", async () => {
    const cookie = await signedUpCookie("Ana </script><script>alert(1)</script>");
    const response = await getWith("/dashboard", { cookie, "accept-encoding": "br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    const html = brotliDecompressSync(response.rawPayload).toString();
    const block = /<script type="application\/json" id="milheiro-session">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const me = await app.inject({ method: "GET", url: "/trpc/auth.me", headers: { cookie } });
    expect(JSON.parse(block![1]!)).toEqual(me.json().result.data);
    expect(JSON.parse(block![1]!)).toMatchObject({
      fullName: "Ana </script><script>alert(1)</script>",
      isAdmin: false,
    });
  });

  it("gives a visitor the page drawn at build for that exact address, compressed like the plain page", async () => {
    const welcome = await getWith("/welcome", { "accept-encoding": "br" });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.headers["cache-control"]).toBe("no-cache");
    expect(welcome.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(brotliDecompressSync(welcome.rawPayload).toString()).toBe(
      DRAWN_HTML.replace('<div id="root"></div>', `<div id="root">${PRERENDERED["/welcome"]}</div>`),
    );

    const signup = await get("/login?modo=cadastro");
    expect(signup.body).toContain('<div id="root"><header>Milheiro</header><h1>Crie sua conta gratuita</h1></div>');
    // An address not drawn at build (another search, another path) gets the plain page the client draws.
    for (const url of ["/login?modo=cadastro&sessao=expirada", "/welcome/", "/sobre"])
      expect((await get(url)).body, url).toBe(VISITOR_HTML);
  });

  it("never gives a member the visitor's markup: their page is drawn by the client, with their session", async () => {
    const cookie = await signedUpCookie("Bia");
    for (const url of ["/welcome", "/login?modo=cadastro"]) {
      const response = await getWith(url, { cookie });
      expect(response.headers["cache-control"], url).toBe("private, no-cache");
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain("<h1>");
      expect(response.body, url).toContain('"fullName":"Bia"');
    }
  });

  it("gives a member /relatorios drawn as its shell with their name, escaped, and the takeover entry", async () => {
    const cookie = await signedUpCookie('Caio "<b>&', { trialOver: true });
    const response = await getWith("/relatorios?periodo=30d", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.body).toContain(
      '<div id="root"><header aria-label="Olá, Caio &quot;&lt;b&gt;&amp;"></header><h1>Relatórios</h1></div>',
    );
    expect(response.body).toContain('src="/assets/takeover-123.js" data-app="/assets/app-abc.js"');
    expect(response.body).not.toContain(MEMBER_NAME_PLACEHOLDER);
    // Without access /dashboard sends the member away: no shell of it, the plain page with the session.
    const dashboard = await getWith("/dashboard", { cookie });
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).toContain('src="/assets/app-abc.js"');
  });

  it("gives a visitor, or a stale cookie, the page with no one in it (and clears the stale cookie)", async () => {
    const visitor = await get("/dashboard");
    expect(visitor.body).toBe(VISITOR_HTML);

    const stale = await getWith("/dashboard", { cookie: "milheiro_session=abc.def" });
    expect(stale.body).toBe(VISITOR_HTML);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    expect(stale.cookies.find((entry) => entry.name === "milheiro_session")?.value).toBe("");
  });
});
