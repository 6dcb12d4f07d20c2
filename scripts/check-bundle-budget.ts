/**
 * Fails the build (.ci/run) when a first visit to / or /welcome downloads more script on the wire
 * than 150 KB (docs/performance.md; brotli, as the server sends it: scripts/precompress.mjs made
 * the files). Every script the browser fetches counts, whenever it comes: the page's entry and the
 * chunks it preloads, the route's chunks, and what the app imports lazily once it runs. The list
 * comes from a real visit (scripts/bundle-budget/first-visit.ts) to the production build in
 * dist/, served on loopback from a fresh embedded database: run after the build.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { startProductionServer } from "./lib/production-server";
import { budgetLine, heaviest } from "./bundle-budget/budget-line";
import { firstVisitScripts, VIEWPORTS, type ViewportName } from "./bundle-budget/first-visit";

const PAGES = ["/", "/welcome"];
const LIMIT_BYTES = 150 * 1024;

const clientDir = path.resolve(import.meta.dirname, "..", "dist", "client");

function compressedSize(file: string, extension: ".br" | ".gz"): number {
  const precompressed = path.join(clientDir, file + extension);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  // No variant written: the file is sent as it is (precompress.mjs skips what would not shrink).
  const plain = readFileSync(path.join(clientDir, file));
  const compressed = extension === ".br" ? brotliCompressSync(plain) : gzipSync(plain);
  return Math.min(plain.length, compressed.length);
}
const sizeOf = (file: string) => ({ brotli: compressedSize(file, ".br"), gzip: compressedSize(file, ".gz") });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startProductionServer();
let failed = false;
try {
  for (const page of PAGES) {
    const visits = await firstVisitScripts(server.baseUrl, page);
    const lines = (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({
      ...budgetLine(page, visits[viewport].files, sizeOf, LIMIT_BYTES),
      viewport,
      fileList: visits[viewport].files,
      headerBytes: visits[viewport].headerBytes,
    }));
    const worst = heaviest(lines);
    const each = lines.map((line) => `${line.viewport} ${line.files} scripts ${kb(line.brotliBytes)}`).join(", ");
    console.log(
      `${worst.withinBudget ? "ok" : "ACIMA DO ORÇAMENTO"} ${page}: ${kb(worst.brotliBytes)} brotli (${kb(worst.gzipBytes)} gzip) em ${worst.files} scripts, limite ${kb(LIMIT_BYTES)}; ` +
        `com os cabeçalhos HTTP/1.1 deles, ${kb(worst.brotliBytes + worst.headerBytes)} (${each})`,
    );
    if (!worst.withinBudget) {
      // The heaviest files first: where a cut would count.
      const bySize = worst.fileList.map((file) => ({ file, brotli: sizeOf(file).brotli }));
      for (const { file, brotli } of bySize.sort((a, b) => b.brotli - a.brotli))
        console.log(`  ${kb(brotli).padStart(9)}  ${file}`);
    }
    failed ||= !worst.withinBudget;
  }
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
