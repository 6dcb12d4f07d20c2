import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { IMPORT_FIELDS, REQUIRED_FIELDS, suggestMapping } from "@/shared/domain/import/columns";
import { planImport, type ImportPlan } from "@/shared/domain/import/plan";
import {
  missingFields,
  readImportRow,
  type ImportError,
  type ImportMapping,
  type ImportRow,
} from "@/shared/domain/import/rows";
import type { DbOrTx } from "../../db/client";
import { holders as h, loyaltyPrograms as p, profiles, spreadsheetImports } from "../../db/schema";
import { CsvUnreadableError } from "../../domain/spreadsheet/csv-records";
import { readSpreadsheet } from "../../domain/spreadsheet/read-spreadsheet";
import { XlsxRefusedError } from "../../domain/spreadsheet/xlsx-guard";
import { AppError } from "../../errors";
import { holderDisplayName } from "../household/holders";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * "Importar planilha" (docs/decisions/041), read without writing: the file's header, the mapping
 * (the member's, or the one suggested from the headers), every line checked, and what the import
 * would create. The analysis step and the import itself both read the file through here, so what
 * the preview showed is what gets saved.
 */
export interface ImportOptions {
  /** The member's mapping; absent, the one suggested from the header. */
  mapping?: ImportMapping;
  /** Whether the caller's plan lets the import add holders beyond the member (docs/decisions/039). */
  canAddHolders: boolean;
}

export interface ImportReading {
  sha256: string;
  headers: string[];
  mapping: ImportMapping;
  /** Labels of the required fields no column fills: nothing can be read until they are. */
  missing: string[];
  rowCount: number;
  plan: ImportPlan;
  /** Every problem, line by line: the cells' own and the holders'. */
  errors: ImportError[];
  alreadyImportedAt: Date | null;
}

async function readRecords(bytes: Buffer) {
  try {
    return await readSpreadsheet(bytes);
  } catch (error) {
    if (error instanceof CsvUnreadableError)
      throw new AppError(
        "IMPORT_UNREADABLE",
        `Não foi possível ler a planilha: linha ${error.line}, ${error.message}.`,
      );
    if (error instanceof XlsxRefusedError)
      throw new AppError("IMPORT_UNREADABLE", `Não foi possível ler a planilha: ${error.message}.`);
    throw error;
  }
}

/** The member's mapping, kept to columns the file has. */
function usableMapping(mapping: ImportMapping, columnCount: number): ImportMapping {
  return Object.fromEntries(
    IMPORT_FIELDS.flatMap((field) => {
      const index = mapping[field];
      return index !== undefined && index >= 0 && index < columnCount ? [[field, index]] : [];
    }),
  );
}

function suggested(headers: readonly string[]): ImportMapping {
  return Object.fromEntries(suggestMapping(headers).flatMap((field, index) => (field ? [[field, index]] : [])));
}

async function knownHoldersAndPrograms(db: DbOrTx, scope: WalletScope) {
  const [holders, programs] = await Promise.all([
    db
      .select({ id: h.id, name: holderDisplayName, cpf: h.cpf, isMember: h.isMember })
      .from(h)
      .leftJoin(profiles, eq(profiles.id, h.userId))
      .where(ownedBy(h, scope)),
    db.select({ id: p.id, name: p.name, holderId: p.holderId }).from(p).where(ownedBy(p, scope)),
  ]);
  return { holders, programs };
}

function fileSha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export async function readImport(
  db: DbOrTx,
  scope: WalletScope,
  bytes: Buffer,
  options: ImportOptions,
): Promise<ImportReading> {
  const [header, ...records] = await readRecords(bytes);
  if (!header) throw new AppError("IMPORT_EMPTY");
  const headers = header.cells;
  const mapping = usableMapping(options.mapping ?? suggested(headers), headers.length);
  const sha256 = fileSha256(bytes);
  const [known, [previous]] = await Promise.all([
    knownHoldersAndPrograms(db, scope),
    db
      .select({ createdAt: spreadsheetImports.createdAt })
      .from(spreadsheetImports)
      .where(and(ownedBy(spreadsheetImports, scope), eq(spreadsheetImports.fileSha256, sha256))),
  ]);
  const missing = missingFields(mapping, REQUIRED_FIELDS);
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  if (missing.length === 0)
    for (const record of records) {
      const read = readImportRow(record, mapping, headers);
      if ("row" in read) rows.push(read.row);
      else errors.push(...read.errors);
    }
  const plan = planImport(rows, known, { canAddHolders: options.canAddHolders, mapping, headers });
  errors.push(...plan.errors);
  errors.sort((a, b) => a.line - b.line);
  return {
    sha256,
    headers,
    mapping,
    missing,
    rowCount: records.length,
    plan,
    errors,
    alreadyImportedAt: previous?.createdAt ?? null,
  };
}
