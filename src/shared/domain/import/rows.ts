import { cpfDigits, isValidCpf } from "../household/cpf";
import { mulDivRoundHalfUp } from "../wallet/cost";
import { WALLET_LIMITS } from "../wallet/wallet-limits";
import { parseMoneyInput, parseWholeNumberInput } from "../../money-input";
import { AccumulationInputSchema } from "../../schemas/wallet";
import { IMPORT_FIELD_LABELS, type ImportField } from "./columns";
import { parseImportDate, parseImportKind, type ImportKind } from "./values";

/** One spreadsheet line as it will be saved: an accumulation or a bonus, of a program of a holder. */
export interface ImportRow {
  line: number;
  date: string;
  program: string;
  holderName: string | null;
  holderCpf: string | null;
  kind: ImportKind;
  miles: number;
  /** What was paid, in centavos (0 for organic miles); null for a bonus. */
  amountPaidCents: number | null;
  expiresOn: string | null;
  description: string | null;
}

/** A problem with one cell: where (the file's line, the column's header) and how to fix it. */
export interface ImportError {
  line: number;
  column: string;
  message: string;
  fix: string;
}

/** Which column (by index in the file) fills each field; a field no column fills is absent. */
export type ImportMapping = Partial<Record<ImportField, number>>;

export interface ImportRecord {
  line: number;
  cells: readonly string[];
}

const FIX = {
  date: "Use DD/MM/AAAA (05/10/2026) ou AAAA-MM-DD, até a data de hoje.",
  program: "Escreva o nome do programa (Smiles, LATAM Pass, Livelo…).",
  holderName: "Escreva o nome do titular, ou deixe em branco para você.",
  holderCpf: "Escreva os 11 dígitos do CPF (123.456.789-09), ou deixe em branco para você.",
  type: "Use acúmulo, compra, clube, cartão ou bônus; registre usos e emissões em Minha Gestão.",
  quantity: 'Escreva um número inteiro maior que zero ("10.000" ou "10000").',
  amountPaid: 'Escreva o valor em reais ("R$ 1.234,56" ou "175,00"), ou deixe em branco se não pagou.',
  costPerThousand: 'Escreva o custo de mil milhas em reais ("R$ 17,50").',
  expiresOn: "Use DD/MM/AAAA ou AAAA-MM-DD, depois da data do lançamento, ou deixe em branco.",
  description: `Encurte o texto para até ${WALLET_LIMITS.maxDescriptionLength} caracteres.`,
} as const satisfies Record<ImportField, string>;

// The accumulation form's own rules (limits, past date, expiry after the date, cost that fits) and
// messages, so an imported lot passes exactly what a typed one does. Its programId is not the file's.
const SCHEMA_FIELDS: Record<string, ImportField> = {
  milesAcquired: "quantity",
  amountPaidCents: "amountPaid",
  calculationDate: "date",
  expiresOn: "expiresOn",
};
const ANY_PROGRAM = "00000000-0000-4000-8000-000000000000";

/** Reads one line under a mapping: the row it will save, or every problem found in it. */
export function readImportRow(
  record: ImportRecord,
  mapping: ImportMapping,
  headers: readonly string[],
): { row: ImportRow } | { errors: ImportError[] } {
  const errors: ImportError[] = [];
  const cell = (field: ImportField) => {
    const index = mapping[field];
    return index === undefined ? "" : (record.cells[index] ?? "").trim();
  };
  const fail = (field: ImportField, message: string) => {
    const index = mapping[field];
    const column = (index === undefined ? undefined : headers[index]) || IMPORT_FIELD_LABELS[field];
    errors.push({ line: record.line, column, message, fix: FIX[field] });
  };

  const date = parseImportDate(cell("date"));
  if (!cell("date")) fail("date", "Data em branco.");
  else if (!date) fail("date", `"${cell("date")}" não é uma data.`);

  const program = cell("program");
  if (!program) fail("program", "Programa em branco.");
  else if (program.length > WALLET_LIMITS.maxNameLength)
    fail("program", `O nome do programa passa de ${WALLET_LIMITS.maxNameLength} caracteres.`);

  const holderCpf = cell("holderCpf") ? cpfDigits(cell("holderCpf")) : null;
  if (holderCpf !== null && !isValidCpf(holderCpf)) fail("holderCpf", `"${cell("holderCpf")}" não é um CPF válido.`);
  const holderName = cell("holderName") || null;
  if (holderName && holderName.length > WALLET_LIMITS.maxNameLength)
    fail("holderName", `O nome do titular passa de ${WALLET_LIMITS.maxNameLength} caracteres.`);

  const kind = parseImportKind(cell("type"));
  if (kind === null) fail("type", `Tipo "${cell("type")}" desconhecido.`);
  if (kind === "spending") fail("type", `"${cell("type")}" tira milhas: a importação traz só entradas.`);

  const quantity = parseWholeNumberInput(cell("quantity"));
  if (!quantity.ok || quantity.value === 0) fail("quantity", `"${cell("quantity")}" não é uma quantidade.`);
  else if (quantity.value === null) fail("quantity", "Quantidade em branco.");
  const miles = quantity.ok ? (quantity.value ?? 0) : 0;

  const paid = parseMoneyInput(cell("amountPaid"));
  if (!paid.ok) fail("amountPaid", `"${cell("amountPaid")}" não é um valor em reais.`);
  const perThousand = parseMoneyInput(cell("costPerThousand"));
  if (!perThousand.ok) fail("costPerThousand", `"${cell("costPerThousand")}" não é um valor em reais.`);
  // The price paid wins; a sheet with only the custo do milheiro gives it back as miles × cost ÷ 1000.
  let amountPaidCents = paid.ok ? paid.value : null;
  if (amountPaidCents === null && perThousand.ok && perThousand.value !== null && miles > 0)
    amountPaidCents = mulDivRoundHalfUp(perThousand.value, miles, 1000);
  if (kind === "bonus" && amountPaidCents !== null && amountPaidCents > 0)
    fail("amountPaid", "Bônus não tem valor pago.");

  const expiresOn = cell("expiresOn") ? parseImportDate(cell("expiresOn")) : null;
  if (cell("expiresOn") && !expiresOn) fail("expiresOn", `"${cell("expiresOn")}" não é uma data.`);

  const description = cell("description") || null;
  if (description && description.length > WALLET_LIMITS.maxDescriptionLength)
    fail("description", "Observação longa demais.");

  if (errors.length === 0) {
    const checked = AccumulationInputSchema.safeParse({
      programId: ANY_PROGRAM,
      milesAcquired: miles,
      amountPaidCents,
      calculationDate: date,
      expiresOn,
    });
    if (!checked.success)
      for (const issue of checked.error.issues) fail(SCHEMA_FIELDS[String(issue.path[0])] ?? "quantity", issue.message);
  }
  if (errors.length > 0 || !date || (kind !== "accumulation" && kind !== "bonus")) return { errors };
  return {
    row: {
      line: record.line,
      date,
      program,
      holderName,
      holderCpf,
      kind,
      miles,
      amountPaidCents: kind === "bonus" ? null : (amountPaidCents ?? 0),
      expiresOn,
      description,
    },
  };
}

/** The fields a mapping must fill, by label, when it misses any. */
export function missingFields(mapping: ImportMapping, required: readonly ImportField[]): string[] {
  return required.filter((field) => mapping[field] === undefined).map((field) => IMPORT_FIELD_LABELS[field]);
}
