/**
 * The ledger's write targets (docs/decisions/029): concurrent transfers between one pair of
 * programs, exact on both sides, and a usage on a program holding 10,000 lots.
 */
import postgres from "postgres";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { tokenOf, WRITER_MEMBER } from "./dataset";
import { load } from "./load";
import { median } from "./pairs";
import { TARGETS, type Extra } from "./report";
import { connections, startApp, warmUpWrites, writes } from "./settings";

/** Program `index` of the writing member, as SQL over the dataset's stable ids. */
export const programOf = (index: number) => `bench_uuid('program' || ${WRITER_MEMBER} || '-' || ${index})`;

/** A tRPC mutation of the writing member, as autocannon and fetch send it. */
export function call(url: string, procedure: string, body: unknown) {
  return {
    method: "POST" as const,
    url: `${url}/trpc/${procedure}`,
    headers: {
      authorization: `Bearer ${tokenOf(WRITER_MEMBER)}`,
      "content-type": "application/json",
      origin: url,
    },
    body: JSON.stringify(body),
  };
}

export async function transfersScenario(databaseUrl: string): Promise<Extra[]> {
  const sql = postgres(databaseUrl, { max: 1 });
  const totals = async () =>
    (
      await sql.unsafe<{ id: string; balance: number; held: string }[]>(
        `select id::text, balance, held_cost_cents as held from loyalty_programs where id in (${programOf(3)}, ${programOf(4)}) order by id = ${programOf(3)} desc`,
      )
    ).map((row) => ({ id: row.id, balance: row.balance, held: Number(row.held) }));
  const [source, destination] = await totals();
  if (!source || !destination) throw new Error("bench programs missing");
  const points = 3;
  const app = await startApp(databaseUrl);
  try {
    const transfer = (amount: number) =>
      load(app, {
        amount,
        ...call(app.url, "wallet.transfers.create", {
          fromProgramId: source.id,
          toProgramId: destination.id,
          transferDate: todayInSaoPaulo(),
          pointsSent: points,
          bonusPercent: 100,
        }),
      });
    const warmUp = await transfer(warmUpWrites);
    const result = await transfer(writes);
    const [sourceAfter, destinationAfter] = await totals();
    const sent = (warmUpWrites + writes) * points;
    const errors = warmUp.errors + result.errors;
    const exact =
      errors === 0 &&
      sourceAfter?.balance === source.balance - sent &&
      destinationAfter?.balance === destination.balance + 2 * sent &&
      (sourceAfter?.held ?? 0) + (destinationAfter?.held ?? 0) === source.held + destination.held;
    return [
      {
        name: `transferências, ${connections} conexões num par de programas`,
        value: `${result.requestsPerSecond.toFixed(0)}/s, p99 ${result.p99Ms} ms`,
        target: `≥ ${TARGETS.transfersMinPerSecond}/s`,
        ok: result.requestsPerSecond >= TARGETS.transfersMinPerSecond,
      },
      {
        name: "transferências: saldos e custos exatos nos dois lados",
        value: `origem ${sourceAfter?.balance} (esperado ${source.balance - sent}), destino ${destinationAfter?.balance} (esperado ${destination.balance + 2 * sent}), ${errors} erros`,
        target: "iguais",
        ok: exact,
      },
    ];
  } finally {
    await app.stop();
    await sql.end();
  }
}

/** A usage that takes several lots of a program holding 10,000 live ones, timed one at a time. */
export async function lotConsumptionScenario(databaseUrl: string): Promise<Extra[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const program = programOf(5);
  const lots = 10_000;
  await sql.unsafe(`delete from wallet_entries where program_id = ${program}`);
  await sql.unsafe(`delete from mile_lots where program_id = ${program}`);
  await sql.unsafe(`insert into wallet_entries (id, user_id, program_id, source, type, miles, entry_date, amount_paid_cents, cost_cents, expires_on)
    select bench_uuid('lot' || k), bench_uuid('user' || ${WRITER_MEMBER}), ${program}, 'accumulation', 'accumulation', 100,
      current_date - 400 + (k % 300), 350, 350, case when k % 4 = 0 then null else current_date + 30 + (k % 700) end
    from generate_series(1, ${lots}) as k`);
  await sql.unsafe(`insert into mile_lots (id, user_id, program_id, source, acquired_on, expires_on, miles, remaining, cost_cents, remaining_cost_cents)
    select id, user_id, program_id, 'entry', entry_date, expires_on, miles, miles, cost_cents, cost_cents
    from wallet_entries where program_id = ${program}`);
  await sql.unsafe(
    `update loyalty_programs set balance = ${lots * 100}, held_cost_cents = ${lots * 350} where id = ${program}`,
  );
  await sql.unsafe("analyze mile_lots");
  const [{ id } = { id: "" }] = await sql.unsafe<{ id: string }[]>(`select ${program}::text as id`);
  const app = await startApp(databaseUrl);
  try {
    const usage = call(app.url, "wallet.transactions.create", {
      programId: id,
      type: "usage",
      amount: 250,
      transactionDate: todayInSaoPaulo(),
    });
    const timings: number[] = [];
    let failures = 0;
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const response = await fetch(usage.url, { method: "POST", headers: usage.headers, body: usage.body });
      await response.text();
      if (!response.ok) failures += 1;
      if (i >= 10) timings.push(performance.now() - started);
    }
    const [after] = await sql.unsafe<{ balance: number; lots: string }[]>(
      `select balance, (select sum(remaining) from mile_lots where program_id = ${program}) as lots from loyalty_programs where id = ${program}`,
    );
    const ms = median(timings);
    return [
      {
        name: `uso de 250 milhas num programa com ${lots.toLocaleString("pt-BR")} lotes (mediana, requisição inteira)`,
        value: `${ms.toFixed(1)} ms, ${failures} falhas, saldo ${after?.balance} = lotes ${after?.lots}`,
        target: `< ${TARGETS.lotConsumptionMaxMs} ms`,
        ok: ms < TARGETS.lotConsumptionMaxMs && failures === 0 && Number(after?.lots) === after?.balance,
      },
    ];
  } finally {
    await app.stop();
    await sql.end();
  }
}
