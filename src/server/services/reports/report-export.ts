import { UTF8_BOM } from "@/shared/domain/csv";
import { reportCsvHeader, reportCsvLine } from "@/shared/domain/reports/report-csv";
import type { ReportFilters } from "@/shared/schemas/reports";
import type { Db } from "../../db/client";
import type { WalletScope } from "../access/wallet-scope";
import type { MovementKey } from "./report-cursor";
import { movementsAfter } from "./movement-pages";

/** Rows per read: big enough to keep round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * The CSV of exactly what the filters select, produced batch by batch as the client reads it:
 * keyset reads (the table's own query) work the same on PostgreSQL and PGlite, which has no
 * cursors, and hold no transaction open while a slow download drains. A row written during the
 * export may or may not be included; none is ever repeated or skipped.
 */
export async function* reportCsvChunks(db: Db, scope: WalletScope, filters: ReportFilters, today: string) {
  yield UTF8_BOM + reportCsvHeader();
  let after: MovementKey | null = null;
  for (;;) {
    const rows = await movementsAfter(db, scope, filters, today, after, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows.map(reportCsvLine).join("");
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = last;
  }
}
