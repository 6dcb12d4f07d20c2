import { DEFAULT_REPORT_PERIOD } from "../domain/reports/report-filters";
import { ENTRY_TYPES } from "../domain/wallet/entry-kinds";
import { text } from "./text";
import { z } from "./zod-locale";

/**
 * Report filters (docs/product.md §2): type (any type of the one ledger, "Correção" included),
 * program and period. The field names are the URL's
 * (`/relatorios?tipo=usage&programa=…&periodo=30`), so one set of rules serves the page's search
 * params, the procedures and the CSV route's query string.
 */
export const REPORT_MESSAGES = {
  typeInvalid: "Tipo de transação inválido.",
  programInvalid: "Programa inválido.",
  holderInvalid: "Titular inválido.",
  periodInvalid: "Período inválido. Use 7, 30, 90 ou todos.",
  pageInvalid: "Página inválida.",
} as const;

const M = REPORT_MESSAGES;

const fields = {
  tipo: z.enum(ENTRY_TYPES, { error: M.typeInvalid }).optional(),
  programa: z.uuid({ error: M.programInvalid }).optional(),
  // One holder's programs (docs/decisions/039); absent: every holder ("Todos").
  titular: z.uuid({ error: M.holderInvalid }).optional(),
  periodo: z
    .union([z.literal(7), z.literal(30), z.literal(90), z.literal("todos")], { error: M.periodInvalid })
    .default(DEFAULT_REPORT_PERIOD),
};

export const ReportFiltersSchema = z.object(fields);
export type ReportFiltersInput = z.input<typeof ReportFiltersSchema>;
export type ReportFilters = z.output<typeof ReportFiltersSchema>;

/** A page of movements: `after` is the opaque cursor the previous page returned. */
export const ReportMovementsInputSchema = ReportFiltersSchema.extend({
  after: text({ error: M.pageInvalid }).max(200, M.pageInvalid).nullish(),
});
export type ReportMovementsInput = z.input<typeof ReportMovementsInputSchema>;

/** Query strings carry text, so `periodo=30` arrives as "30"; everything else is as above. */
export const ReportExportQuerySchema = z.preprocess((query) => {
  if (typeof query !== "object" || query === null || !("periodo" in query)) return query;
  const { periodo } = query;
  return typeof periodo === "string" && /^\d{1,3}$/.test(periodo) ? { ...query, periodo: Number(periodo) } : query;
}, ReportFiltersSchema);
