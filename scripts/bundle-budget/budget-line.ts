/** The sum a page's first visit is held to, pure so it is unit tested. */

export interface BudgetLine {
  page: string;
  files: number;
  brotliBytes: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** A page is within budget when its scripts, as brotli sends them, fit the limit. */
export function budgetLine(
  page: string,
  files: readonly string[],
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

/** The heavier of a page's lines (one per viewport): the budget holds for every visitor. */
export function heaviest<T extends BudgetLine>(lines: readonly T[]): T {
  const [first, ...rest] = lines;
  if (!first) throw new Error("nenhuma medida");
  return rest.reduce((worst, line) => (line.brotliBytes > worst.brotliBytes ? line : worst), first);
}
