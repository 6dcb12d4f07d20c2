import { sql } from "drizzle-orm";

/**
 * A LIMIT written into the statement's text instead of sent as a parameter. Every statement is
 * prepared (named-statements.ts), and PostgreSQL costs a generic plan for `limit $n` as if it
 * fetched a tenth of the rows: that plan never looks as cheap as a custom one, so the statement
 * was planned again on every call, and planning cost PostgreSQL more than running it
 * (docs/decisions/016/2026-11-24-literal-limit.md). Drizzle's dialect writes any SQL object given
 * as the limit into the query (`typeof limit === "object"`); its type only names numbers and
 * placeholders, hence the cast. literal-limit.test.ts fails if a Drizzle upgrade stops writing it.
 * Only on the hot paths docs/decisions/035 lists; every other read writes `.limit(n)`.
 */
export function literalLimit(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`Invalid limit: ${count}`);
  return sql.raw(String(count)) as unknown as number;
}
