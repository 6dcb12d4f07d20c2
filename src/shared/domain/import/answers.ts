import type { ImportField } from "./columns";
import type { ImportError, ImportMapping } from "./rows";
import type { ImportKind } from "./values";

/** Where "Importar planilha" sends the file (the body) and gets the templates. */
export const IMPORT_PATHS = {
  analysis: "/api/importacao/analise",
  commit: "/api/importacao",
  templateCsv: "/api/importacao/modelo.csv",
  templateXlsx: "/api/importacao/modelo.xlsx",
} as const;

/** The largest spreadsheet accepted, in bytes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** How many lines the preview shows, and how many errors an answer lists at most. */
export const IMPORT_PREVIEW_LINES = 10;
export const IMPORT_LISTED_ERRORS = 2_000;

/** A line of the preview, as it will be saved. */
interface ImportPreviewLine {
  line: number;
  date: string;
  program: string;
  holder: string;
  kind: ImportKind;
  miles: number;
  amountPaidCents: number | null;
  expiresOn: string | null;
  description: string | null;
}

/** The analysis step's answer. */
export interface ImportAnalysis {
  headers: string[];
  mapping: ImportMapping;
  /** The field suggested for each column, in the file's order (null: none). */
  suggestions: (ImportField | null)[];
  missing: string[];
  rowCount: number;
  validCount: number;
  errorLineCount: number;
  /** The first IMPORT_LISTED_ERRORS problems, by line. */
  errors: ImportError[];
  errorCount: number;
  preview: ImportPreviewLine[];
  newHolders: string[];
  newPrograms: string[];
  alreadyImportedAt: string | null;
}

/** The import's answer. */
export interface ImportResult {
  importedLines: number;
  skippedLines: number;
  holdersCreated: number;
  programsCreated: number;
}
