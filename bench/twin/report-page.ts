import type { FastifyInstance } from "fastify";
import { caller, envelope, sql } from "./context";

const PAGE_SIZE = 25;

interface MovementRow {
  id: string;
  transaction_date: string;
  type: string;
  amount: number;
  description: string | null;
  program_id: string;
  name: string;
  account_number: string | null;
  created_at_key: string;
}

/** The report's first page with the default filters (every period, type and program). */
export function registerReportPage(app: FastifyInstance) {
  app.get("/trpc/reports.movements", async (request, reply) => {
    const me = await caller(request.headers.authorization);
    if (!me) return reply.code(401).send();
    const rows = await sql<MovementRow[]>`
      select p.id, p.transaction_date, p.type, p.amount, p.description, p.program_id, t.name, t.account_number,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_key
      from points_transactions p join loyalty_programs t on t.id = p.program_id
      where p.user_id = ${me.id}
      order by p.transaction_date desc, p.created_at desc, p.id desc
      limit ${sql.unsafe(String(PAGE_SIZE + 1))}`;
    const page = rows.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor =
      rows.length > PAGE_SIZE && last
        ? Buffer.from(JSON.stringify([last.transaction_date, last.created_at_key, last.id])).toString("base64url")
        : null;
    const items = page.map((row) => ({
      id: row.id,
      transactionDate: row.transaction_date,
      type: row.type,
      amount: row.amount,
      description: row.description,
      programId: row.program_id,
      programName: row.name,
      programAccountNumber: row.account_number,
    }));
    return reply.type("application/json").send(envelope({ items, nextCursor, pageSize: PAGE_SIZE }));
  });
}
