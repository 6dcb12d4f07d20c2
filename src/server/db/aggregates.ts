import { sql, type SQL } from "drizzle-orm";

/**
 * An aggregate as a plain number, 0 when no row matched. sum() over integers is bigint (numeric
 * over bigint), which postgres.js returns as a string; the totals involved fit a double exactly.
 */
export const totalOf = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
