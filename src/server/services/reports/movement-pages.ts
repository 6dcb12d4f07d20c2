import { and, desc, eq, gte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EntryType } from "@/shared/domain/wallet/entry-kinds";
import { periodStart } from "@/shared/domain/reports/report-filters";
import type { ReportFilters } from "@/shared/schemas/reports";
import type { Db } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { preparedPerShape } from "../../db/per-shape";
import { loyaltyPrograms as t, walletEntries as e, walletTransfers as w } from "../../db/schema";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";
import type { MovementKey } from "./report-cursor";

/**
 * The other program of a transfer: the destination of the side that left, the source of the sides
 * that arrived. A scalar subquery, read by primary key for the page's transfer entries only: as a
 * join on a CASE, PostgreSQL compared every entry with every program.
 */
const counterpart = alias(t, "counterpart");
const counterpartName = sql<
  string | null
>`case when ${e.transferId} is null then null else (select ${counterpart.name} from ${t} as ${sql.identifier("counterpart")} where ${counterpart.id} = case when ${e.miles} < 0 then ${w.toProgramId} else ${w.fromProgramId} end) end`;

const movementColumns = {
  id: e.id,
  entryDate: e.entryDate,
  type: e.type,
  miles: e.miles,
  description: e.description,
  amountPaidCents: e.amountPaidCents,
  costCents: e.costCents,
  programId: e.programId,
  programName: t.name,
  programAccountNumber: t.accountNumber,
  transferId: e.transferId,
  counterpartName,
  createdAtKey: sql<string>`to_char(${e.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Which conditions a page's statement has; their values travel as parameters. */
export interface MovementPageShape extends Record<string, boolean | number> {
  type: boolean;
  program: boolean;
  holder: boolean;
  since: boolean;
  after: boolean;
  limit: number;
}

/** What a report's filters compare against: each value itself, or a placeholder for it. */
export interface MovementConditionValues {
  owner: WalletScope | typeof SCOPE_OWNER;
  type?: EntryType | Placeholder;
  programId?: string | Placeholder;
  /** The programs of one holder (docs/decisions/039). */
  holderId?: string | Placeholder;
  since?: string | Placeholder | null;
}

/** The ledger entries a report's filters select; the owner condition is never optional. */
export function movementConditions(values: MovementConditionValues): SQL {
  return and(
    ownedBy(e, values.owner),
    values.type ? eq(e.type, values.type) : undefined,
    values.programId ? eq(e.programId, values.programId) : undefined,
    values.holderId
      ? sql`${e.programId} in (select ${t.id} from ${t} where ${t.holderId} = ${values.holderId})`
      : undefined,
    values.since ? gte(e.entryDate, values.since) : undefined,
  ) as SQL;
}

const placeholder = sql.placeholder;

/**
 * The statement for one shape, built by Drizzle with placeholders. The row comparison lets
 * PostgreSQL seek the (…, entry_date desc, created_at desc) indexes; id only breaks ties between
 * rows written in the same instant (both sides of a transfer). The transfer's row and its other
 * program are read by primary key, per entry of the page.
 */
export function movementPageSelect(db: Db, shape: MovementPageShape) {
  return db
    .select(movementColumns)
    .from(e)
    .innerJoin(t, eq(t.id, e.programId))
    .leftJoin(w, eq(w.id, e.transferId))
    .where(
      and(
        movementConditions({
          owner: SCOPE_OWNER,
          type: shape.type ? placeholder("type") : undefined,
          programId: shape.program ? placeholder("programId") : undefined,
          holderId: shape.holder ? placeholder("holderId") : undefined,
          since: shape.since ? placeholder("since") : undefined,
        }),
        shape.after
          ? sql`(${e.entryDate}, ${e.createdAt}, ${e.id}) < (${placeholder("afterDate")}::date, ${placeholder("afterCreatedAt")}::timestamptz, ${placeholder("afterId")}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(e.entryDate), desc(e.createdAt), desc(e.id))
    .limit(literalLimit(shape.limit));
}

// Hot path (docs/decisions/035, report pages and CSV): per shape, at most 16 × the page and batch sizes.
const preparedPages = preparedPerShape("report_movements", (db, shape: MovementPageShape, name) =>
  movementPageSelect(db, shape).prepare(name),
);

/**
 * Up to `limit` of the caller's ledger entries the filters select, after `after`, newest first. A
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
    holder: Boolean(filters.titular),
    since: since !== null,
    after: after !== null,
    limit,
  };
  return preparedPages(db)(shape).execute({
    userId: scope.ownerId,
    type: filters.tipo,
    programId: filters.programa,
    holderId: filters.titular,
    since,
    afterDate: after?.entryDate,
    afterCreatedAt: after?.createdAtKey,
    afterId: after?.id,
  });
}
