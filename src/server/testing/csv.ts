import { parse } from "csv-parse/sync";

/**
 * Reads a CSV back as Excel would: `;` between cells, "" for a quote inside quotes, CRLF between
 * rows (a lone LF is a line break inside a cell), a quote that does not open a cell kept as text.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { delimiter: ";", record_delimiter: "\r\n", relax_quotes: true, relax_column_count: true });
}
