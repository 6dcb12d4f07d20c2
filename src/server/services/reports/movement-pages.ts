import { and, desc, eq, gte, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { TransactionType } from "@/shared/domain/wallet/transaction-types";
import { periodStart } from "@/shared/domain/reports/report-filters";
import type { ReportFilters } from "@/shared/schemas/reports";
import type { Db } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { preparedPerShape } from "../../db/per-shape";
import { loyaltyPrograms as t, pointsTransactions as p } from "../../db/schema";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";
import type { MovementKey } from "./report-cursor";

const movementColumns = {
  id: p.id,
  transactionDate: p.transactionDate,
  type: p.type,
  amount: p.amount,
  description: p.description,
  programId: p.programId,
  programName: t.name,
  programAccountNumber: t.accountNumber,
  createdAtKey: sql<string>`to_char(${p.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Which conditions a page's statement has; their values travel as parameters. */
export interface MovementPageShape extends Record<string, boolean | number> {
  type: boolean;
  program: boolean;
  since: boolean;
  after: boolean;
  limit: number;
}

/** What a report's filters compare against: each value itself, or a placeholder for it. */
export interface MovementConditionValues {
  owner: WalletScope | typeof SCOPE_OWNER;
  type?: TransactionType | Placeholder;
  programId?: string | Placeholder;
  since?: string | Placeholder | null;
}

/** The movements a report's filters select; the owner condition is never optional. */
export function movementConditions(values: MovementConditionValues): SQL {
  return and(
    ownedBy(p, values.owner),
    values.type ? eq(p.type, values.type) : undefined,
    values.programId ? eq(p.programId, values.programId) : undefined,
    values.since ? gte(p.transactionDate, values.since) : undefined,
  ) as SQL;
}

const placeholder = sql.placeholder;

/**
 * The statement for one shape, built by Drizzle with placeholders. The row comparison lets
 * PostgreSQL seek the (…, transaction_date desc, created_at desc) indexes; id only breaks ties
 * between rows written in the same instant.
 */
export function movementPageSelect(db: Db, shape: MovementPageShape) {
  return db
    .select(movementColumns)
    .from(p)
    .innerJoin(t, eq(t.id, p.programId))
    .where(
      and(
        movementConditions({
          owner: SCOPE_OWNER,
          type: shape.type ? placeholder("type") : undefined,
          programId: shape.program ? placeholder("programId") : undefined,
          since: shape.since ? placeholder("since") : undefined,
        }),
        shape.after
          ? sql`(${p.transactionDate}, ${p.createdAt}, ${p.id}) < (${placeholder("afterDate")}::date, ${placeholder("afterCreatedAt")}::timestamptz, ${placeholder("afterId")}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(p.transactionDate), desc(p.createdAt), desc(p.id))
    .limit(literalLimit(shape.limit));
}

// At most 16 shapes × the page and batch sizes (docs/decisions/016).
const preparedPages = preparedPerShape("report_movements", (db, shape: MovementPageShape, name) =>
  movementPageSelect(db, shape).prepare(name),
);

/**
 * Up to `limit` of the caller's movements the filters select, after `after`, newest first. A
 * keyset read: each page (or CSV batch) continues the index scan where the last one stopped, so
 * page 4,000 costs what page 1 does.
 */
export function movementsAfter(
  db: Db,
  scope: WalletScope,
  filters: ReportFilters,
  today: string,
  after: MovementKey | null,
  limit: number,
) {
  const since = periodStart(filters.periodo, today);
  const shape = {
    type: Boolean(filters.tipo),
    program: Boolean(filters.programa),
    since: since !== null,
    after: after !== null,
    limit,
  };
  return preparedPages(db)(shape).execute({
    userId: scope.ownerId,
    type: filters.tipo,
    programId: filters.programa,
    since,
    afterDate: after?.transactionDate,
    afterCreatedAt: after?.createdAtKey,
    afterId: after?.id,
  });
}
