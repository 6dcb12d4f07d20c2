import type { FastifyInstance } from "fastify";
import { heldCostPerThousandCents } from "../../src/shared/domain/wallet/lot-consumption";
import { expiryWindow } from "../../src/shared/domain/wallet/expiry";
import { todayInSaoPaulo } from "../../src/shared/domain/plain-date";
import { caller, envelope, sql } from "./context";

export function registerDashboardSummary(app: FastifyInstance) {
  app.get("/trpc/wallet.dashboard.summary", async (request, reply) => {
    const me = await caller(request.headers.authorization);
    if (!me || !me.has_dashboard_access) return reply.code(403).send();
    const { today, lastExpiringDay } = expiryWindow(todayInSaoPaulo());
    const [[totals], recent] = await Promise.all([
      sql`select coalesce(sum(balance), 0)::float8 as total_miles, coalesce(sum(pending_bonus), 0)::float8 as total_pending_bonus,
          coalesce(coalesce(sum(balance) filter (where expiration_date > ${today} and expiration_date <= ${lastExpiringDay}
            and not exists (select 1 from mile_lots l where l.program_id = loyalty_programs.id and l.remaining > 0 and l.expires_on is not null)), 0)
            + (select coalesce(sum(remaining), 0) from mile_lots where user_id = ${me.id} and remaining > 0
              and expires_on > ${today} and expires_on <= ${lastExpiringDay}), 0)::float8 as expiring_miles,
          coalesce(sum(held_cost_cents), 0)::float8 as held_cost,
          coalesce(count(*), 0)::float8 as program_count,
          coalesce(count(*) filter (where expiration_date is null or expiration_date > ${today}), 0)::float8 as active_program_count
        from loyalty_programs where user_id = ${me.id}`,
      sql`select e.id, e.type, e.miles, e.entry_date, e.cost_cents::float8 as cost_cents, e.program_id, t.name
        from wallet_entries e join loyalty_programs t on t.id = e.program_id
        where e.user_id = ${me.id} and e.source in ('transaction', 'transfer', 'redemption')
        order by e.entry_date desc, e.created_at desc limit 3`,
    ]);
    if (!totals) throw new Error("aggregate returned no row");
    return reply.type("application/json").send(
      envelope({
        totalMiles: totals.total_miles,
        totalPendingBonus: totals.total_pending_bonus,
        expiringMiles: totals.expiring_miles,
        programCount: totals.program_count,
        activeProgramCount: totals.active_program_count,
        averageCostPerThousandCents: heldCostPerThousandCents(totals.held_cost, totals.total_miles),
        recentTransactions: recent.map((row) => ({
          id: row.id,
          type: row.type,
          amount: Math.abs(row.miles),
          direction: row.miles > 0 ? "in" : "out",
          transactionDate: row.entry_date,
          costCents: row.cost_cents > 0 ? row.cost_cents : null,
          programId: row.program_id,
          programName: row.name,
        })),
      }),
    );
  });
}
