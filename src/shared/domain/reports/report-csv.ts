import { formatPlainDate } from "../../format";
import { csvLine } from "../csv";
import { programLabel } from "../wallet/program-label";
import type { ReportPeriod } from "./report-filters";
import { signedAmount } from "./report-totals";
import { TRANSACTION_TYPE_LABELS, type TransactionType } from "../wallet/transaction-types";

/** Served by the server, linked by the reports page with the current filters. */
export const REPORT_EXPORT_PATH = "/relatorios/exportar.csv";

/** docs/product.md §9: exactly these columns, in this order. */
const REPORT_CSV_HEADERS = ["Data", "Programa", "Tipo", "Quantidade", "Descrição"] as const;

export interface ReportCsvMovement {
  transactionDate: string;
  programName: string;
  programAccountNumber: string | null;
  type: TransactionType;
  amount: number;
  description: string | null;
}

export function reportCsvHeader(): string {
  return csvLine(REPORT_CSV_HEADERS);
}

/** Data as dd/mm/aaaa, Tipo as its pt-BR label, Quantidade signed like the report table. */
export function reportCsvLine(movement: ReportCsvMovement): string {
  return csvLine([
    formatPlainDate(movement.transactionDate),
    programLabel(movement.programName, movement.programAccountNumber),
    TRANSACTION_TYPE_LABELS[movement.type],
    signedAmount(movement.type, movement.amount),
    movement.description ?? "",
  ]);
}

/** docs/product.md §9: the file is named by the (São Paulo) day it was exported. */
export function reportCsvFileName(today: string): string {
  return `relatorio-milheiro-${today}.csv`;
}

export interface ReportExportFilters {
  tipo?: TransactionType;
  programa?: string;
  periodo: ReportPeriod;
}

/** The download link for what the filters select; absent filters stay out of the query string. */
export function reportExportHref(filters: ReportExportFilters): string {
  const query = new URLSearchParams();
  if (filters.tipo) query.set("tipo", filters.tipo);
  if (filters.programa) query.set("programa", filters.programa);
  query.set("periodo", String(filters.periodo));
  return `${REPORT_EXPORT_PATH}?${query.toString()}`;
}
