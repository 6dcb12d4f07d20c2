import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerManifest } from "@/client/server-entry";

/** The browser's entry, as Vite's manifest names it (vite.config.ts). */
const CLIENT_ENTRY = "src/client/main.tsx";

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type ViteManifest = Record<string, ViteManifestChunk | undefined>;

/** Where Vite writes the manifest of the client build. */
function viteManifestPath(clientDir: string): string {
  return path.join(clientDir, ".vite", "manifest.json");
}

/** The chunks the entry imports statically, each once, in the order Vite lists them. */
function staticImportsOf(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteManifestChunk[] {
  const found: ViteManifestChunk[] = [];
  for (const imported of manifest[key]?.imports ?? []) {
    const chunk = manifest[imported];
    if (!chunk || seen.has(imported)) continue;
    seen.add(imported);
    found.push(chunk, ...staticImportsOf(manifest, imported, seen));
  }
  return found;
}

/**
 * What every page loads, from the client build's manifest, in the form the router's request handler
 * takes (its root route's assets): the entry as a module script, the chunks it imports as
 * modulepreload hints so they download together, and the stylesheet. The router writes them into
 * the page it renders, with the request's nonce on the scripts.
 */
export function readPageAssets(clientDir: string): ServerManifest {
  const file = viteManifestPath(clientDir);
  if (!existsSync(file)) throw new Error(`${file} não encontrado: rode \`npm run build:client\``);
  const manifest = JSON.parse(readFileSync(file, "utf8")) as ViteManifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} não está no manifesto do Vite`);
  const imports = staticImportsOf(manifest, CLIENT_ENTRY);
  const href = (asset: string) => `/${asset}`;
  return {
    routes: {
      __root__: {
        preloads: imports.map((chunk) => href(chunk.file)),
        css: [entry, ...imports].flatMap((chunk) => chunk.css ?? []).map(href),
        scripts: [{ attrs: { type: "module", src: href(entry.file) } }],
      },
    },
  };
}
