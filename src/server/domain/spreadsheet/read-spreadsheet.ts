import { decodeCsvBytes, readCsvRecords, type CsvRecord } from "./csv-records";
import { readXlsxRecords } from "./xlsx-records";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** An uploaded spreadsheet's records, whether it is an XLSX (a ZIP) or a CSV in UTF-8 or Windows-1252. */
export function readSpreadsheet(bytes: Buffer): Promise<CsvRecord[]> | CsvRecord[] {
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  return isZip ? readXlsxRecords(bytes) : readCsvRecords(decodeCsvBytes(bytes));
}
