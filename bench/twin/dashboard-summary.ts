import type { FastifyInstance } from "fastify";
import { averageFromTotals } from "../../src/shared/domain/wallet/cost";
import { expiryWindow } from "../../src/shared/domain/wallet/expiry";
import { todayInSaoPaulo } from "../../src/shared/domain/plain-date";
import { caller, envelope, sql } from "./context";

export function registerDashboardSummary(app: FastifyInstance) {
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
}
