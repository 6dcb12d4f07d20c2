import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentActivitySelect } from "../services/wallet/dashboard";
import { movementPageSelect } from "../services/reports/movement-pages";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { withPreparedStatement, type StatementText } from "../testing/prepared-statement";
import { selectRows } from "../testing/raw-rows";
import { createActor, type TestActor } from "../testing/wallet-actors";
import { pointsTransactions as p } from "./schema";

/**
 * Every statement is prepared (named-statements.ts) so PostgreSQL can plan it once per connection.
 * It only does when the generic plan looks no dearer than a custom one; otherwise it plans again
 * on every call, which cost PostgreSQL more than running the query
 * (docs/decisions/016/2026-11-24-literal-limit.md).
 * Each statement here is prepared as the app's driver prepares it and run as often as a
 * connection would, and the plan cache must have settled on its generic plan.
 */
let database: TestDatabase;
let ana: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
  // A member with a real history: on a handful of rows any plan is cheap and the cache goes generic anyway.
  const program = await ana.caller.wallet.programs.create({ name: "Smiles", balance: 0 });
  await database.db.execute(sql`
    insert into points_transactions (user_id, program_id, type, amount, transaction_date)
    select ${ana.id}, ${program.id}, 'bonus', 10, date '2026-01-01' + (n % 300)
    from generate_series(1, 3000) as n`);
  await database.db.execute(sql`
    insert into wallet_entries (user_id, program_id, source, type, miles, entry_date)
    select ${ana.id}, ${program.id}, 'transaction', 'bonus', 10, date '2026-01-01' + (n % 300)
    from generate_series(1, 3000) as n`);
  await database.db.execute(sql`analyze points_transactions`);
  await database.db.execute(sql`analyze wallet_entries`);
});

afterAll(async () => {
  await database?.destroy();
});

interface PlanCounts {
  generic: number;
  custom: number;
}

/** Prepares `statement` on one connection, runs it as a pool connection would, and reads its plan cache. */
function plansAfterRuns(
  statement: StatementText,
  values: Record<string, unknown> = {},
  runs = 10,
): Promise<PlanCounts> {
  return withPreparedStatement(database.db, statement, values, async (connection, name, execute) => {
    for (let run = 0; run < runs; run += 1) await connection.execute(sql.raw(execute));
    const [row] = await selectRows(
      connection,
      `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = '${name}'`,
    );
    if (!row) throw new Error("the statement was not prepared");
    return { generic: Number(row.generic), custom: Number(row.custom) };
  });
}

describe("the plan cache settles on generic plans", () => {
  it("for Minha Gestão's recent activity", async () => {
    const plans = await plansAfterRuns(recentActivitySelect(database.db).toSQL(), { userId: ana.id });
    expect(plans.generic).toBeGreaterThan(0);
    expect(plans.custom).toBeLessThanOrEqual(5);
  });

  it("for a report's first page", async () => {
    const firstPage = { type: false, program: false, holder: false, since: false, after: false, limit: 26 };
    const plans = await plansAfterRuns(movementPageSelect(database.db, firstPage).toSQL(), { userId: ana.id });
    expect(plans.generic).toBeGreaterThan(0);
    expect(plans.custom).toBeLessThanOrEqual(5);
  });

  it("and would not with the limit sent as a parameter, the cause this guards against", async () => {
    const parameterLimit = database.db
      .select({ id: p.id })
      .from(p)
      .where(eq(p.userId, ana.id))
      .orderBy(desc(p.transactionDate), desc(p.createdAt))
      .limit(3)
      .toSQL();
    expect((await plansAfterRuns(parameterLimit)).generic).toBe(0);
  });
});
