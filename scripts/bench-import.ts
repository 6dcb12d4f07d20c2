/**
 * "Importar planilha" at its budget (docs/decisions/041): a 20.000-line CSV as a pt-BR Excel saves
 * it (`;`, Windows-1252, "R$ 1.234,56", "10.000", DD/MM/AAAA) over 4 programs, read, checked and
 * imported in one transaction, on a throwaway database (created, migrated and dropped here).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-import.ts
 *
 * Without DATABASE_URL it runs on an in-memory PGlite. Prints the time of the analysis step and of
 * the import (from the file's bytes to committed), and how much the process's memory rose.
 */
import { resourceUsage } from "node:process";
import iconv from "iconv-lite";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { formatPlainDate } from "../src/shared/format";
import { users } from "../src/server/db/schema";
import { walletScopeOf } from "../src/server/services/access/wallet-scope";
import { analyseImport } from "../src/server/services/import/analyse-import";
import { commitImport } from "../src/server/services/import/commit-import";
import { openBenchDatabase } from "./lib/bench-database";

const LINES = 20_000;
const PROGRAMS = ["Smiles", "LATAM Pass", "Livelo", "Azul Fidelidade"];
const today = todayInSaoPaulo();

function spreadsheet(): Buffer {
  const lines = ["Data;Programa;Tipo;Quantidade;Valor pago (R$);Vencimento;Observações"];
  for (let index = 0; index < LINES; index += 1) {
    const day = addDays(today, -(index % 1_000) - 1);
    const miles = 1_000 + (index % 50) * 100;
    const paid = (miles * 17.5) / 1000;
    lines.push(
      [
        formatPlainDate(day),
        PROGRAMS[index % PROGRAMS.length],
        index % 10 === 0 ? "Bônus" : "Compra",
        miles.toLocaleString("pt-BR"),
        index % 10 === 0 ? "" : `R$ ${paid.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`,
        formatPlainDate(addDays(day, 730)),
        `Compra nº ${index} — promoção de março`,
      ].join(";"),
    );
  }
  return iconv.encode(`${lines.join("\r\n")}\r\n`, "windows-1252");
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function measure<T>(what: string, run: () => Promise<T>): Promise<T> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const peakBefore = resourceUsage().maxRSS;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const start = performance.now();
  const result = await run();
  const ms = performance.now() - start;
  clearInterval(sampler);
  // The process's own peak, when it rose during the run: the sampler can miss a synchronous burst.
  const peakAfter = resourceUsage().maxRSS;
  peak = Math.max(peak, process.memoryUsage().rss, peakAfter > peakBefore ? peakAfter * 1024 : 0);
  console.log(`${what}: ${ms.toFixed(0)} ms; memória (RSS) subiu até ${megabytes(peak - before)} MB`);
  return result;
}

async function main() {
  const database = await openBenchDatabase("bench_import");
  try {
    const [user] = await database.db
      .insert(users)
      .values({ email: "planilha@bench.local", passwordHash: "bench" })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    const scope = walletScopeOf(user);
    const file = spreadsheet();
    console.log(`Motor: ${database.engine}. Arquivo: ${LINES} linhas, ${megabytes(file.length)} MB (Windows-1252).`);
    const options = { canAddHolders: false };
    const analysis = await measure("Análise (leitura, mapeamento, validação, prévia)", () =>
      analyseImport(database.db, scope, file, options),
    );
    if (analysis.errorCount > 0) throw new Error(`unexpected errors: ${JSON.stringify(analysis.errors.slice(0, 3))}`);
    const result = await measure("Importação (do arquivo ao commit)", () =>
      commitImport(database.db, scope, file, { ...options, skipErrors: false }),
    );
    console.log(`Importadas ${result.importedLines} linhas em ${result.programsCreated} programas.`);
  } finally {
    await database.destroy();
  }
}

await main();
