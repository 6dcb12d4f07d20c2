import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const BUILD_APP_JS = 'console.log("milheiro");'.repeat(50);

/**
 * A client build's folder as `npm run build:client` leaves it, small: Vite's manifest (the entry,
 * a chunk it imports, its stylesheet), the entry's file with the variants scripts/precompress.mjs
 * writes, a public file and a source map. The server renders the real pages around it.
 */
export async function writeClientBuild(): Promise<{ clientDir: string; remove: () => Promise<void> }> {
  const buildDir = await mkdtemp(path.join(tmpdir(), "milheiro-dist-"));
  const clientDir = path.join(buildDir, "client");
  await mkdir(path.join(clientDir, "assets"), { recursive: true });
  await mkdir(path.join(clientDir, ".vite"));
  await writeFile(
    path.join(clientDir, ".vite", "manifest.json"),
    JSON.stringify({
      "src/client/main.tsx": {
        file: "assets/main-abc.js",
        isEntry: true,
        imports: ["_framework-def.js"],
        css: ["assets/main-123.css"],
      },
      "_framework-def.js": { file: "assets/framework-def.js" },
    }),
  );
  await writeFile(path.join(clientDir, "assets", "main-abc.js"), BUILD_APP_JS);
  await writeFile(path.join(clientDir, "assets", "main-abc.js.br"), brotliCompressSync(BUILD_APP_JS));
  await writeFile(path.join(clientDir, "assets", "main-abc.js.gz"), gzipSync(BUILD_APP_JS));
  await writeFile(path.join(clientDir, "favicon.svg"), "<svg/>");
  // Source maps stay in the build for error reports, with the sources they carry.
  await writeFile(path.join(clientDir, "assets", "main-abc.js.map"), '{"sourcesContent":["segredo do código"]}');
  return { clientDir, remove: () => rm(buildDir, { recursive: true, force: true }) };
}
