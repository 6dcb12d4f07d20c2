import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDataPage } from "@/shared/data-pages";
import { isAppRoute } from "@/shared/domain/access/app-routes";
import { displayName } from "@/shared/domain/account/user-display";
import { memberShellKey, withMemberName } from "@/shared/member-shells";
import { pathnameOf } from "@/shared/pathname";
import { readSessionToken } from "../auth/request-session";
import { createRequestContext, type AppDeps } from "../trpc/context";
import { createCallerFactory } from "../trpc/init";
import { appRouter } from "../trpc/router";
import { compressedVariants, compressOnce, preferredEncoding } from "./content-encoding";
import { createDataPageDrawer } from "./data-pages";
import {
  readMemberShells,
  readPrerenderedPages,
  readTakeoverScript,
  withDeferredApp,
  withRootMarkup,
} from "./prerendered-pages";
import { withSessionData } from "./page-data-blocks";

const API_PREFIXES = ["/trpc", "/auth/", "/healthz", "/readyz", "/api/"];
const createCaller = createCallerFactory(appRouter);

/**
 * Serves the Vite build: fingerprinted assets cached for a year, brotli or gzip from the files
 * compressed at build (scripts/precompress.mjs), index.html never cached, and every other browser
 * navigation answered with index.html so the client router can render it — with status 404 when
 * the address is no page of the app (the client then draws its 404 page), so crawlers and monitors
 * see what the user sees. The page carries the caller's session (auth.me's answer) in a data
 * block, so the client draws its header at once instead of asking the API first. A visitor on a
 * public page drawn at build (scripts/prerender.mjs) gets that markup inside #root: it paints
 * before the scripts arrive (docs/decisions/021), and the app loads after that paint (022); the
 * public pages whose content comes from the API are drawn for a visitor per request, with their
 * answers (024). A member's page is never drawn whole; /dashboard and /relatorios come with their
 * shell (header, heading, spinner) and the member's name filled in (023).
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string, deps: AppDeps): Promise<void> {
  const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const visitorIndex = withSessionData(indexHtml, null);
  const visitorPage = compressedVariants(visitorIndex);
  const takeoverScript = readTakeoverScript(clientDir);
  const drawnIndex = takeoverScript ? withDeferredApp(visitorIndex, takeoverScript) : visitorIndex;
  const memberShells = readMemberShells(clientDir);
  const drawDataPage = takeoverScript ? createDataPageDrawer(app, clientDir, drawnIndex) : null;
  const prerenderedPages = new Map(
    [...readPrerenderedPages(clientDir)].map(([url, markup]) => [
      url,
      compressedVariants(withRootMarkup(drawnIndex, markup)),
    ]),
  );

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    // One route that looks the file up when asked, instead of a route per file found by walking
    // the build at start (docs/decisions/035); a miss falls through to the not-found handler below.
    wildcard: true,
    // A folder (the root included) is no file: the not-found handler answers it, a page or a 404.
    // Source maps stay in dist/client for error reports, never for the public (vite.config.ts).
    allowedPath: (pathname) => !pathname.endsWith("/") && !pathname.endsWith(".map"),
    // The build's .vite manifest is for the server, not for the world.
    dotfiles: "ignore",
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.header("X-Content-Type-Options", "nosniff");
    },
  });

  async function memberPage(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<string | null> {
    const context = await createRequestContext(deps, request, reply);
    if (!context.user) return null;
    const me = await createCaller(context).auth.me();
    const page = withSessionData(indexHtml, me);
    const shellKey = me && memberShellKey(pathname, me);
    const shell = shellKey ? memberShells.get(shellKey) : undefined;
    if (!me || !shell || !takeoverScript) return page;
    return withRootMarkup(withDeferredApp(page, takeoverScript), withMemberName(shell, displayName(me)));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isAsset = request.url.startsWith("/assets/");
    if (request.method !== "GET" || isApi || isAsset) {
      return reply.code(404).send({ error: { message: "Não encontrado" } });
    }
    const pathname = pathnameOf(request.url);
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const personal = readSessionToken(request) ? await memberPage(request, reply, pathname) : null;
    const drawnForVisitor =
      personal === null && drawDataPage && isDataPage(pathname) ? await drawDataPage(request) : null;
    reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      // A page with someone's session in it must never sit in a shared cache.
      .header("Cache-Control", personal === null ? "no-cache" : "private, no-cache")
      .header("Vary", "Accept-Encoding, Cookie")
      .header("X-Content-Type-Options", "nosniff");
    if (encoding) reply.header("Content-Encoding", encoding);
    if (personal !== null) return reply.send(compressOnce(personal, encoding));
    if (drawnForVisitor !== null) return reply.send(compressOnce(drawnForVisitor, encoding));
    return reply.send((prerenderedPages.get(request.url) ?? visitorPage)(encoding));
  });
}
