/**
 * The fields a spreadsheet's columns can fill ("Importar planilha", docs/features.md), with the
 * Portuguese headers members' own spreadsheets use for each (docs/members-domain.md, "Spreadsheet
 * columns"). The server suggests a field per column from these; the member adjusts it.
 */
export const IMPORT_FIELDS = [
  "date",
  "program",
  "holderName",
  "holderCpf",
  "type",
  "quantity",
  "amountPaid",
  "costPerThousand",
  "expiresOn",
  "description",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What the mapping step calls each field. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  date: "Data",
  program: "Programa",
  holderName: "Titular (nome)",
  holderCpf: "CPF do titular",
  type: "Tipo",
  quantity: "Quantidade",
  amountPaid: "Valor pago",
  costPerThousand: "Custo por milheiro",
  expiresOn: "Vencimento",
  description: "Observação",
};

/** Headers as written, accents, case, punctuation and "(R$)" aside; the first field a header matches wins. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  date: ["data", "data da compra", "data do lancamento", "data de credito", "dia", "quando"],
  program: ["programa", "programa de fidelidade", "cia", "companhia", "programa de pontos"],
  holderCpf: ["cpf", "cpf do titular", "cpf titular"],
  holderName: ["titular", "nome", "nome do titular", "dono", "pessoa"],
  type: ["tipo", "tipo de lancamento", "operacao", "movimento", "natureza"],
  quantity: [
    "quantidade",
    "milhas",
    "pontos",
    "quantidade de milhas",
    "quantidade de pontos",
    "qtd",
    "qtde",
    "milhas finais",
    "pontos ou milhas",
  ],
  amountPaid: ["valor pago", "valor", "preco", "preco pago", "custo", "custo total", "total pago", "valor total"],
  costPerThousand: ["custo por milheiro", "custo do milheiro", "milheiro", "cpm", "custo por mil", "preco do milheiro"],
  expiresOn: ["vencimento", "validade", "data de vencimento", "data de validade", "expira em", "expiracao", "vence em"],
  description: ["descricao", "observacao", "observacoes", "obs", "nota", "notas", "comentario", "historico"],
};

/** "Valor pago (R$)" → "valor pago"; "Observações" → "observacoes". */
export function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\(r\$\)|r\$/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const FIELD_BY_KEY = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) => SYNONYMS[field].map((synonym) => [synonym, field] as const)),
);

/**
 * One suggestion per column (null: leave it out), each field at most once: a second "valor"
 * column is left for the member to place. An exact synonym wins; otherwise a header that starts
 * with one ("Milhas compradas", "Data da transferência").
 */
export function suggestMapping(headers: readonly string[]): (ImportField | null)[] {
  const keys = headers.map(headerKey);
  const taken = new Set<ImportField>();
  const pick = (field: ImportField | undefined) => {
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  };
  const exact = keys.map((key) => pick(FIELD_BY_KEY.get(key)));
  return exact.map((field, index) => field ?? pick(prefixMatch(keys[index] ?? "")));
}

function prefixMatch(key: string): ImportField | undefined {
  if (key === "") return undefined;
  let best: { field: ImportField; length: number } | undefined;
  for (const [synonym, field] of FIELD_BY_KEY) {
    if (key.startsWith(`${synonym} `) && synonym.length > (best?.length ?? 0)) best = { field, length: synonym.length };
  }
  return best?.field;
}

/** The fields a file cannot be imported without. */
export const REQUIRED_FIELDS: readonly ImportField[] = ["date", "program", "quantity"];

/** The mapping a form's column choices make ("" leaves a column out). */
export function mappingOfColumns(columns: readonly (ImportField | "")[]): Partial<Record<ImportField, number>> {
  return Object.fromEntries(columns.flatMap((field, index) => (field === "" ? [] : [[field, index]])));
}

/** A mapping as the form's column choices, one per header. */
export function columnsOfMapping(
  mapping: Partial<Record<ImportField, number>>,
  columnCount: number,
): (ImportField | "")[] {
  const columns: (ImportField | "")[] = Array.from({ length: columnCount }, () => "");
  for (const field of IMPORT_FIELDS) {
    const index = mapping[field];
    if (index !== undefined && index < columnCount) columns[index] = field;
  }
  return columns;
}
