import type { FastifyInstance } from "fastify";
import { caller, envelope, sql } from "./context";

const PAGE_SIZE = 25;

interface MovementRow {
  id: string;
  entry_date: string;
  type: string;
  miles: number;
  description: string | null;
  amount_paid_cents: string | null;
  cost_cents: string;
  program_id: string;
  name: string;
  account_number: string | null;
  transfer_id: string | null;
  counterpart_name: string | null;
  created_at_key: string;
}

/**
 * The report's first page with the default filters (every period, type and program): the ledger's
 * newest entries with their program and, for a transfer's side, the other program's name.
 */
export function registerReportPage(app: FastifyInstance) {
  app.get("/trpc/reports.movements", async (request, reply) => {
    const me = await caller(request.headers.authorization);
    if (!me) return reply.code(401).send();
    const rows = await sql<MovementRow[]>`
      select e.id, e.entry_date, e.type, e.miles, e.description, e.amount_paid_cents, e.cost_cents, e.program_id,
        t.name, t.account_number, e.transfer_id,
        case when e.transfer_id is null then null else (select c.name from loyalty_programs c
          where c.id = case when e.miles < 0 then w.to_program_id else w.from_program_id end) end as counterpart_name,
        to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_key
      from wallet_entries e join loyalty_programs t on t.id = e.program_id
        left join wallet_transfers w on w.id = e.transfer_id
      where e.user_id = ${me.id}
      order by e.entry_date desc, e.created_at desc, e.id desc
      limit ${sql.unsafe(String(PAGE_SIZE + 1))}`;
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor =
      rows.length > PAGE_SIZE && last
        ? Buffer.from(JSON.stringify([last.entry_date, last.created_at_key, last.id])).toString("base64url")
        : null;
    const items = page.map((row) => ({
      id: row.id,
      entryDate: row.entry_date,
      type: row.type,
      miles: row.miles,
      description: row.description,
      amountPaidCents: row.amount_paid_cents === null ? null : Number(row.amount_paid_cents),
      costCents: Number(row.cost_cents),
      programId: row.program_id,
      programName: row.name,
      programAccountNumber: row.account_number,
      transferId: row.transfer_id,
      counterpartName: row.counterpart_name,
    }));
    return reply.type("application/json").send(envelope({ items, nextCursor, pageSize: PAGE_SIZE }));
  });
}
