import type { Sql, TransactionSql } from "postgres";

type Client = Sql | TransactionSql;
type Unsafe = Sql["unsafe"];

/**
 * Drizzle's postgres.js session sends every query not built with `.prepare(name)` through
 * `unsafe(text, params, { prepare: false })`: an unnamed statement that PostgreSQL parses and plans
 * again on every call, which halved throughput on the bare stack (docs/decisions/035). This view
 * of the client turns preparation on for every parameterised statement, transactions and
 * savepoints included; postgres.js then keeps one named statement per distinct SQL text and
 * connection, so PostgreSQL plans each once per connection. Statements without parameters
 * (migrations, `begin`) still go as simple queries.
 */
export function withNamedStatements<T extends Client>(client: T): T {
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === "unsafe") {
        const unsafe: Unsafe = (text, parameters, options) =>
          target.unsafe(text, parameters, { ...options, prepare: true });
        return unsafe;
      }
      if (key === "begin" || key === "savepoint") {
        const open = Reflect.get(target, key, receiver) as (cb: (tx: TransactionSql) => unknown) => Promise<unknown>;
        return (callback: (tx: TransactionSql) => unknown) =>
          open.call(target, (tx) => callback(withNamedStatements(tx)));
      }
      return Reflect.get(target, key, receiver);
    },
  });
}
