import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";
import type { DrawDataPage } from "@/shared/data-pages";
import { withRootMarkup } from "./prerendered-pages";
import { withDrawnAnswers } from "./page-data-blocks";

/** Pages kept drawn, by address and answers: enough for the pages and their usual filters, bounded against odd addresses. */
const KEPT_PAGES = 64;

/** The build's server-render module (scripts/prerender.mjs keeps it beside the drawn pages). */
export function serverRenderModulePath(clientDir: string): string {
  return path.join(clientDir, "..", "prerender", "ssr", "render-pages.js");
}

/**
 * The API as the browser would reach it, answered in-process (Fastify's inject: no socket, the
 * same hooks, context, access rules and rate limits), on behalf of the visitor whose page is drawn.
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? "GET") as HTTPMethods,
      url,
      headers: { accept: "application/json" },
      payload: typeof init?.body === "string" ? init.body : undefined,
      remoteAddress: visitor.ip,
    });
    const contentType = answer.headers["content-type"];
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}

/**
 * The visitor's pages whose content comes from the API (src/shared/data-pages.ts), drawn per
 * request by the build's server-render module (docs/decisions/024): the function returned gives
 * the whole HTML (the drawn index with the page in #root and its answers in a data block), or null
 * when the page cannot be drawn, and the plain page is sent. The markup drawn from the same
 * answers is kept, so a visitor's request costs the API's answers, not a render. Null without a build's module (tests,
 * the Vite dev server). The module is loaded on first use, off the start's path.
 */
export function createDataPageDrawer(
  app: FastifyInstance,
  clientDir: string,
  drawnIndex: string,
): ((request: FastifyRequest) => Promise<string | null>) | null {
  const modulePath = serverRenderModulePath(clientDir);
  if (!existsSync(modulePath)) return null;
  let drawer: Promise<DrawDataPage> | undefined;
  const kept = new Map<string, string>();
  const keyOf = (url: string, answers: string) => `${url}\n${answers}`;

  return async (request) => {
    drawer ??= import(/* @vite-ignore */ pathToFileURL(modulePath).href).then(
      (module: { drawDataPage: DrawDataPage }) => module.drawDataPage,
    );
    const url = request.url;
    try {
      const draw = await drawer;
      const drawn = await draw(url, inProcessFetch(app, request), (answers) => kept.get(keyOf(url, answers)));
      if (!drawn) return null;
      const key = keyOf(url, drawn.answers);
      kept.delete(key);
      kept.set(key, drawn.markup);
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
      return withDrawnAnswers(withRootMarkup(drawnIndex, drawn.markup), drawn.answers);
    } catch (error) {
      request.log.warn({ err: error, url }, "página de visitante não desenhada no servidor");
      return null;
    }
  };
}
