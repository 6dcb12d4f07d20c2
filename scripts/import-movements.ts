/**
 * Imports programs and movements from a CSV (format in scripts/lib/movements-csv.ts).
 *
 *   npx tsx scripts/import-movements.ts movimentos.csv --dry-run --url http://localhost:3000 --token …
 *
 * --dry-run prints what would be created and changes nothing. A file with any invalid line is
 * refused whole, before anything is sent. Every movement goes through the app's procedures, which
 * write the one ledger (docs/decisions/029): accumulations, transactions and transfers alike.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { formatBRL, formatInteger, formatMiles } from "../src/shared/format";
import { TRANSACTION_TYPE_LABELS } from "../src/shared/domain/wallet/transaction-types";
import { CONNECTION_OPTIONS, connect, runScript, ScriptUsageError } from "./lib/connection";
import { decodeCsvBytes } from "../src/server/domain/spreadsheet/csv-records";
import { parseMovementsCsv, planImport, programKey, type ImportedMovement } from "./lib/movements-csv";

const USAGE = "Uso: npx tsx scripts/import-movements.ts <arquivo.csv> [--dry-run] [--url …] [--token …]";

function describe(movement: ImportedMovement): string {
  if (movement.kind === "transfer") {
    const bonus = movement.bonusPercent > 0 ? ` com ${movement.bonusPercent.toLocaleString("pt-BR")}% de bônus` : "";
    return `${movement.date}  ${movement.program} → ${movement.destination}: transferência de ${formatInteger(movement.points)} pontos${bonus}`;
  }
  if (movement.kind === "accumulation") {
    const paid = movement.amountPaidCents > 0 ? ` por ${formatBRL(movement.amountPaidCents)}` : " (sem custo)";
    return `${movement.date}  ${movement.program}: acúmulo de ${formatMiles(movement.miles)}${paid}`;
  }
  const label = TRANSACTION_TYPE_LABELS[movement.type].toLowerCase();
  return `${movement.date}  ${movement.program}: ${label} de ${formatMiles(movement.amount)}${movement.description ? ` — ${movement.description}` : ""}`;
}

runScript(USAGE, async () => {
  const { values, positionals } = parseArgs({
    options: { ...CONNECTION_OPTIONS, "dry-run": { type: "boolean" } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new ScriptUsageError("Informe um arquivo CSV.");
  const parsed = parseMovementsCsv(decodeCsvBytes(await readFile(file)));
  if (parsed.errors.length > 0) {
    for (const error of parsed.errors) console.error(`Linha ${error.line}: ${error.message}`);
    throw new Error(`${parsed.errors.length} linha(s) inválida(s); nada foi importado.`);
  }

  const api = connect(values);
  const existing = await api.wallet.programs.list.query();
  const plan = planImport(
    parsed.movements,
    existing.map((program) => program.name),
  );
  console.log(`Programas a criar: ${plan.programsToCreate.length === 0 ? "nenhum" : plan.programsToCreate.join(", ")}`);
  console.log(`Movimentos a lançar: ${plan.movements.length}`);
  for (const movement of plan.movements) console.log(`  ${describe(movement)}`);
  if (values["dry-run"]) {
    console.log("Simulação (--dry-run): nada foi criado.");
    return;
  }

  const ids = new Map(existing.map((program) => [programKey(program.name), program.id]));
  for (const name of plan.programsToCreate) {
    const created = await api.wallet.programs.create.mutate({ name });
    ids.set(programKey(name), created.id);
  }
  for (const movement of plan.movements) {
    const programId = ids.get(programKey(movement.program));
    if (!programId) throw new Error(`programa ${movement.program} não encontrado`);
    if (movement.kind === "transfer") {
      // One operation on the server: the source's lots give their cost to the destination's.
      await api.wallet.transfers.create.mutate({
        fromProgramId: programId,
        toProgramId: ids.get(programKey(movement.destination)) ?? "",
        transferDate: movement.date,
        pointsSent: movement.points,
        bonusPercent: movement.bonusPercent,
        description: movement.description,
      });
    } else if (movement.kind === "accumulation") {
      await api.wallet.accumulations.create.mutate({
        programId,
        milesAcquired: movement.miles,
        amountPaidCents: movement.amountPaidCents,
        calculationDate: movement.date,
        expiresOn: movement.expiresOn,
      });
    } else {
      await api.wallet.transactions.create.mutate({
        programId,
        type: movement.type,
        amount: movement.amount,
        description: movement.description,
        transactionDate: movement.date,
        expiresOn: movement.expiresOn,
      });
    }
  }
  console.log(`Importados: ${plan.programsToCreate.length} programa(s) e ${plan.movements.length} movimento(s).`);
});
