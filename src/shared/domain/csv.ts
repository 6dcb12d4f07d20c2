/**
 * CSV for Excel set to pt-BR: `;` separates cells (`,` is the decimal mark there), lines end in
 * CRLF, and the file starts with a UTF-8 BOM so accents survive. Text cells are neutralised
 * against formula injection (OWASP "CSV Injection"): a cell starting with = + - @ tab or CR is
 * prefixed with a single quote, which Excel shows as plain text instead of evaluating.
 */
const CSV_SEPARATOR = ";";
const CSV_LINE_END = "\r\n";
export const UTF8_BOM = "\uFEFF";

const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);
const NEEDS_QUOTES = /[;"\r\n]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/**
 * Numbers are our own figures and are written as they are, so Excel reads them as numbers
 * (a negative amount stays summable); only text can carry a formula.
 */
export function csvCell(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Número inválido para CSV: ${value}`);
    return String(value);
  }
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}
