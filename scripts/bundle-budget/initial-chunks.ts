import { TAKEOVER_ENTRY } from "../../src/server/http/prerendered-pages";

/** The part of Vite's build manifest (build.manifest) the budget reads. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's entry (index.html's script); a page drawn at build is sent TAKEOVER_ENTRY instead. */
const APP_ENTRY = "index.html";

/**
 * The scripts a first visit to a page downloads before it can work: its entry, the page's route
 * chunks (TanStack Router splits a route file into '?tsr-split=…' pieces; the component one renders
 * the page) and everything they import statically. A page drawn at build (`drawn`) is sent the
 * takeover entry, which imports the app's entry and its chunks once the page has painted
 * (docs/decisions/022): those count too, the download merely comes later. Other dynamic imports
 * are left out: they load later, if ever.
 */
export function initialScripts(manifest: Manifest, routeFile: string, { drawn }: { drawn: boolean }): string[] {
  const entries = drawn ? [TAKEOVER_ENTRY, APP_ENTRY] : [APP_ENTRY];
  const routeChunk = `${routeFile}?tsr-split=component`;
  for (const key of [...entries, routeChunk]) if (!manifest[key]) throw new Error(`o manifesto não tem ${key}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, routeChunk]) visit(key);
  return [...files].sort();
}

export interface BudgetLine {
  page: string;
  files: number;
  brotliBytes: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** A page is within budget when its initial scripts, as brotli sends them, fit the limit. */
export function budgetLine(
  page: string,
  files: string[],
  sizeOf: (file: string) => { brotli: number; gzip: number },
  limitBytes: number,
): BudgetLine {
  let brotliBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const size = sizeOf(file);
    brotliBytes += size.brotli;
    gzipBytes += size.gzip;
  }
  return { page, files: files.length, brotliBytes, gzipBytes, withinBudget: brotliBytes <= limitBytes };
}
