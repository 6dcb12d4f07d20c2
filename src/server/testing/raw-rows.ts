import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Rows of a hand-written SELECT on either engine: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export async function selectRows(db: Db, query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(sql.raw(query));
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}
