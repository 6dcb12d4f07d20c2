/**
 * The clubs' monthly posting at scale (docs/decisions/042): 100,000 clubs due today, on 100,000
 * programs of 50,000 members, posted by two "instances" at once (two connection pools, as two
 * processes would have), on a throwaway PostgreSQL database created, migrated and dropped here.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-clubs.ts [clubs]
 *
 * Prints the wall time of the posting and checks it posted each club's period exactly once: one
 * club_postings row and one ledger entry per club, every program's balance its club's miles; a
 * second run posts nothing.
 */
import { sql } from "drizzle-orm";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { migrateDatabase } from "../src/server/db/migrate";
import { createPostgresDatabase } from "../src/server/db/postgres-database";
import { postDueClubs } from "../src/server/services/clubs/club-posting";
import { selectRows } from "../src/server/testing/raw-rows";
import { createThrowawayDatabase } from "../src/server/testing/throwaway-database";

const CLUBS = Number(process.argv[2] ?? 100_000);
const today = todayInSaoPaulo();
const billingDay = Number(today.slice(8));

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL is required: two instances cannot share an embedded PGlite");
  const throwaway = await createThrowawayDatabase(serverUrl, "bench_clubs");
  const instances = [
    createPostgresDatabase(throwaway.url, { max: 4 }),
    createPostgresDatabase(throwaway.url, { max: 4 }),
  ];
  const [first, second] = instances;
  if (!first || !second) throw new Error("no instances");
  try {
    await migrateDatabase(first);
    console.log(`Semeando ${CLUBS} clubes…`);
    const seedStart = performance.now();
    await first.db.execute(sql`
      insert into users (email, password_hash)
      select 'clube-' || g || '@bench.local', 'bench' from generate_series(1, ${Math.ceil(CLUBS / 2)}) as g`);
    await first.db.execute(sql`
      insert into loyalty_programs (user_id, name)
      select u.id, 'Smiles ' || n from (select id, row_number() over (order by id) as r from users) as u
      cross join generate_series(1, 2) as n
      where (u.r - 1) * 2 + n <= ${CLUBS}`);
    await first.db.execute(sql`
      insert into clubs (user_id, program_id, name, miles_per_month, billing_day, starts_on, validity_months, next_billing_on)
      select user_id, id, 'Clube Smiles 1.000', 1000, ${billingDay}, ${today}::date - 40, 120, ${today}::date
      from loyalty_programs`);
    await first.db.execute(sql`
      insert into club_prices (club_id, effective_from, price_cents) select id, starts_on, 4200 from clubs`);
    await first.db.execute(sql`analyze`);
    console.log(`Semeado em ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);

    const start = performance.now();
    const runs = await Promise.all([postDueClubs(first.db, today), postDueClubs(second.db, today)]);
    const seconds = (performance.now() - start) / 1000;
    const again = await postDueClubs(first.db, today);

    const [check] = await selectRows(
      first.db,
      `select (select count(*) from club_postings)::int as postings,
              (select count(distinct club_id) from club_postings)::int as clubs_posted,
              (select count(*) from wallet_entries where source = 'accumulation')::int as entries,
              (select count(*) from loyalty_programs where balance <> 1000)::int as wrong_balances,
              (select count(*) from clubs where next_billing_on <= ${`'${today}'`}::date)::int as still_due`,
    );
    console.log(
      JSON.stringify({
        clubs: CLUBS,
        seconds: Number(seconds.toFixed(1)),
        perInstance: runs.map((run) => run.posted),
        again: again.posted,
        ...check,
      }),
    );
    const exact =
      check?.postings === CLUBS &&
      check.clubs_posted === CLUBS &&
      check.entries === CLUBS &&
      check.wrong_balances === 0 &&
      check.still_due === 0 &&
      again.posted === 0;
    console.log(exact ? "Cada período lançado exatamente uma vez." : "FALHA: lançamentos faltando ou repetidos.");
    process.exitCode = exact ? 0 : 1;
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await throwaway.drop();
  }
}

await main();
