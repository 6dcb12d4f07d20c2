import type { FastifyInstance } from "fastify";
import { heldCostPerThousandCents } from "../../src/shared/domain/wallet/lot-consumption";
import { expiryStatus, programExpiry } from "../../src/shared/domain/wallet/expiry";
import { nextExpiry } from "../../src/shared/domain/wallet/lots";
import { todayInSaoPaulo } from "../../src/shared/domain/plain-date";
import { caller, envelope, sql } from "./context";

interface ProgramRow {
  id: string;
  name: string;
  logo: string | null;
  account_number: string | null;
  balance: number;
  pending_bonus: number;
  expiration_date: string | null;
  pending_bonus_expected_on: string | null;
  usual_validity_months: number | null;
  catalogue_id: string | null;
  holder_id: string;
  held_cost_cents: string;
  usage_cost_cents: string;
  created_at: Date;
  updated_at: Date;
}

interface LotRow {
  id: string;
  program_id: string;
  source: string;
  acquired_on: string;
  expires_on: string;
  miles: number;
  remaining: number;
}

export function registerProgramsList(app: FastifyInstance) {
  app.get("/trpc/wallet.programs.list", async (request, reply) => {
    const me = await caller(request.headers.authorization);
    if (!me || !me.has_dashboard_access) return reply.code(403).send();
    const today = todayInSaoPaulo();
    const [programs, lotRows] = await Promise.all([
      sql<ProgramRow[]>`select id, name, logo, account_number, balance, pending_bonus, expiration_date,
          pending_bonus_expected_on, usual_validity_months, catalogue_id, holder_id, held_cost_cents, usage_cost_cents, created_at, updated_at
        from loyalty_programs where user_id = ${me.id} order by created_at, id`,
      sql<LotRow[]>`select id, program_id, source, acquired_on, expires_on, miles, remaining
        from mile_lots where user_id = ${me.id} and remaining > 0 and expires_on is not null order by expires_on, acquired_on, id`,
    ]);
    const lots = lotRows.map((lot) => ({
      id: lot.id,
      programId: lot.program_id,
      source: lot.source,
      acquiredOn: lot.acquired_on,
      expiresOn: lot.expires_on,
      miles: lot.miles,
      remaining: lot.remaining,
    }));
    const data = programs.map((row) => {
      const own = lots.filter((lot) => lot.programId === row.id);
      const next = nextExpiry(own, today);
      return {
        id: row.id,
        name: row.name,
        logo: row.logo,
        accountNumber: row.account_number,
        balance: row.balance,
        pendingBonus: row.pending_bonus,
        expirationDate: row.expiration_date,
        pendingBonusExpectedOn: row.pending_bonus_expected_on,
        usualValidityMonths: row.usual_validity_months,
        catalogueId: row.catalogue_id,
        holderId: row.holder_id,
        usageCostCents: Number(row.usage_cost_cents),
        heldCostCents: Number(row.held_cost_cents),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        averageCostPerThousandCents: heldCostPerThousandCents(Number(row.held_cost_cents), row.balance),
        expiry: programExpiry(row.expiration_date, own, today),
        lots: own.map((lot) => ({ ...lot, expiry: expiryStatus(lot.expiresOn, today) })),
        nextLotExpiry: next && { expiresOn: next.expiresOn, miles: next.remaining, daysLeft: next.daysLeft },
      };
    });
    return reply.type("application/json").send(envelope(data));
  });
}
