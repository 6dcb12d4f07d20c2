import { randomUUID } from "node:crypto";
import type { ImportPlan, PlannedLine } from "@/shared/domain/import/plan";
import { ProgramInputSchema } from "@/shared/schemas/wallet";
import type { Db, Tx } from "../../db/client";
import { holders, spreadsheetImports } from "../../db/schema";
import { AppError } from "../../errors";
import type { WalletScope } from "../access/wallet-scope";
import { appendCredits } from "../wallet/ledger/append";
import type { NewEntry } from "../wallet/ledger/entries";
import { refuseEdit } from "../wallet/program-balance";
import { createProgram } from "../wallet/programs";
import { readImport, type ImportOptions } from "./read-import";

/**
 * "Importar planilha" (docs/decisions/041): the file is read again here (nothing of the analysis
 * is kept between requests), and then everything is written in one transaction: the file's
 * record (its unique key refuses the same file twice), the new holders and programs, and each
 * program's lots through the ledger (wallet/ledger/append.ts), a few thousand per statement. A
 * line in error refuses the whole import unless the member chose to skip the lines in error.
 */
export interface CommitOptions extends ImportOptions {
  skipErrors: boolean;
}

/** Entries per appendCredits call: one INSERT of the entries and one of the lots each. */
const ENTRIES_PER_STATEMENT = 2_000;

function entryOf({ row }: PlannedLine): NewEntry {
  const common = {
    id: randomUUID(),
    miles: row.miles,
    entryDate: row.date,
    expiresOn: row.expiresOn,
    description: row.description,
    transferId: null,
  };
  if (row.kind === "bonus")
    return { ...common, source: "transaction", type: "bonus", amountPaidCents: null, costCents: 0 };
  const paid = row.amountPaidCents ?? 0;
  return { ...common, source: "accumulation", type: "accumulation", amountPaidCents: paid, costCents: paid };
}

async function createHolders(tx: Tx, scope: WalletScope, plan: ImportPlan, ids: Map<string, string>) {
  if (plan.newHolders.length === 0) return;
  const created = await tx
    .insert(holders)
    .values(plan.newHolders.map((holder) => ({ userId: scope.ownerId, name: holder.name, cpf: holder.cpf })))
    .returning({ id: holders.id, cpf: holders.cpf });
  const byCpf = new Map(created.map((row) => [row.cpf, row.id]));
  for (const holder of plan.newHolders) ids.set(holder.key, byCpf.get(holder.cpf) ?? "");
}

async function createPrograms(tx: Tx, scope: WalletScope, plan: ImportPlan, holderIds: Map<string, string>) {
  const ids = new Map<string, string>();
  for (const program of plan.newPrograms) {
    const holderId = program.holderId ?? holderIds.get(program.holderKey);
    if (!holderId) throw new Error("an imported program has no holder");
    const created = await createProgram(tx, scope, ProgramInputSchema.parse({ name: program.name, holderId }));
    ids.set(program.key, created.id);
  }
  return ids;
}

/** Each program's lines, oldest first, so appending never goes back in time and replays the program. */
function linesByProgram(lines: readonly PlannedLine[]) {
  const groups = new Map<string, PlannedLine[]>();
  for (const line of lines) groups.set(line.programKey, [...(groups.get(line.programKey) ?? []), line]);
  for (const group of groups.values()) group.sort((a, b) => a.row.date.localeCompare(b.row.date));
  return groups;
}

export async function commitImport(db: Db, scope: WalletScope, bytes: Buffer, options: CommitOptions) {
  const reading = await readImport(db, scope, bytes, options);
  if (reading.missing.length > 0)
    throw new AppError("IMPORT_MAPPING_INCOMPLETE", `Escolha a coluna de: ${reading.missing.join(", ")}.`);
  if (reading.alreadyImportedAt) throw new AppError("IMPORT_ALREADY_DONE");
  const skippedLines = new Set(reading.errors.map((error) => error.line)).size;
  if (skippedLines > 0 && !options.skipErrors) throw new AppError("IMPORT_HAS_ERRORS");
  const { plan } = reading;
  if (plan.lines.length === 0) throw new AppError("IMPORT_NOTHING_TO_IMPORT");

  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(spreadsheetImports)
      .values({
        userId: scope.ownerId,
        fileSha256: reading.sha256,
        rowCount: plan.lines.length,
        skippedCount: skippedLines,
      })
      .onConflictDoNothing()
      .returning({ id: spreadsheetImports.id });
    // Another request imported the same file in the meantime.
    if (!recorded) throw new AppError("IMPORT_ALREADY_DONE");
    const holderIds = new Map<string, string>();
    await createHolders(tx, scope, plan, holderIds);
    const programIds = await createPrograms(tx, scope, plan, holderIds);
    for (const lines of linesByProgram(plan.lines).values()) {
      const [first] = lines;
      const programId = first?.programId ?? programIds.get(first?.programKey ?? "");
      if (!programId) throw new Error("an imported line has no program");
      for (let at = 0; at < lines.length; at += ENTRIES_PER_STATEMENT)
        await appendCredits(tx, scope, programId, lines.slice(at, at + ENTRIES_PER_STATEMENT).map(entryOf), refuseEdit);
    }
    return {
      importedLines: plan.lines.length,
      skippedLines,
      holdersCreated: plan.newHolders.length,
      programsCreated: plan.newPrograms.length,
    };
  });
}
