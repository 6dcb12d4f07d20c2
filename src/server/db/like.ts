import { ilike, or, type AnyColumn, type SQL } from "drizzle-orm";

/** `%text%` for (I)LIKE, with the searcher's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" over any of the columns; no condition at all for a blank search. */
export function matchesAny(search: string, columns: readonly AnyColumn[]): SQL | undefined {
  if (search === "") return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}
