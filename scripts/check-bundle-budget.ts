/**
 * Fails the build (.ci/run) when a first visit to / or /welcome downloads more script on the wire
 * than its limit, 130 KB (docs/performance.md; brotli, as the server sends it, scripts/precompress.mjs made
 * the files). /welcome is drawn at build and / by the server (decisions 022, 024): their visitor
 * gets the takeover entry, then the app, and both count. Reads dist/client/.vite/manifest.json: run after the build.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { PRERENDERED_URLS } from "../src/client/prerender/prerendered-urls";
import { isDataPage } from "../src/shared/data-pages";
import { budgetLine, initialScripts, type Manifest } from "./bundle-budget/initial-chunks";

const PAGES = [
  { page: "/", routeFile: "src/client/routes/index.tsx", limitBytes: 130 * 1024 },
  { page: "/welcome", routeFile: "src/client/routes/welcome.tsx", limitBytes: 130 * 1024 },
];

const clientDir = path.resolve(import.meta.dirname, "..", "dist", "client");
const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;

function compressedSize(file: string, extension: ".br" | ".gz"): number {
  const precompressed = path.join(clientDir, file + extension);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  // No variant written: the file is sent as it is (precompress.mjs skips what would not shrink).
  const plain = readFileSync(path.join(clientDir, file));
  const compressed = extension === ".br" ? brotliCompressSync(plain) : gzipSync(plain);
  return Math.min(plain.length, compressed.length);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;
for (const { page, routeFile, limitBytes } of PAGES) {
  const drawn = (PRERENDERED_URLS as readonly string[]).includes(page) || isDataPage(page);
  const files = initialScripts(manifest, routeFile, { drawn });
  const line = budgetLine(
    page,
    files,
    (file) => ({ brotli: compressedSize(file, ".br"), gzip: compressedSize(file, ".gz") }),
    limitBytes,
  );
  console.log(
    `${line.withinBudget ? "ok" : "ACIMA DO ORÇAMENTO"} ${page}: ${line.files} scripts, ${kb(line.brotliBytes)} brotli (${kb(line.gzipBytes)} gzip), limite ${kb(limitBytes)}`,
  );
  failed ||= !line.withinBudget;
}
process.exitCode = failed ? 1 : 0;
