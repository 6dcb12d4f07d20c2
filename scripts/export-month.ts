/**
 * The month's movements (the whole ledger: accumulations, transactions, both sides of every
 * transfer, corrections; every program) as CSV for Excel in pt-BR, in the columns of the reports
 * page's export: Data, Programa, Tipo, Quantidade, Descrição, Valor pago, Custo, Custo por milheiro.
 *
 *   npx tsx scripts/export-month.ts [--month 2026-11] [--output novembro.csv] --url … --token …
 *
 * Without --output the CSV goes to stdout; the month defaults to the current one (São Paulo).
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { UTF8_BOM } from "../src/shared/domain/csv";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { reportCsvHeader, reportCsvLine } from "../src/shared/domain/reports/report-csv";
import type { MilheiroClient, MilheiroOutputs } from "../src/sdk";
import { CONNECTION_OPTIONS, connect, runScript, ScriptUsageError } from "./lib/connection";

const USAGE = "Uso: npx tsx scripts/export-month.ts [--month AAAA-MM] [--output arquivo.csv] [--url …] [--token …]";

type Movement = MilheiroOutputs["reports"]["movements"]["items"][number];

/** The report's pages, newest first, from the month's last day down to its first. */
async function movementsOf(api: MilheiroClient, month: string): Promise<Movement[]> {
  const found: Movement[] = [];
  let after: string | null = null;
  do {
    const page: MilheiroOutputs["reports"]["movements"] = await api.reports.movements.query({
      periodo: "todos",
      after,
    });
    for (const movement of page.items) {
      if (movement.entryDate.startsWith(month)) found.push(movement);
      else if (movement.entryDate < month) return found;
    }
    after = page.nextCursor;
  } while (after);
  return found;
}

runScript(USAGE, async () => {
  const { values } = parseArgs({
    options: { ...CONNECTION_OPTIONS, month: { type: "string" }, output: { type: "string" } },
  });
  const month = values.month ?? todayInSaoPaulo().slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new ScriptUsageError(`Mês inválido: ${month} (use AAAA-MM).`);

  const movements = await movementsOf(connect(values), month);
  const csv = UTF8_BOM + reportCsvHeader() + movements.map(reportCsvLine).join("");
  if (values.output) {
    await writeFile(values.output, csv);
    console.error(`${movements.length} movimento(s) de ${month} gravados em ${values.output}.`);
  } else {
    process.stdout.write(csv);
  }
});
