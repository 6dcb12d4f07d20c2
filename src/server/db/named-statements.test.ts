import type { Sql, TransactionSql } from "postgres";
import { describe, expect, it } from "vitest";
import { withNamedStatements } from "./named-statements";

/** A stand-in for postgres.js that records the options each `unsafe` call was given. */
function recordingClient(calls: unknown[]): Sql {
  const client = {
    options: { parsers: {} },
    unsafe: (_text: string, _parameters: unknown[], options: unknown) => calls.push(options),
    begin: (callback: (tx: TransactionSql) => unknown) =>
      Promise.resolve(callback(recordingClient(calls) as unknown as TransactionSql)),
    savepoint: (callback: (tx: TransactionSql) => unknown) =>
      Promise.resolve(callback(recordingClient(calls) as unknown as TransactionSql)),
  };
  return client as unknown as Sql;
}

describe("withNamedStatements", () => {
  it("prepares what Drizzle sends unnamed, in transactions and savepoints too", async () => {
    const calls: unknown[] = [];
    const client = withNamedStatements(recordingClient(calls));
    void client.unsafe("select $1", [1], { prepare: false });
    await client.begin(async (tx) => {
      void tx.unsafe("select $1", [2], { prepare: false });
      await tx.savepoint(async (inner) => inner.unsafe("select $1", [3]));
    });
    expect(calls).toEqual([{ prepare: true }, { prepare: true }, { prepare: true }]);
  });

  it("leaves everything else as the client has it", () => {
    const plain = recordingClient([]);
    expect(withNamedStatements(plain).options).toBe(plain.options);
  });
});
