/**
 * The household's targets (docs/decisions/039, docs/performance.md): redemptions registered by 50
 * concurrent writers on one program with a CPF limit, exact in balance and places, and the CPF
 * state of a holder with 500 redemptions, timed one request at a time.
 */
import type autocannon from "autocannon";
import postgres from "postgres";
import { cpfFor } from "../src/server/testing/household";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { holderIdSql, tokenOf, WRITER_MEMBER } from "./dataset";
import { call, programOf } from "./ledger";
import { load } from "./load";
import { median } from "./pairs";
import { TARGETS, type Extra } from "./report";
import { connections, startApp, warmUpWrites, writes } from "./settings";

type Sql = postgres.Sql;

/** Sets a program's catalogue entry, so the seeded CPF rule of `catalogueName` (drizzle/0014) is its rule. */
async function ruleOf(sql: Sql, program: string, catalogueName: string): Promise<{ id: string; limit: number }> {
  const [row] = await sql.unsafe<{ id: string; limit: number }[]>(
    `update loyalty_programs set catalogue_id = c.id from program_catalogue c
     where c.name = $1 and loyalty_programs.id = ${program}
     returning loyalty_programs.id::text as id, (select "limit" from cpf_limit_rules where catalogue_id = c.id) as "limit"`,
    [catalogueName],
  );
  if (!row) throw new Error(`bench: no catalogue entry ${catalogueName}`);
  return row;
}

/** `count` beneficiaries of the writer, CPFs from `firstCpf` on, their ids in order. */
async function beneficiaries(sql: Sql, count: number, firstCpf: number): Promise<string[]> {
  const rows = await sql.unsafe<{ id: string }[]>(
    `insert into beneficiaries (user_id, name, cpf)
     select bench_uuid('user' || ${WRITER_MEMBER}), 'Passageiro ' || k, (($1)::text[])[k]
     from generate_series(1, ${count}) as k order by k returning id::text`,
    [Array.from({ length: count }, (_, k) => cpfFor(firstCpf + k))],
  );
  return rows.map((row) => row.id);
}

/** One request per body in turn, shared by every connection, so the bodies rotate over the whole run. */
function rotating(url: string, procedure: string, bodies: readonly unknown[]): Partial<autocannon.Options> {
  const request = call(url, procedure, bodies[0]);
  let next = 0;
  return {
    ...request,
    requests: [
      {
        setupRequest: (raw) => ({ ...raw, body: JSON.stringify(bodies[next++ % bodies.length]) }),
      },
    ],
  };
}

const ticket = (programId: string, issuedOn: string, beneficiaryId: string, miles: number) => ({
  programId,
  issuedOn,
  departureOn: addDays(todayInSaoPaulo(), 30),
  origin: "GRU",
  destination: "REC",
  miles,
  taxesCents: 5_000,
  cashPriceCents: 90_000,
  beneficiaryIds: [beneficiaryId],
});

/**
 * Redemptions on one Smiles program (25 people per calendar year) through household.redemptions.create,
 * each for one of exactly 25 people in turn: every one is saved (none over the limit), the balance
 * falls by exactly their miles, every passenger row is there, 25 places are taken, and a 26th
 * person is then refused for confirmation.
 */
export async function redemptionsScenario(databaseUrl: string): Promise<Extra[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const program = programOf(6);
  const { id, limit } = await ruleOf(sql, program, "Smiles");
  const people = await beneficiaries(sql, limit + 1, 1_000);
  const places = people.slice(0, limit);
  const balance = async () =>
    Number((await sql.unsafe(`select balance from loyalty_programs where id = ${program}`))[0]?.balance);
  const before = await balance();
  const miles = 10;
  const today = todayInSaoPaulo();
  const app = await startApp(databaseUrl);
  try {
    const options = rotating(
      app.url,
      "household.redemptions.create",
      places.map((person) => ticket(id, today, person, miles)),
    );
    const warmUp = await load(app, { amount: warmUpWrites, ...options });
    const result = await load(app, { amount: writes, ...options });
    const registered = warmUpWrites + writes;
    const [rows] = await sql.unsafe<{ redemptions: number; passengers: number; people: number; over: number }[]>(
      `select count(distinct r.id)::int as redemptions, count(p.*)::int as passengers,
         count(distinct p.beneficiary_id)::int as people, count(*) filter (where r.confirmed_over_limit)::int as over
       from redemptions r join redemption_passengers p on p.redemption_id = r.id where r.program_id = ${program}`,
    );
    const after = await balance();
    const state = await fetch(`${app.url}/trpc/household.cpf.state?input=${encodeURIComponent("{}")}`, {
      headers: { authorization: `Bearer ${tokenOf(WRITER_MEMBER)}` },
    }).then(
      (response) =>
        response.json() as Promise<{ result: { data: { programId: string; usage: { used: number } | null }[] } }>,
    );
    const used = state.result.data.find((row) => row.programId === id)?.usage?.used;
    const oneMore = call(app.url, "household.redemptions.create", ticket(id, today, people[limit] ?? "", miles));
    const extra = await fetch(oneMore.url, oneMore).then(
      (response) => response.json() as Promise<{ result?: { data?: { status?: string } } }>,
    );
    const errors = warmUp.errors + result.errors;
    const exact =
      errors === 0 &&
      after === before - registered * miles &&
      rows?.redemptions === registered &&
      rows.passengers === registered &&
      rows.people === limit &&
      rows.over === 0 &&
      used === limit &&
      extra.result?.data?.status === "needs_confirmation";
    return [
      {
        name: `emissões, ${connections} escritores num programa (Smiles, limite de ${limit} CPFs)`,
        value: `${result.requestsPerSecond.toFixed(0)}/s, p99 ${result.p99Ms} ms`,
        target: `≥ ${TARGETS.redemptionsMinPerSecond}/s`,
        ok: result.requestsPerSecond >= TARGETS.redemptionsMinPerSecond,
      },
      {
        name: "emissões: saldo e lugares exatos",
        value:
          `saldo ${after} (esperado ${before - registered * miles}), ${rows?.redemptions} emissões e ${rows?.passengers} passageiros ` +
          `(esperados ${registered}), ${used} de ${limit} CPFs usados, ${rows?.over} acima do limite, ` +
          `${limit + 1}º CPF: ${extra.result?.data?.status ?? "erro"}, ${errors} erros`,
        target: "iguais; o 26º pede confirmação",
        ok: exact,
      },
    ];
  } finally {
    await app.stop();
    await sql.end();
  }
}

/** Replaces a program's movements by one purchase of `miles` made `daysAgo`, so later redemptions append without a replay. */
async function openingLot(sql: Sql, program: string, miles: number, daysAgo: number) {
  await sql.unsafe(`delete from wallet_entries where program_id = ${program}`);
  await sql.unsafe(`delete from mile_lots where program_id = ${program}`);
  const cost = miles * 2;
  await sql.unsafe(`with entry as (
      insert into wallet_entries (user_id, program_id, source, type, miles, entry_date, amount_paid_cents, cost_cents)
      values (bench_uuid('user' || ${WRITER_MEMBER}), ${program}, 'accumulation', 'accumulation', ${miles},
        current_date - ${daysAgo}, ${cost}, ${cost})
      returning id, user_id, program_id, entry_date, miles, cost_cents)
    insert into mile_lots (id, user_id, program_id, source, acquired_on, miles, remaining, cost_cents, remaining_cost_cents)
    select id, user_id, program_id, 'entry', entry_date, miles, miles, cost_cents, cost_cents from entry`);
  await sql.unsafe(`update loyalty_programs set balance = ${miles}, held_cost_cents = ${cost} where id = ${program}`);
}

/**
 * household.cpf.state for a holder whose two programs (LATAM Pass per ticket over 12 months, and
 * Smiles) carry 500 redemptions over two years for 40 people, registered through the app oldest
 * first (confirmed past the limits, as a member would), then timed one request at a time.
 */
export async function cpfStateScenario(databaseUrl: string): Promise<Extra[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const total = 500;
  const days = 730;
  const latam = await ruleOf(sql, programOf(8), "LATAM Pass");
  const smiles = await ruleOf(sql, programOf(9), "Smiles");
  for (const program of [programOf(8), programOf(9)]) await openingLot(sql, program, 1_000_000, days + 1);
  const people = await beneficiaries(sql, 40, 2_000);
  const [{ holder } = { holder: "" }] = await sql.unsafe<{ holder: string }[]>(
    `select ${holderIdSql(WRITER_MEMBER, 3)}::text as holder`,
  );
  const today = todayInSaoPaulo();
  const bodies = Array.from({ length: total }, (_, k) => ({
    ...ticket(
      k % 2 === 0 ? latam.id : smiles.id,
      addDays(today, Math.floor((k * days) / total) - days),
      people[k % 40] ?? "",
      1_000,
    ),
    confirmOverLimit: true,
  }));
  const app = await startApp(databaseUrl);
  try {
    // One writer, in date order: each redemption is appended after the last, as a member's history grows.
    const options = rotating(app.url, "household.redemptions.create", bodies);
    const filled = await load(app, { amount: total, ...options, connections: 1 });
    const url = `${app.url}/trpc/household.cpf.state?input=${encodeURIComponent(JSON.stringify({ titular: holder }))}`;
    const headers = { authorization: `Bearer ${tokenOf(WRITER_MEMBER)}` };
    const timings: number[] = [];
    let failures = 0;
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      const body = await response.text();
      if (!response.ok || !body.includes("CPFs usados")) failures += 1;
      if (i >= 10) timings.push(performance.now() - started);
    }
    const [{ count } = { count: 0 }] = await sql.unsafe<{ count: number }[]>(
      `select count(*)::int as count from redemptions where program_id in (${programOf(8)}, ${programOf(9)})`,
    );
    const ms = median(timings);
    return [
      {
        name: `estado dos CPFs de um titular com ${count} emissões (mediana, requisição inteira)`,
        value: `${ms.toFixed(1)} ms, ${failures} falhas, ${filled.errors} erros ao registrar`,
        target: `< ${TARGETS.cpfStateMaxMs} ms`,
        ok: ms < TARGETS.cpfStateMaxMs && failures === 0 && filled.errors === 0 && count === total,
      },
    ];
  } finally {
    await app.stop();
    await sql.end();
  }
}
