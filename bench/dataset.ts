import postgres from "postgres";
import { createPostgresDatabase } from "../src/server/db/postgres-database";
import { migrateDatabase } from "../src/server/db/migrate";
import { cpfFor } from "../src/server/testing/household";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../src/server/testing/throwaway-database";

export interface DatasetSize {
  members: number;
  programsPerMember: number;
  transactionsPerProgram: number;
  /** Extra movements for the CSV-export member, so the export streams this many rows. */
  exportRows: number;
}

/** The realistic dataset of docs/performance.md: 1,000 members × 10 programs × 5,000 movements each (5M rows). */
export const FULL_DATASET: DatasetSize = {
  members: 1000,
  programsPerMember: 10,
  transactionsPerProgram: 500,
  exportRows: 100_000,
};
export const QUICK_DATASET: DatasetSize = {
  members: 100,
  programsPerMember: 10,
  transactionsPerProgram: 100,
  exportRows: 20_000,
};

/** Member i's session token is `bench<i>.secret<i>`; member 1 exports, member 2 writes. */
export const tokenOf = (member: number) => `bench${member}.secret${member}`;
export const EXPORT_MEMBER = 1;
/** The published paid course every member may open ('cursos' grant), and the lesson the runner reads. */
export const BENCH_COURSE_ID = "00000000-0000-4000-8000-00000000c001";
export const BENCH_LESSON_ID = "00000000-0000-4000-8000-0000000001e5";
const BENCH_MODULE_ID = "00000000-0000-4000-8000-00000000d001";
export const WRITER_MEMBER = 2;

/**
 * Every member's household (docs/decisions/039): their own holder, which the database makes with
 * the account, and two more; programs 1–5 are the member's, 6–7 the second holder's, 8–10 the third's.
 */
export const HOLDERS_PER_MEMBER = 3;
/** Holder h (2 or more) of member i, as SQL over the dataset's stable ids. */
export const holderIdSql = (member: number | string, holder: number | string) =>
  `bench_uuid('holder' || ${member} || '-' || ${holder})`;

/** A throwaway database on the server of `adminUrl`, migrated exactly as the app migrates. */
export async function createBenchDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const throwaway = await createThrowawayDatabase(adminUrl, "bench");
  const database = createPostgresDatabase(throwaway.url, { max: 2 });
  await migrateDatabase(database);
  await database.close();
  return throwaway;
}

/**
 * Fills the database with set-based statements (generate_series): seconds, not row by row.
 * Programs expire beyond the alert window, so the alert scan a start queues finds nothing to send.
 * Every movement is incoming, each a lot, and each balance is set to the sum of its entries, so the
 * ledger's invariants (docs/decisions/029) hold and the write scenarios can check exact balances.
 */
export async function fillDataset(url: string, size: DatasetSize): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const members = sql`generate_series(1, ${size.members}::int) as i`;
  const userId = sql`bench_uuid('user' || i)`;
  try {
    // Stable, valid (version 4) ids from a name, so the runner can find member i and program j.
    await sql`create function bench_uuid(text) returns uuid language sql immutable
      as $$ select overlay(overlay(md5($1) placing '4' from 13) placing '8' from 17)::uuid $$`;
    await sql`insert into users (id, email, password_hash, email_confirmed_at)
      select ${userId}, 'membro' || i || '@bench.local', 'bench-no-login', now() from ${members}`;
    await sql`insert into profiles (id, email, full_name) select ${userId}, 'membro' || i || '@bench.local', 'Membro ' || i from ${members}`;
    await sql`insert into sessions (id, user_id, secret_hash, expires_at)
      select 'bench' || i, ${userId}, encode(sha256(convert_to('secret' || i, 'UTF8')), 'hex'), now() + interval '29 days' from ${members}`;
    await sql`insert into user_product_access (user_id, product_type) select ${userId}, 'promocoes' from ${members}`;
    // The member's own holder comes from the users_member_holder trigger; the others need a valid CPF.
    const cpfs = Array.from({ length: HOLDERS_PER_MEMBER }, (_, h) => cpfFor(h + 1));
    await sql`insert into holders (id, user_id, name, cpf)
      select ${sql.unsafe(holderIdSql("i", "h"))}, ${userId}, 'Titular ' || h, (${sql.array(cpfs)}::text[])[h]
      from ${members}, generate_series(2, ${HOLDERS_PER_MEMBER}::int) as h`;
    // A program left without a holder is the member's own (the loyalty_programs_member_holder trigger).
    await sql`insert into loyalty_programs (id, user_id, name, expiration_date, holder_id)
      select bench_uuid('program' || i || '-' || j), ${userId}, 'Programa ' || j, current_date + 60 + j * 30,
        case when j > 7 then ${sql.unsafe(holderIdSql("i", 3))} when j > 5 then ${sql.unsafe(holderIdSql("i", 2))} end
      from ${members}, generate_series(1, ${size.programsPerMember}::int) as j`;
    // The one ledger (docs/decisions/029): every movement an entry, every credit a lot of its own.
    await sql`insert into wallet_entries (user_id, program_id, source, type, miles, entry_date, created_at)
      select ${userId}, bench_uuid('program' || i || '-' || j), 'transaction',
        (array['accumulation', 'transfer', 'bonus'])[1 + k % 3], 100 + k % 900,
        current_date - (k % 700), now() - make_interval(secs => k)
      from ${members}, generate_series(1, ${size.programsPerMember}::int) as j, generate_series(1, ${size.transactionsPerProgram}::int) as k`;
    await sql`insert into wallet_entries (user_id, program_id, source, type, miles, entry_date)
      select bench_uuid('user' || ${EXPORT_MEMBER}), bench_uuid('program' || ${EXPORT_MEMBER} || '-1'), 'transaction', 'bonus', 10 + k % 90, current_date - (k % 5)
      from generate_series(1, ${size.exportRows}::int) as k`;
    await sql`insert into mile_lots (id, user_id, program_id, source, acquired_on, miles, remaining)
      select id, user_id, program_id, 'entry', entry_date, miles, miles from wallet_entries`;
    // The feed's first page and a lesson with text and a material, as members see them.
    await sql`insert into promocoes (title, description, category, program, discount, valid_until, link, created_at)
      select 'Promoção ' || n, 'Bônus de ' || (n % 100) || '% na transferência de pontos.',
        (array['compra-milhas', 'passagens', 'transferencia', 'upgrade', 'resgate'])[1 + n % 5]::promotion_category,
        'Programa ' || (1 + n % 10), (n % 100) || '%', current_date + (n % 60), 'https://example.com/promo/' || n,
        now() - make_interval(mins => n)
      from generate_series(1, 200) as n`;
    await sql`insert into courses (id, title, description, status, price_cents) values
      (${BENCH_COURSE_ID}, 'Curso de milhas', 'Do básico ao avançado.', 'published', 49700)`;
    await sql`insert into course_modules (id, course_id, title) values (${BENCH_MODULE_ID}, ${BENCH_COURSE_ID}, 'Módulo 1')`;
    await sql`insert into course_lessons (id, module_id, title, content, duration_minutes, order_index)
      select case when n = 1 then ${BENCH_LESSON_ID}::uuid else bench_uuid('lesson' || n) end, ${BENCH_MODULE_ID},
        'Aula ' || n, repeat('Texto da aula sobre milhas e pontos. ', 60), 12, n - 1
      from generate_series(1, 10) as n`;
    await sql`insert into course_materials (lesson_id, title, file_url, file_type, file_size)
      values (${BENCH_LESSON_ID}, 'Planilha', '/files/uploads/course-material/bench.pdf', 'application/pdf', 123456)`;
    await sql`insert into user_product_access (user_id, product_type) select ${userId}, 'cursos' from ${members}`;
    await sql`update loyalty_programs p set balance = s.total
      from (select program_id, sum(miles)::int as total from wallet_entries group by program_id) s
      where s.program_id = p.id`;
    await sql`vacuum analyze`;
  } finally {
    await sql.end();
  }
}
