import { isPlainDate } from "../../src/shared/domain/plain-date";
import type { TransactionType } from "../../src/shared/domain/wallet/transaction-types";
import { parseMoneyInput, parseWholeNumberInput } from "../../src/shared/money-input";

/**
 * The import file: one movement per line, as a spreadsheet in pt-BR exports it.
 *
 *   programa;tipo;data;quantidade;valor_pago;descricao;vencimento
 *   Smiles;acumulo;2026-10-05;10.000;175,00;;2029-10-05
 *   Smiles;uso;20/10/2026;5000;;Resgate GRU → REC;
 *
 * `;` or `,` separates cells (whichever the header uses); "quoted; cells" may hold either. Dates
 * are AAAA-MM-DD or DD/MM/AAAA; quantities and money as people type them ("10.000", "R$ 1.234,56").
 * `valor_pago` is for accumulations only (blank = free miles); `vencimento` makes the miles a lot.
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
    };

export interface ParsedImport {
  movements: ImportedMovement[];
  errors: { line: number; message: string }[];
}

const COLUMNS = ["programa", "tipo", "data", "quantidade", "valor_pago", "descricao", "vencimento"] as const;
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
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
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

export function parseMovementsCsv(text: string): ParsedImport {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = lines[0] ?? "";
  const separator = header.includes(";") ? ";" : ",";
  const names = splitCsvLine(header, separator).map(withoutAccents);
  const missing = COLUMNS.filter(
    (column) => column !== "descricao" && column !== "vencimento" && column !== "valor_pago" && !names.includes(column),
  );
  if (missing.length > 0)
    return { movements: [], errors: [{ line: 1, message: `faltam as colunas ${missing.join(", ")}` }] };

  const result: ParsedImport = { movements: [], errors: [] };
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === "") return;
    const values = splitCsvLine(text, separator);
    const cells = Object.fromEntries(COLUMNS.map((column) => [column, values[names.indexOf(column)] ?? ""])) as Record<
      Column,
      string
    >;
    const parsed = parseRow(cells, line);
    if (typeof parsed === "string") result.errors.push({ line, message: parsed });
    else result.movements.push(parsed);
  });
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
  for (const movement of movements) {
    const key = withoutAccents(movement.program);
    if (known.has(key)) continue;
    known.add(key);
    programsToCreate.push(movement.program);
  }
  const ordered = [...movements].sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  return { programsToCreate, movements: ordered };
}

export const programKey = withoutAccents;
