/**
 * Adds one accumulation to a program, found by name.
 *
 *   npx tsx scripts/add-accumulation.ts --program Smiles --miles 10.000 --paid "175,00" \
 *     [--date 2026-11-01] [--expires 2029-11-01] --url http://localhost:3000 --token …
 *
 * The server computes the cost per thousand and answers with the program's new balance.
 */
import { parseArgs } from "node:util";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { formatBRL, formatMiles } from "../src/shared/format";
import { parseMoneyInput, parseWholeNumberInput } from "../src/shared/money-input";
import { CONNECTION_OPTIONS, connect, runScript, ScriptUsageError } from "./lib/connection";
import { programKey } from "./lib/movements-csv";

const USAGE =
  "Uso: npx tsx scripts/add-accumulation.ts --program <nome> --miles <milhas> [--paid <R$>] [--date AAAA-MM-DD] [--expires AAAA-MM-DD] [--url …] [--token …]";

runScript(USAGE, async () => {
  const { values } = parseArgs({
    options: {
      ...CONNECTION_OPTIONS,
      program: { type: "string" },
      miles: { type: "string" },
      paid: { type: "string" },
      date: { type: "string" },
      expires: { type: "string" },
    },
  });
  if (!values.program) throw new ScriptUsageError("Informe o programa (--program).");
  const miles = parseWholeNumberInput(values.miles ?? "");
  if (!miles.ok || !miles.value)
    throw new ScriptUsageError("Informe as milhas (--miles), um número inteiro maior que 0.");
  const paid = parseMoneyInput(values.paid ?? "");
  if (!paid.ok) throw new ScriptUsageError(`Valor pago inválido: ${values.paid}`);

  const api = connect(values);
  const programs = await api.wallet.programs.list.query();
  const program = programs.find((candidate) => programKey(candidate.name) === programKey(values.program!));
  if (!program)
    throw new Error(`Programa não encontrado: ${values.program}. Programas: ${programs.map((p) => p.name).join(", ")}`);

  const created = await api.wallet.accumulations.create.mutate({
    programId: program.id,
    milesAcquired: miles.value,
    amountPaidCents: paid.value,
    calculationDate: values.date ?? todayInSaoPaulo(),
    expiresOn: values.expires ?? null,
  });
  console.log(
    `Acúmulo de ${formatMiles(created.milesAcquired)} em ${program.name} (${formatBRL(created.costPerThousandCents)} o milheiro). Saldo: ${formatMiles(created.programBalance)}.`,
  );
  // What the miles held now cost, lot by lot (docs/decisions/029): money over miles, not a mean of rates.
  const after = (await api.wallet.programs.list.query()).find((candidate) => candidate.id === program.id);
  const average = after?.averageCostPerThousandCents ?? null;
  console.log(`Custo médio do milheiro guardado: ${average === null ? "Não calculado" : formatBRL(average)}.`);
});
