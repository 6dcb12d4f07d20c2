import { CsvError, parse } from "csv-parse/sync";
import iconv from "iconv-lite";

/**
 * The one CSV reader: "Importar planilha" (services/import/) and scripts/import-movements.ts read
 * their files through it. `;` or `,` separates cells (whichever the header line uses, as a pt-BR
 * Excel writes `;`); quotes follow RFC 4180 ("" is a literal quote, a quoted cell may hold
 * separators and line breaks); every cell is trimmed, as spreadsheets pad them; blank lines are
 * skipped; a BOM is dropped.
 */
export interface CsvRecord {
  /** The file's line the record starts on, counting the header as 1. */
  line: number;
  cells: string[];
}

export class CsvUnreadableError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvUnreadableError";
  }
}

function csvSeparator(text: string): ";" | "," {
  return (text.split("\n", 1)[0] ?? "").includes(";") ? ";" : ",";
}

/** Throws CsvUnreadableError (with the line it stopped at) on a quote left open. */
export function readCsvRecords(text: string, separator: string = csvSeparator(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  try {
    // One line end throughout: csv-parse counts a CRLF inside a quoted cell as two lines.
    parse(text.replace(/\r\n/g, "\n"), {
      bom: true,
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (cells: string[], { lines }) => {
        // `lines` is where the record ends; a cell spanning lines moves its start back.
        const start = lines - (cells.join("").match(/\n/g)?.length ?? 0);
        records.push({ line: start, cells: cells.map((cell) => cell.trim()) });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const message =
      error.code === "CSV_QUOTE_NOT_CLOSED"
        ? "aspas abertas e nunca fechadas (nesta linha ou antes dela)"
        : `CSV ilegível (${error.code})`;
    // csv-parse adds where it stopped to the error, untyped.
    throw new CsvUnreadableError(typeof error.lines === "number" ? error.lines : 1, message);
  }
  return records;
}

/**
 * A file's bytes as text: UTF-8 when they are valid UTF-8, otherwise Windows-1252, which is what
 * Excel in pt-BR writes for "CSV (separado por vírgulas)" ("Observações" in one byte per letter).
 * iconv-lite, not Node's TextDecoder: Node 20's "windows-1252" decoder reads bytes 0x80–0x9F as
 * Latin-1 control characters, and Excel writes €, “ ”, – and … there.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, "windows-1252");
  }
}
