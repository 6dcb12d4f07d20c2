import { isPlainDate } from "../plain-date";

/**
 * Cell values as a pt-BR spreadsheet writes them. Numbers and money go through
 * shared/money-input.ts ("10.000", "R$ 1.234,56"); dates and the movement's type are read here.
 */

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

const pad = (part: string) => part.padStart(2, "0");

/**
 * DD/MM/AAAA (also with "-" or ".", one-digit day or month, or a two-digit year read as 20AA) or
 * AAAA-MM-DD, optionally followed by a time Excel adds ("05/10/2026 00:00"). Null when it is not a
 * real day.
 */
export function parseImportDate(text: string): string | null {
  const value = text.trim().replace(/[ T]\d{1,2}:\d{2}(:\d{2})?$/, "");
  const iso = YEAR_MONTH_DAY.exec(value);
  const brazilian = DAY_MONTH_YEAR.exec(value);
  let date: string | null = null;
  if (iso) date = `${iso[1]}-${pad(iso[2] ?? "")}-${pad(iso[3] ?? "")}`;
  else if (brazilian) {
    const year = brazilian[3] ?? "";
    date = `${year.length === 2 ? `20${year}` : year}-${pad(brazilian[2] ?? "")}-${pad(brazilian[1] ?? "")}`;
  }
  return date !== null && isPlainDate(date) ? date : null;
}

/** What an imported line becomes: a paid or organic accumulation, or a bonus (docs/decisions/029). */
export type ImportKind = "accumulation" | "bonus";

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { accumulation: "Acúmulo", bonus: "Bônus" };

const KIND_WORDS: Record<string, ImportKind> = {
  acumulo: "accumulation",
  compra: "accumulation",
  "compra de pontos": "accumulation",
  "compra de milhas": "accumulation",
  clube: "accumulation",
  assinatura: "accumulation",
  cartao: "accumulation",
  "cartao de credito": "accumulation",
  credito: "accumulation",
  entrada: "accumulation",
  organico: "accumulation",
  "acumulo organico": "accumulation",
  voo: "accumulation",
  bonus: "bonus",
  bonificacao: "bonus",
  promocao: "bonus",
  "bonus de transferencia": "bonus",
};

/** The words for movements that spend miles: the import brings in only what adds them. */
const SPENDING_WORDS = new Set(["uso", "resgate", "emissao", "expiracao", "venda", "saida", "transferencia"]);

/** Words compared as people mean them: no accents, case or repeated spaces ("Bônus " is "bonus"). */
export const wordKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** A blank type is an accumulation: most members' sheets list only what they bought. */
export function parseImportKind(text: string): ImportKind | "spending" | null {
  const key = wordKey(text);
  if (key === "") return "accumulation";
  if (SPENDING_WORDS.has(key)) return "spending";
  return KIND_WORDS[key] ?? null;
}
