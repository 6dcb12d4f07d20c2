import { Placeholder, sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** A statement as Drizzle's `toSQL()` gives it: its text and parameters, placeholders included. */
export interface StatementText {
  sql: string;
  params: unknown[];
}

// A hand-written EXECUTE takes no bind parameters, so its arguments are written as literals.
const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;

/**
 * Runs `use` while `statement` is prepared on one connection, as the app's driver prepares it.
 * `use` gets that connection, the statement's name and the EXECUTE that runs it with `values`
 * given to its placeholders; the statement is deallocated afterwards.
 */
export async function withPreparedStatement<T>(
  db: Db,
  statement: StatementText,
  values: Record<string, unknown>,
  use: (connection: Db, name: string, execute: string) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const name = `probe_${Math.random().toString(36).slice(2)}`;
    const args = statement.params.map((param) => literal(param instanceof Placeholder ? values[param.name] : param));
    await tx.execute(sql.raw(`prepare ${name} as ${statement.sql}`));
    const result = await use(tx, name, `execute ${name}(${args.join(", ")})`);
    await tx.execute(sql.raw(`deallocate ${name}`));
    return result;
  });
}
