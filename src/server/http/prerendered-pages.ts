import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const EMPTY_ROOT = '<div id="root"></div>';
/** The takeover entry, as Vite's manifest names it (docs/decisions/022). */
const TAKEOVER_ENTRY = "src/client/takeover.ts";
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The visitor's markup of the public pages drawn at build (scripts/prerender.mjs writes
 * dist/prerender/pages.json beside dist/client): address (path and search, as requested) → the
 * markup that goes inside #root. Empty when the build has none (the Vite dev server, tests).
 */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  return readPrerenderFile(clientDir, "pages.json");
}

/**
 * The member pages' shells drawn at build (dist/prerender/member-shells.json, docs/decisions/023):
 * memberShellKey → the markup for #root, with the name still a placeholder. Empty without a build.
 */
export function readMemberShells(clientDir: string): Map<string, string> {
  return readPrerenderFile(clientDir, "member-shells.json");
}

function readPrerenderFile(clientDir: string, name: string): Map<string, string> {
  const file = path.join(clientDir, "..", "prerender", name);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}

/** index.html with the page already drawn inside #root, so it paints before any script arrives. */
export function withRootMarkup(html: string, markup: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html sem ${EMPTY_ROOT}`);
  return html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * The address of the build's takeover entry (src/client/takeover.ts, read from Vite's manifest),
 * or null when the build has none (tests, an older build): drawn pages then load the app as usual.
 */
export function readTakeoverScript(clientDir: string): string | null {
  const file = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string } | undefined>;
  const takeover = manifest[TAKEOVER_ENTRY];
  return takeover ? `/${takeover.file}` : null;
}

/**
 * index.html for a page that comes drawn: the app's entry gives way to the takeover entry, which
 * loads the app after the first paint (docs/decisions/022). The modulepreload hints go too (they
 * would fetch the framework ahead of that paint and make it wait); the takeover reads the entry
 * and those chunks from its tag and asks for them together once the page is on screen.
 */
export function withDeferredApp(html: string, takeoverScript: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) throw new Error(`index.html com ${entries.length} scripts de entrada (esperado 1)`);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const tag = `<script type="module" crossorigin src="${takeoverScript}" data-app="${entries[0]![1]}" data-preload="${preloads.join(" ")}"></script>`;
  return html.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, () => tag);
}
