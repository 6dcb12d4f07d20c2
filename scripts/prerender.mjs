#!/usr/bin/env node
// After the client build: the markup of the public pages a visitor sees without data
// (src/client/prerender/render-pages.tsx) drawn with react-dom/server, in Node, no browser, and
// the member pages' shells (docs/decisions/023, dist/prerender/member-shells.json). Vite
// builds that module for Node, then this script runs it and writes dist/prerender/pages.json
// (address → markup for #root), which the server puts into the visitor's index.html
// (src/server/http/prerendered-pages.ts). docs/decisions/021-prerendered-public-pages.md.
// The module stays in dist/prerender/ssr: the server draws the pages whose content comes from the
// API with it, per request (docs/decisions/024). It carries its dependencies (React, the router,
// the clients), so it runs where only the server's production dependencies are installed.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const distDir = path.resolve(process.argv[2] ?? "dist");
const outDir = path.join(distDir, "prerender");
const bundleDir = path.join(outDir, "ssr");

rmSync(outDir, { recursive: true, force: true });
await build({
  logLevel: "warn",
  ssr: { noExternal: true },
  build: {
    ssr: "src/client/prerender/render-pages.tsx",
    outDir: bundleDir,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: "render-pages.js" } },
  },
});

const { renderVisitorPages, renderMemberShells } = await import(
  pathToFileURL(path.join(bundleDir, "render-pages.js")).href
);
const pages = await renderVisitorPages();
const memberShells = await renderMemberShells();
/** What any markup sent inside #root must be: no script, and a page title. */
function refuseUnfit(what, markup) {
  // The CSP allows no inline script: a <script> in the markup would be refused and reported.
  if (/<script/i.test(markup)) throw new Error(`prerender: ${what} traz um <script> no HTML`);
  if (!markup.includes("<h1")) throw new Error(`prerender: ${what} sem título <h1>`);
}
for (const [url, markup] of Object.entries(pages)) {
  refuseUnfit(url, markup);
  // A boundary the server gave up on (<!--$!-->) makes the browser's hydration fail (React #419).
  if (markup.includes("<!--$!-->")) throw new Error(`prerender: ${url} tem um trecho não desenhado (Suspense)`);
}
// A member's shell is rendered over, not hydrated (docs/decisions/023): an unfinished boundary (the
// header's bell, loaded later) is harmless there.
for (const [key, markup] of Object.entries(memberShells)) refuseUnfit(`a casca ${key}`, markup);
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "pages.json"), JSON.stringify(pages));
writeFileSync(path.join(outDir, "member-shells.json"), JSON.stringify(memberShells));
const kb = Buffer.byteLength(JSON.stringify(pages)) / 1024;
console.log(
  `prerender: ${Object.keys(pages).length} páginas de visitante (${kb.toFixed(0)} KB) → ${path.relative(process.cwd(), outDir)}/pages.json`,
);
console.log(
  `prerender: ${Object.keys(memberShells).length} cascas de páginas de membro → ${path.relative(process.cwd(), outDir)}/member-shells.json`,
);
