import { IMPORT_LISTED_ERRORS, IMPORT_PREVIEW_LINES, type ImportAnalysis } from "@/shared/domain/import/answers";
import { suggestMapping } from "@/shared/domain/import/columns";
import type { Db } from "../../db/client";
import type { WalletScope } from "../access/wallet-scope";
import { readImport, type ImportOptions } from "./read-import";

/** The mapping and preview step of "Importar planilha" (docs/decisions/041): nothing is written. */
export async function analyseImport(
  db: Db,
  scope: WalletScope,
  bytes: Buffer,
  options: ImportOptions,
): Promise<ImportAnalysis> {
  const reading = await readImport(db, scope, bytes, options);
  const { plan, errors } = reading;
  const errorLines = new Set(errors.map((error) => error.line));
  return {
    headers: reading.headers,
    mapping: reading.mapping,
    suggestions: suggestMapping(reading.headers),
    missing: reading.missing,
    rowCount: reading.rowCount,
    validCount: plan.lines.length,
    errorLineCount: errorLines.size,
    errors: errors.slice(0, IMPORT_LISTED_ERRORS),
    errorCount: errors.length,
    preview: plan.lines.slice(0, IMPORT_PREVIEW_LINES).map(({ row, holderName }) => ({
      line: row.line,
      date: row.date,
      program: row.program,
      holder: holderName,
      kind: row.kind,
      miles: row.miles,
      amountPaidCents: row.amountPaidCents,
      expiresOn: row.expiresOn,
      description: row.description,
    })),
    newHolders: plan.newHolders.map((holder) => holder.name),
    newPrograms: plan.newPrograms.map((program) => program.name),
    alreadyImportedAt: reading.alreadyImportedAt?.toISOString() ?? null,
  };
}
