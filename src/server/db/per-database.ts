import type { Db } from "./client";

/**
 * One value per database handle, built on first use: a Drizzle prepared statement built this way
 * has its SQL rendered once per process, and postgres.js names it, so PostgreSQL plans it once
 * per connection. Only on the hot paths docs/decisions/035 lists; every other query is plain.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
