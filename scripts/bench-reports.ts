/**
 * How the reports scale with a user's history: a user with 100,000 ledger entries against one with
 * 10, on a throwaway database (created, migrated and dropped here), among 100,000 other users' rows.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-reports.ts
 *
 * Without DATABASE_URL it runs on an in-memory PGlite. Prints the median and p95 of each report
 * query over 25 runs, the time to stream the whole CSV, and EXPLAIN ANALYZE for the first page.
 */
import { sql } from "drizzle-orm";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import type { ReportFilters } from "../src/shared/schemas/reports";
import type { Db } from "../src/server/db/client";
import { loyaltyPrograms, users } from "../src/server/db/schema";
import { walletScopeOf, type WalletScope } from "../src/server/services/access/wallet-scope";
import { reportCharts } from "../src/server/services/reports/report-charts";
import { encodeCursor } from "../src/server/services/reports/report-cursor";
import { reportCsvChunks } from "../src/server/services/reports/report-export";
import {
  movementPageSelect,
  movementsAfter,
  type MovementPageShape,
} from "../src/server/services/reports/movement-pages";
import { reportMovements, reportSummary } from "../src/server/services/reports/reports";
import { withPreparedStatement } from "../src/server/testing/prepared-statement";
import { selectRows } from "../src/server/testing/raw-rows";
import { openBenchDatabase } from "./lib/bench-database";

const RUNS = 25;
const today = todayInSaoPaulo();

async function createUserWithPrograms(
  db: Db,
  email: string,
  programCount: number,
): Promise<{ scope: WalletScope; programIds: string[] }> {
  const [user] = await db.insert(users).values({ email, passwordHash: "bench" }).returning({ id: users.id });
  if (!user) throw new Error("no user");
  const programs = await db
    .insert(loyaltyPrograms)
    .values(
      Array.from({ length: programCount }, (_, index) => ({
        userId: user.id,
        name: `Programa ${index + 1}`,
        balance: 1_000_000,
      })),
    )
    .returning({ id: loyaltyPrograms.id });
  return { scope: walletScopeOf(user), programIds: programs.map((program) => program.id) };
}

/**
 * `count` ledger entries over three years, types and programs in rotation (credits and debits,
 * a transfer's side among them), written by the database itself.
 */
async function seedMovements(
  db: Db,
  owner: { scope: WalletScope; programIds: string[] },
  count: number,
): Promise<void> {
  const programs = sql.raw(`array[${owner.programIds.map((id) => `'${id}'::uuid`).join(",")}]`);
  await db.execute(sql`
    insert into wallet_entries (user_id, program_id, source, type, miles, amount_paid_cents, cost_cents, description, entry_date, created_at)
    select ${owner.scope.ownerId}::uuid, (${programs})[1 + g % ${owner.programIds.length}],
      (array['accumulation','transaction','correction','transaction','transaction'])[1 + g % 5],
      (array['accumulation','usage','correction','bonus','expiration'])[1 + g % 5],
      (1 + g % 5000) * (array[1, -1, 1, 1, -1])[1 + g % 5],
      case when g % 5 = 0 then 35 * (1 + g % 5000) end, 2 * (1 + g % 5000),
      'Movimento ' || g, ${today}::date - (g % 1095), now() - make_interval(secs => g)
    from generate_series(1, ${count}) as g`);
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The plan PostgreSQL runs for a report page as the app sends it: prepared, with these values. */
async function explain(db: Db, shape: MovementPageShape, values: Record<string, unknown>): Promise<string> {
  const plan = await withPreparedStatement(
    db,
    movementPageSelect(db, shape).toSQL(),
    values,
    (connection, _name, execute) => selectRows(connection, `explain (analyze, buffers) ${execute}`),
  );
  return plan.map((row) => Object.values(row)[0]).join("\n");
}

async function main() {
  const database = await openBenchDatabase("bench_reports");
  const { db } = database;
  try {
    console.log(`Motor: ${database.engine}. Semeando…`);
    const big = await createUserWithPrograms(db, "cem-mil@bench.local", 3);
    const small = await createUserWithPrograms(db, "dez@bench.local", 2);
    await seedMovements(db, big, 100_000);
    await seedMovements(db, small, 10);
    for (let index = 0; index < 20; index += 1) {
      await seedMovements(db, await createUserWithPrograms(db, `outro-${index}@bench.local`, 2), 5_000);
    }
    await db.execute(sql`analyze`);

    const filters: Record<string, ReportFilters> = {
      "sem filtro": { periodo: "todos" },
      "tipo=usage": { periodo: "todos", tipo: "usage" },
      programa: { periodo: "todos", programa: big.programIds[0] },
      "30 dias": { periodo: 30 },
    };
    const rows: Record<string, string>[] = [];
    const record = async (what: string, run: (owner: typeof big) => Promise<unknown>) => {
      const [large, few] = [await time(() => run(big)), await time(() => run(small))];
      rows.push({
        consulta: what,
        "100.000 (mediana / p95 ms)": `${large.median.toFixed(2)} / ${large.p95.toFixed(2)}`,
        "10 (mediana / p95 ms)": `${few.median.toFixed(2)} / ${few.p95.toFixed(2)}`,
      });
    };
    for (const [name, filter] of Object.entries(filters)) {
      const own = (owner: typeof big) => (filter.programa ? { ...filter, programa: owner.programIds[0] } : filter);
      await record(`primeira página, ${name}`, (owner) => reportMovements(db, owner.scope, own(owner), today));
      await record(`resumo, ${name}`, (owner) => reportSummary(db, owner.scope, own(owner), today));
    }
    const deepKey = await movementsAfter(db, big.scope, { periodo: "todos" }, today, null, 5_000);
    const deepCursor = encodeCursor(deepKey.at(-1) ?? deepKey[0] ?? { entryDate: today, createdAtKey: "", id: "" });
    await record("página 201 (após 5.000 linhas)", (owner) =>
      reportMovements(db, owner.scope, { periodo: "todos", after: owner === big ? deepCursor : null }, today),
    );
    await record("gráficos, 30 dias", (owner) => reportCharts(db, owner.scope, { periodo: 30 }, today));
    await record("gráficos, todo o período", (owner) => reportCharts(db, owner.scope, { periodo: "todos" }, today));
    console.table(rows);

    const start = performance.now();
    let bytes = 0;
    for await (const chunk of reportCsvChunks(db, big.scope, { periodo: "todos" }, today))
      bytes += Buffer.byteLength(chunk);
    console.log(
      `CSV completo de 100.000 linhas: ${(performance.now() - start).toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    );

    const page = { type: false, program: false, holder: false, since: false, limit: 26 };
    const firstPage = await explain(db, { ...page, after: false }, { userId: big.scope.ownerId });
    console.log(`\nEXPLAIN ANALYZE, primeira página (100.000 transações):\n${firstPage}`);
    const deep = deepKey.at(-1);
    if (deep) {
      const values = {
        userId: big.scope.ownerId,
        afterDate: deep.entryDate,
        afterCreatedAt: deep.createdAtKey,
        afterId: deep.id,
      };
      console.log(
        `\nEXPLAIN ANALYZE, página após 5.000 linhas:\n${await explain(db, { ...page, after: true }, values)}`,
      );
    }
  } finally {
    await database.destroy();
  }
}

await main();
