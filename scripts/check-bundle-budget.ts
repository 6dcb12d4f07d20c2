/**
 * Fails the build (.ci/run) when a first visit to / or /welcome downloads more than 130 KB of
 * script on the wire (brotli, as the server sends it; scripts/precompress.mjs made the files).
 * Reads dist/client/.vite/manifest.json, so run it after `npm run build`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { budgetLine, initialScripts, type Manifest } from "./bundle-budget/initial-chunks";

const LIMIT_BYTES = 130 * 1024;
const PAGES = { "/": "src/client/routes/index.tsx", "/welcome": "src/client/routes/welcome.tsx" };

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
for (const [page, routeFile] of Object.entries(PAGES)) {
  const files = initialScripts(manifest, routeFile);
  const line = budgetLine(page, files, (file) => ({ brotli: compressedSize(file, ".br"), gzip: compressedSize(file, ".gz") }), LIMIT_BYTES);
  console.log(
    `${line.withinBudget ? "ok" : "ACIMA DO ORÇAMENTO"} ${page}: ${line.files} scripts, ${kb(line.brotliBytes)} brotli (${kb(line.gzipBytes)} gzip), limite ${kb(LIMIT_BYTES)}`,
  );
  failed ||= !line.withinBudget;
}
process.exitCode = failed ? 1 : 0;
