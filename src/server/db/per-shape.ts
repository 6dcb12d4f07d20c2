import type { Db } from "./client";
import { perDatabase } from "./per-database";

/**
 * Prepared statements for a query whose SQL depends on which filters are on: one statement per
 * shape (the filters present, a page size) and database, built on first use with placeholders for
 * the values. Like perDatabase's statements, each is rendered once per process and planned once
 * per connection. Shapes must be few: each one is kept for the process's life. Only on the hot
 * paths docs/decisions/035 lists.
 */
export function preparedPerShape<Shape extends Record<string, boolean | number>, Prepared>(
  name: string,
  prepare: (db: Db, shape: Shape, statementName: string) => Prepared,
): (db: Db) => (shape: Shape) => Prepared {
  return perDatabase((db: Db) => {
    const byShape = new Map<string, Prepared>();
    return (shape: Shape) => {
      const key = JSON.stringify(shape);
      let prepared = byShape.get(key);
      if (prepared === undefined) {
        prepared = prepare(db, shape, `${name}_${byShape.size + 1}`);
        byShape.set(key, prepared);
      }
      return prepared;
    };
  });
}
