import { CsvUnreadableError, readCsvRecords, type CsvRecord } from "../../src/server/domain/spreadsheet/csv-records";
import { isPlainDate } from "../../src/shared/domain/plain-date";
import type { TransactionType } from "../../src/shared/domain/wallet/transaction-types";
import { parseMoneyInput, parseWholeNumberInput } from "../../src/shared/money-input";

/**
 * The import file: one movement per line, as a spreadsheet in pt-BR exports it.
 *
 *   programa;tipo;data;quantidade;valor_pago;descricao;vencimento;destino;bonus
 *   Smiles;acumulo;2026-10-05;10.000;175,00;;2029-10-05;;
 *   Smiles;uso;20/10/2026;5000;;Resgate GRU → REC;;;
 *   Livelo;transferencia;2026-10-21;10.000;;Promoção;;Smiles;80
 *
 * `;` or `,` separates cells (whichever the header uses); "quoted; cells" may hold either, and
 * line breaks. Dates are AAAA-MM-DD or DD/MM/AAAA; quantities and money as people type them
 * ("10.000", "R$ 1.234,56").
 * `valor_pago` is for accumulations only (blank = free miles); `vencimento` makes the miles a lot.
 * A `transferencia` with a `destino` is a transfer between two of the member's programs, one
 * operation (docs/decisions/029): `quantidade` points leave `programa`, arrive 1:1 at `destino`
 * with `bonus` percent on top (blank = none), carrying their cost; without a `destino` it is miles
 * that arrived from outside the wallet, as before. `destino` and `bonus` are optional columns.
 */
export type ImportedMovement =
  | {
      line: number;
      program: string;
      kind: "accumulation";
      date: string;
      miles: number;
      amountPaidCents: number;
      expiresOn: string | null;
    }
  | {
      line: number;
      program: string;
      kind: "transaction";
      type: TransactionType;
      date: string;
      amount: number;
      description: string | null;
      expiresOn: string | null;
    }
  | {
      line: number;
      program: string;
      kind: "transfer";
      destination: string;
      date: string;
      points: number;
      bonusPercent: number;
      description: string | null;
    };

export interface ParsedImport {
  movements: ImportedMovement[];
  errors: { line: number; message: string }[];
}

const COLUMNS = [
  "programa",
  "tipo",
  "data",
  "quantidade",
  "valor_pago",
  "descricao",
  "vencimento",
  "destino",
  "bonus",
] as const;
const OPTIONAL_COLUMNS: readonly Column[] = ["valor_pago", "descricao", "vencimento", "destino", "bonus"];
type Column = (typeof COLUMNS)[number];

const TYPES: Record<string, "accumulation" | TransactionType> = {
  acumulo: "accumulation",
  uso: "usage",
  transferencia: "transfer",
  bonus: "bonus",
  expiracao: "expiration",
};

const withoutAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** One CSV record's cells; a doubled quote inside quotes is a literal quote. */
export function splitCsvLine(line: string, separator: string): string[] {
  return readCsvRecords(line, separator)[0]?.cells ?? [""];
}

function parseDate(text: string): string | null {
  const brazilian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = brazilian ? `${brazilian[3]}-${brazilian[2]}-${brazilian[1]}` : text;
  return isPlainDate(iso) ? iso : null;
}

function parseRow(cells: Record<Column, string>, line: number): ImportedMovement | string {
  if (!cells.programa) return "informe o programa";
  const kind = TYPES[withoutAccents(cells.tipo)];
  if (!kind) return `tipo desconhecido "${cells.tipo}" (use acumulo, uso, transferencia, bonus ou expiracao)`;
  const date = parseDate(cells.data);
  if (!date) return `data inválida "${cells.data}" (use AAAA-MM-DD ou DD/MM/AAAA)`;
  const quantity = parseWholeNumberInput(cells.quantidade);
  if (!quantity.ok || quantity.value === null || quantity.value <= 0)
    return `quantidade inválida "${cells.quantidade}"`;
  const expiresOn = cells.vencimento ? parseDate(cells.vencimento) : null;
  if (cells.vencimento && !expiresOn) return `vencimento inválido "${cells.vencimento}"`;

  if (cells.destino || cells.bonus) return parseTransfer(cells, line, date, quantity.value, expiresOn);
  if (kind === "accumulation") {
    const paid = parseMoneyInput(cells.valor_pago);
    if (!paid.ok) return `valor pago inválido "${cells.valor_pago}"`;
    return {
      line,
      program: cells.programa,
      kind,
      date,
      miles: quantity.value,
      amountPaidCents: paid.value ?? 0,
      expiresOn,
    };
  }
  if (cells.valor_pago) return "valor pago só vale para acúmulos";
  return {
    line,
    program: cells.programa,
    kind: "transaction",
    type: kind,
    date,
    amount: quantity.value,
    description: cells.descricao || null,
    expiresOn,
  };
}

/** A transfer between two programs: the bonus as typed in pt-BR ("80", "12,5"). */
function parseTransfer(
  cells: Record<Column, string>,
  line: number,
  date: string,
  points: number,
  expiresOn: string | null,
): ImportedMovement | string {
  if (withoutAccents(cells.tipo) !== "transferencia") return "destino e bônus só valem para transferências";
  if (!cells.destino) return "informe o programa de destino da transferência";
  if (cells.valor_pago) return "valor pago só vale para acúmulos";
  if (withoutAccents(cells.destino) === withoutAccents(cells.programa)) return "origem e destino são o mesmo programa";
  if (expiresOn) return "o vencimento de uma transferência é registrado na tela 'Transferir pontos'";
  const bonus = cells.bonus ? Number(cells.bonus.replace("%", "").replace(",", ".").trim()) : 0;
  if (!Number.isFinite(bonus) || bonus < 0 || bonus > 1_000) return `bônus inválido "${cells.bonus}"`;
  return {
    line,
    program: cells.programa,
    kind: "transfer",
    destination: cells.destino,
    date,
    points,
    bonusPercent: bonus,
    description: cells.descricao || null,
  };
}

export function parseMovementsCsv(text: string): ParsedImport {
  let records: CsvRecord[];
  try {
    records = readCsvRecords(text);
  } catch (error) {
    // A quote left open swallows every line after it: the file cannot be read as a whole.
    if (!(error instanceof CsvUnreadableError)) throw error;
    return { movements: [], errors: [{ line: error.line, message: error.message }] };
  }
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map(withoutAccents);
  const missing = COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !names.includes(column));
  if (missing.length > 0)
    return { movements: [], errors: [{ line: header?.line ?? 1, message: `faltam as colunas ${missing.join(", ")}` }] };

  const result: ParsedImport = { movements: [], errors: [] };
  for (const { line, cells: values } of rows) {
    const cells = Object.fromEntries(COLUMNS.map((column) => [column, values[names.indexOf(column)] ?? ""])) as Record<
      Column,
      string
    >;
    const parsed = parseRow(cells, line);
    if (typeof parsed === "string") result.errors.push({ line, message: parsed });
    else result.movements.push(parsed);
  }
  return result;
}

export interface ImportPlan {
  /** Names as first written in the file, for programs the account does not have yet. */
  programsToCreate: string[];
  /** Oldest first, so a usage never arrives before the miles it spends. */
  movements: ImportedMovement[];
}

/** Programs match by name without case or accents ("LATAM pass" is "LATAM Pass"). */
export function planImport(movements: readonly ImportedMovement[], existingPrograms: readonly string[]): ImportPlan {
  const known = new Set(existingPrograms.map(withoutAccents));
  const programsToCreate: string[] = [];
  const names = movements.flatMap((movement) =>
    movement.kind === "transfer" ? [movement.program, movement.destination] : [movement.program],
  );
  for (const name of names) {
    const key = withoutAccents(name);
    if (known.has(key)) continue;
    known.add(key);
    programsToCreate.push(name);
  }
  const ordered = [...movements].sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  return { programsToCreate, movements: ordered };
}

export const programKey = withoutAccents;
