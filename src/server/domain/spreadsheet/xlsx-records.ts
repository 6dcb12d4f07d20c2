import { readSheet, type SheetData } from "read-excel-file/node";
import type { CsvRecord } from "./csv-records";
import { checkXlsxArchive, XlsxRefusedError } from "./xlsx-guard";

/**
 * The first sheet of an XLSX as the CSV reader's records (docs/decisions/041). read-excel-file
 * reads values only: a formula is read as the value Excel saved with it, never evaluated, and
 * external links, macros and everything else in the archive are ignored. The archive is checked
 * against a zip bomb first (xlsx-guard.ts).
 */
export async function readXlsxRecords(bytes: Buffer): Promise<CsvRecord[]> {
  checkXlsxArchive(bytes);
  let rows: SheetData;
  try {
    rows = await readSheet(bytes, 1);
  } catch {
    throw new XlsxRefusedError("não foi possível ler o arquivo XLSX");
  }
  const records: CsvRecord[] = [];
  rows.forEach((row, index) => {
    const cells = row.map(cellText);
    if (cells.some((cell) => cell !== "")) records.push({ line: index + 1, cells });
  });
  return records;
}

/** A cell as the text a CSV would hold: dates AAAA-MM-DD, numbers with a "." decimal mark. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  // Two decimals at most: money is centavos, and a float's tail ("17.499999") is not the member's.
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === "boolean") return value ? "VERDADEIRO" : "FALSO";
  return String(value).trim();
}
