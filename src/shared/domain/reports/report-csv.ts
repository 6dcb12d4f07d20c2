import { formatBRL, formatPlainDate } from "../../format";
import { csvLine } from "../csv";
import { ENTRY_TYPE_LABELS, type EntryType } from "../wallet/entry-kinds";
import { costPerThousandCents } from "../wallet/cost";
import { programLabel } from "../wallet/program-label";
import type { ReportPeriod } from "./report-filters";

/** Served by the server, linked by the reports page with the current filters. */
export const REPORT_EXPORT_PATH = "/relatorios/exportar.csv";

/**
 * docs/product.md §9: the spec's columns first, in its order, then the money of each movement
 * (docs/decisions/029): what was paid (accumulations), what it cost, and that cost per thousand.
 */
const REPORT_CSV_HEADERS = [
  "Data",
  "Programa",
  "Tipo",
  "Quantidade",
  "Descrição",
  "Valor pago",
  "Custo",
  "Custo por milheiro",
] as const;

export interface ReportCsvMovement {
  entryDate: string;
  programName: string;
  programAccountNumber: string | null;
  type: EntryType;
  /** Signed: negative for miles out. */
  miles: number;
  description: string | null;
  /** Only accumulations carry what was paid; null elsewhere. */
  amountPaidCents: number | null;
  /** A credit's cost, or what the lots a debit consumed cost. */
  costCents: number;
}

export function reportCsvHeader(): string {
  return csvLine(REPORT_CSV_HEADERS);
}

/**
 * What a movement's miles cost per thousand: cost × 1000 ÷ miles, half-up to the centavo, for
 * credits (the lot's price) and debits (what the miles taken cost) alike.
 */
export function movementCostPerThousandCents(movement: Pick<ReportCsvMovement, "miles" | "costCents">): number {
  return costPerThousandCents(movement.costCents, Math.abs(movement.miles));
}

/**
 * Data as dd/mm/aaaa, Tipo as its pt-BR label, Quantidade signed like the report table (a number,
 * so a spreadsheet sums it), money as pt-BR reais ("R$ 1.234,56"), as the member reads it.
 */
export function reportCsvLine(movement: ReportCsvMovement): string {
  return csvLine([
    formatPlainDate(movement.entryDate),
    programLabel(movement.programName, movement.programAccountNumber),
    ENTRY_TYPE_LABELS[movement.type],
    movement.miles,
    movement.description ?? "",
    movement.amountPaidCents === null ? "" : formatBRL(movement.amountPaidCents),
    formatBRL(movement.costCents),
    formatBRL(movementCostPerThousandCents(movement)),
  ]);
}

/** docs/product.md §9: the file is named by the (São Paulo) day it was exported. */
export function reportCsvFileName(today: string): string {
  return `relatorio-milheiro-${today}.csv`;
}

export interface ReportExportFilters {
  tipo?: EntryType;
  programa?: string;
  titular?: string;
  periodo: ReportPeriod;
}

/** The download link for what the filters select; absent filters stay out of the query string. */
export function reportExportHref(filters: ReportExportFilters): string {
  const query = new URLSearchParams();
  if (filters.tipo) query.set("tipo", filters.tipo);
  if (filters.programa) query.set("programa", filters.programa);
  if (filters.titular) query.set("titular", filters.titular);
  query.set("periodo", String(filters.periodo));
  return `${REPORT_EXPORT_PATH}?${query.toString()}`;
}
