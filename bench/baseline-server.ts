/**
 * The bare twin the app is measured against (issue 13): Fastify and postgres.js, nothing else;
 * the same joined session lookup and the same SQL as the app, and byte-identical answers in
 * tRPC's envelope (run.ts checks that). Started by run.ts: `tsx bench/baseline-server.ts`.
 */
import Fastify from "fastify";
import postgres from "postgres";
import { averageFromTotals } from "../src/shared/domain/cost";
import { expiryWindow } from "../src/shared/domain/expiry";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { tokenMatchesHash } from "../src/server/auth/tokens";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("BENCH_DATABASE_URL is required");
const port = Number(process.env.BENCH_PORT ?? 4399);

const asText = { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value };
const sql = postgres(url, { max: 10, onnotice: () => {}, types: { date: asText } });
const app = Fastify();

interface Caller {
  id: string;
  email: string;
  full_name: string | null;
  is_admin: boolean;
  read_only: boolean;
  has_dashboard_grant: boolean;
}

async function caller(authorization: string | undefined): Promise<Caller | null> {
  const [id, secret] = (authorization ?? "").replace(/^Bearer /, "").split(".");
  if (!id || !secret) return null;
  const [row] = await sql<(Caller & { secret_hash: string; expires_at: Date })[]>`
    select s.secret_hash, s.expires_at, s.read_only, s.last_seen_at, u.id, u.email, p.full_name,
      exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin,
      exists (select 1 from user_product_access g where g.user_id = u.id and g.product_type = 'promocoes'
        and g.access_granted and (g.expires_at is null or g.expires_at > now())) as has_dashboard_grant
    from sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
    where s.id = ${id} limit 1`;
  if (!row || !tokenMatchesHash(secret, row.secret_hash) || row.expires_at.getTime() <= Date.now()) return null;
  return row;
}

const envelope = (data: unknown) => JSON.stringify({ result: { data } });

app.get("/trpc/auth.me", async (request, reply) => {
  const me = await caller(request.headers.authorization);
  const data = me
    ? {
        id: me.id,
        email: me.email,
        fullName: me.full_name,
        isAdmin: me.is_admin,
        readOnly: me.read_only,
        hasDashboardAccess: me.is_admin || me.has_dashboard_grant,
      }
    : null;
  return reply.type("application/json").send(envelope(data));
});

app.get("/trpc/wallet.dashboard.summary", async (request, reply) => {
  const me = await caller(request.headers.authorization);
  if (!me || !(me.is_admin || me.has_dashboard_grant)) return reply.code(403).send();
  const { today, lastExpiringDay } = expiryWindow(todayInSaoPaulo());
  const [[totals], recent] = await Promise.all([
    sql`select coalesce(sum(balance), 0)::float8 as total_miles, coalesce(sum(pending_bonus), 0)::float8 as total_pending_bonus,
        coalesce(coalesce(sum(balance) filter (where expiration_date > ${today} and expiration_date <= ${lastExpiringDay}
          and not exists (select 1 from mile_lots l where l.program_id = loyalty_programs.id and l.remaining > 0)), 0)
          + (select coalesce(sum(remaining), 0) from mile_lots where user_id = ${me.id} and remaining > 0
            and expires_on > ${today} and expires_on <= ${lastExpiringDay}), 0)::float8 as expiring_miles,
        coalesce(sum(paid_cost_per_thousand_sum_cents), 0)::float8 as paid_sum, coalesce(sum(paid_accumulation_count), 0)::float8 as paid_count,
        coalesce(count(*), 0)::float8 as program_count,
        coalesce(count(*) filter (where expiration_date is null or expiration_date > ${today}), 0)::float8 as active_program_count
      from loyalty_programs where user_id = ${me.id}`,
    sql`select p.id, p.type, p.amount, p.transaction_date, p.cost_cents, p.program_id, t.name
      from points_transactions p join loyalty_programs t on t.id = p.program_id
      where p.user_id = ${me.id} order by p.transaction_date desc, p.created_at desc limit 3`,
  ]);
  if (!totals) throw new Error("aggregate returned no row");
  return reply.type("application/json").send(
    envelope({
      totalMiles: totals.total_miles,
      totalPendingBonus: totals.total_pending_bonus,
      expiringMiles: totals.expiring_miles,
      programCount: totals.program_count,
      activeProgramCount: totals.active_program_count,
      averageCostPerThousandCents: averageFromTotals(totals.paid_sum, totals.paid_count),
      recentTransactions: recent.map((row) => ({
        id: row.id,
        type: row.type,
        amount: row.amount,
        transactionDate: row.transaction_date,
        costCents: row.cost_cents,
        programId: row.program_id,
        programName: row.name,
      })),
    }),
  );
});

app.get("/healthz", async () => ({ status: "ok" }));

process.on("SIGTERM", () => void app.close().then(() => sql.end()).then(() => process.exit(0)));
await app.listen({ port, host: "127.0.0.1" });
