/** The part of Vite's build manifest (build.manifest) the budget reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts a first visit to a page downloads before it can draw: the app's entry, the page's
 * route chunks (TanStack Router splits a route file into '?tsr-split=…' pieces; the component one
 * renders the page) and everything they import statically. Dynamic imports are left out: they
 * load later, if ever.
 */
export function initialScripts(manifest: Manifest, routeFile: string): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("o manifesto não tem ponto de entrada");
  const routeChunk = `${routeFile}?tsr-split=component`;
  if (!manifest[routeChunk]) throw new Error(`o manifesto não tem ${routeChunk}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  visit(routeChunk);
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
