import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The visitor's markup of the public pages drawn at build (scripts/prerender.mjs writes
 * dist/prerender/pages.json beside dist/client): address (path and search, as requested) → the
 * markup that goes inside #root. Empty when the build has none (the Vite dev server, tests).
 */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  const file = path.join(clientDir, "..", "prerender", "pages.json");
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}

/** index.html with the page already drawn inside #root, so it paints before any script arrives. */
export function withRootMarkup(html: string, markup: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html sem ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
