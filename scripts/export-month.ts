/**
 * The month's movements (accumulations and transactions, every program) as CSV for Excel in pt-BR.
 *
 *   npx tsx scripts/export-month.ts [--month 2026-11] [--output novembro.csv] --url … --token …
 *
 * Without --output the CSV goes to stdout; the month defaults to the current one (São Paulo).
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { csvLine, UTF8_BOM } from "../src/shared/domain/csv";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { TRANSACTION_TYPE_LABELS } from "../src/shared/domain/wallet/transaction-types";
import { CONNECTION_OPTIONS, connect, runScript, ScriptUsageError } from "./lib/connection";

const USAGE = "Uso: npx tsx scripts/export-month.ts [--month AAAA-MM] [--output arquivo.csv] [--url …] [--token …]";
const HEADER = ["Data", "Programa", "Tipo", "Quantidade", "Valor pago (R$)", "Custo (R$)", "Descrição", "Vencimento"];

const reais = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2).replace(".", ","));

runScript(USAGE, async () => {
  const { values } = parseArgs({
    options: { ...CONNECTION_OPTIONS, month: { type: "string" }, output: { type: "string" } },
  });
  const month = values.month ?? todayInSaoPaulo().slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ScriptUsageError(`Mês inválido: ${month} (use AAAA-MM).`);

  const api = connect(values);
  const [accumulations, transactions] = await Promise.all([
    api.wallet.accumulations.list.query(),
    api.wallet.transactions.list.query(),
  ]);
  const rows = [
    ...accumulations
      .filter((row) => row.calculationDate.startsWith(month))
      .map((row) => ({
        date: row.calculationDate,
        cells: [
          row.calculationDate,
          row.programName,
          "Acúmulo",
          row.milesAcquired,
          reais(row.amountPaidCents),
          "",
          "",
          row.expiresOn ?? "",
        ],
      })),
    ...transactions
      .filter((row) => row.transactionDate.startsWith(month))
      .map((row) => ({
        date: row.transactionDate,
        cells: [
          row.transactionDate,
          row.programName,
          TRANSACTION_TYPE_LABELS[row.type],
          row.amount,
          "",
          reais(row.costCents),
          row.description ?? "",
          row.expiresOn ?? "",
        ],
      })),
  ].sort((a, b) => a.date.localeCompare(b.date));

  const csv = UTF8_BOM + csvLine(HEADER) + rows.map((row) => csvLine(row.cells)).join("");
  if (values.output) {
    await writeFile(values.output, csv);
    console.error(`${rows.length} movimento(s) de ${month} gravados em ${values.output}.`);
  } else {
    process.stdout.write(csv);
  }
});
