import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAWN_ANSWERS_ELEMENT_ID } from "@/shared/data-pages";
import { buildApp } from "../app";
import { signUp, uniqueEmail } from "../testing/accounts";
import { buildCourse } from "../testing/courses";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { testEnv } from "../testing/test-app";
import { createTestClient, type TestClient } from "../testing/trpc-client";
import { serverRenderModulePath } from "./data-pages";

// docs/decisions/024: a visitor's /, /promocoes, /cursos and /buscador-passagens come drawn by the
// server with the API's answers, through the build's server-render module; here that module is the
// source it is built from (src/client/prerender/render-pages.tsx), so the real pages are drawn.
const INDEX_HTML =
  '<!doctype html><html><head><title>Milheiro</title><script type="module" crossorigin src="/assets/app-abc.js"></script>' +
  '\n<link rel="modulepreload" crossorigin href="/assets/framework-def.js"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  "index.html": { file: "assets/app-abc.js", isEntry: true },
  "src/client/takeover.ts": { file: "assets/takeover-123.js", isEntry: true },
};
const RENDER_SOURCE = path.resolve(import.meta.dirname, "..", "..", "client", "prerender", "render-pages.tsx");
const ADMIN = uniqueEmail("admin");

/** A build's folder: index.html, Vite's manifest, and the server-render module's text. */
async function makeBuild(renderModule: string): Promise<{ dir: string; clientDir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "milheiro-dist-"));
  const clientDir = path.join(dir, "client");
  await mkdir(path.join(clientDir, ".vite"), { recursive: true });
  await writeFile(path.join(clientDir, "index.html"), INDEX_HTML);
  await writeFile(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  await mkdir(path.dirname(serverRenderModulePath(clientDir)), { recursive: true });
  await writeFile(serverRenderModulePath(clientDir), renderModule);
  return { dir, clientDir };
}

let database: TestDatabase;
let buildDirs: string[] = [];
let app: FastifyInstance;
let admin: TestClient;

beforeAll(async () => {
  database = await createTestDatabase();
  const build = await makeBuild(`export { drawDataPage } from ${JSON.stringify(RENDER_SOURCE)};`);
  buildDirs = [build.dir];
  app = await buildApp({ env: testEnv({ ADMIN_EMAILS: ADMIN }), database, clientDir: build.clientDir });
  admin = createTestClient(app);
  await signUp(admin, { email: ADMIN });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  for (const dir of buildDirs) await rm(dir, { recursive: true, force: true });
});

type Answers = { queryKey: [string[], unknown]; data: unknown }[];

/** The answers a drawn page carries, read from its data block as the browser reads them. */
function answersIn(html: string): Answers {
  const block = new RegExp(`<script type="application/json" id="${DRAWN_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!block?.[1]) throw new Error("a página não traz as respostas com que foi desenhada");
  return JSON.parse(block[1]) as Answers;
}

function answerIn(html: string, procedure: string): unknown {
  return answersIn(html).find((answer) => answer.queryKey[0].join(".") === procedure)?.data;
}

const visit = (url: string) => app.inject({ method: "GET", url });

async function setHeroTitle(heroTitle: string): Promise<void> {
  await admin.trpc.homepage.update.mutate({
    heroTitle,
    heroSubtitle: "Subtítulo",
    heroBackgroundImage: "",
    primaryButtonText: "Entrar",
    primaryButtonLink: "/login",
    secondaryButtonText: "Ver Promoções",
    secondaryButtonLink: "/promocoes",
  });
}

describe("a visitor's pages drawn with their data", () => {
  it("draws / with the homepage's current settings, and draws it anew when an admin changes them", async () => {
    await setHeroTitle("Milhas com custo conhecido");
    const first = await visit("/");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.body).toMatch(/<div id="root">.*<h1[^>]*>Milhas com custo conhecido<\/h1>/s);
    // The app loads after the first paint, through the takeover entry, as on the pages drawn at build.
    expect(first.body).toContain('src="/assets/takeover-123.js" data-app="/assets/app-abc.js"');
    expect(first.body).not.toContain("modulepreload");

    await setHeroTitle("Novo título da página inicial");
    const second = await visit("/");
    expect(second.body).toMatch(/<h1[^>]*>Novo título da página inicial<\/h1>/);
    expect(second.body).not.toContain("Milhas com custo conhecido");
  });

  it("sends the answers the page was drawn from, as the API gives them, safe inside a script element", async () => {
    await setHeroTitle("</script><script>alert(1)</script>");
    const page = await visit("/");
    const api = JSON.parse((await visit("/trpc/homepage.get")).body) as { result: { data: unknown } };
    expect(answerIn(page.body, "homepage.get")).toEqual(api.result.data);
    expect(answerIn(page.body, "auth.me")).toBeNull();
    // Neither the data block nor the drawn heading lets the title out as markup.
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
  });

  it("draws /cursos with the published catalogue and leaves drafts out", async () => {
    await buildCourse(admin, { title: "Curso publicado de milhas" });
    await buildCourse(admin, { title: "Rascunho secreto", status: "draft" });
    const page = await visit("/cursos");
    expect(page.body).toMatch(/<h1[^>]*>Cursos<\/h1>/);
    expect(page.body).toContain("Curso publicado de milhas");
    expect(page.body).not.toContain("Rascunho secreto");
  });

  it("draws /promocoes and /buscador-passagens, their filters and forms inert until the app takes over", async () => {
    for (const url of ["/promocoes", "/promocoes?category=transferencia", "/buscador-passagens"]) {
      const page = await visit(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toMatch(/<div id="root">.*<h1/s);
      const controls = page.body.match(/<(button|input|select)\b[^>]*>/g) ?? [];
      expect(controls.length, url).toBeGreaterThan(0);
      for (const control of controls) expect(control, url).toContain('inert=""');
    }
  });

  it("gives a member their own page with their session, never the visitor's drawing", async () => {
    const member = createTestClient(app);
    await signUp(member);
    const page = await app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: `milheiro_session=${member.sessionToken()}` },
    });
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain(DRAWN_ANSWERS_ELEMENT_ID);
    expect(page.headers["cache-control"]).toBe("private, no-cache");
  });

  it("leaves the other pages as they were: drawn at build, or by the app", async () => {
    for (const url of ["/dashboard", "/curso/123", "/relatorios"]) {
      expect((await visit(url)).body, url).not.toContain(DRAWN_ANSWERS_ELEMENT_ID);
    }
  });
});

describe("when the server cannot draw the page", () => {
  it("sends the plain page, and the browser's app draws it", async () => {
    const broken = await makeBuild('export async function drawDataPage() { throw new Error("render quebrado"); }');
    buildDirs.push(broken.dir);
    const plain = await buildApp({ env: testEnv(), database, clientDir: broken.clientDir });
    try {
      const page = await plain.inject({ method: "GET", url: "/cursos" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/app-abc.js">');
      expect(page.body).not.toContain(DRAWN_ANSWERS_ELEMENT_ID);
    } finally {
      await plain.close();
    }
  });
});
