import { getTableColumns, sql } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";
import { drizzleOptions } from "./drizzle-options";

// The database's names for the columns, as Drizzle's own queries write them.
const casing = new CasingCache(drizzleOptions.casing);

/**
 * Many rows into one table as one JSON parameter, read back by jsonb_to_recordset. Drizzle's
 * `.values(rows)` builds an SQL chunk and a parameter for every value: the 150 ledger entries of a
 * batch of 50 transfers took 50–110 ms of the server's CPU just to build on the shared bench
 * machine, more than PostgreSQL took to write them (docs/decisions/036). Here the statement's text
 * depends only on the columns, so it is prepared once, and each value goes through its column's
 * own driver mapping, as with `.values`; columns left out take their defaults, a named one left
 * undefined is null.
 */
export function insertRows<T extends PgTable, K extends keyof T["$inferInsert"] & string>(
  db: DbOrTx,
  table: T,
  keys: readonly K[],
  rows: readonly Pick<T["$inferInsert"], K>[],
) {
  const all: Record<string, PgColumn> = getTableColumns(table);
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`no column ${key}`);
    return { column, name: casing.getColumnCasing(column) };
  });
  const records = rows.map((row) =>
    Object.fromEntries(
      columns.map(({ column, name }, index) => {
        const value: unknown = row[keys[index] as K];
        return [name, value === null || value === undefined ? null : column.mapToDriverValue(value)];
      }),
    ),
  );
  const names = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const shape = sql.join(
    columns.map(({ column, name }) => sql`${sql.identifier(name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  // ::text first: sent as text, the parameter is parsed once by PostgreSQL, on either engine.
  return db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::text::jsonb) as r(${shape})`,
  );
}
