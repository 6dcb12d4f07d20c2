#!/usr/bin/env node
// After the client build: a .br (brotli, best) and a .gz (gzip fallback) beside every script,
// stylesheet and other text file of dist/client, which @fastify/static sends (preCompressed) to
// browsers that accept them. Source maps are left alone (only developers fetch them); a variant
// that would not be smaller is not written, so the server sends the original.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const root = path.resolve(process.argv[2] ?? "dist/client");

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let plain = 0;
let brotli = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  plain += statSync(file).size;
  brotli += Math.min(br.length, bytes.length);
}
console.log(
  `precompress: ${(plain / 1024).toFixed(0)} KB de texto → ${(brotli / 1024).toFixed(0)} KB em brotli (${root})`,
);
