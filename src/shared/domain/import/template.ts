import { formatBRL, formatInteger, formatPlainDate } from "../../format";
import { csvLine, UTF8_BOM } from "../csv";

/**
 * The template "Importar planilha" offers (CSV and XLSX): the header its mapping recognises at
 * once, and example lines of each kind. The examples are written as a pt-BR spreadsheet shows them.
 */
export const TEMPLATE_HEADERS = [
  "Data",
  "Programa",
  "Titular",
  "CPF do titular",
  "Tipo",
  "Quantidade",
  "Valor pago (R$)",
  "Custo por milheiro (R$)",
  "Vencimento",
  "Observações",
] as const;

export interface TemplateLine {
  date: string;
  program: string;
  kind: string;
  miles: number;
  amountPaidCents: number | null;
  costPerThousandCents: number | null;
  expiresOn: string;
  description: string;
}

export const TEMPLATE_LINES: readonly TemplateLine[] = [
  {
    date: "2026-10-05",
    program: "Smiles",
    kind: "Compra",
    miles: 10_000,
    amountPaidCents: 17_500,
    costPerThousandCents: null,
    expiresOn: "2029-10-05",
    description: "Compra com 50% de desconto",
  },
  {
    date: "2026-11-01",
    program: "Livelo",
    kind: "Clube",
    miles: 1_000,
    amountPaidCents: null,
    costPerThousandCents: 4_200,
    expiresOn: "2028-11-01",
    description: "Clube Livelo 1.000",
  },
  {
    date: "2026-11-15",
    program: "Smiles",
    kind: "Bônus",
    miles: 2_000,
    amountPaidCents: null,
    costPerThousandCents: null,
    expiresOn: "2027-11-15",
    description: "Bônus de aniversário",
  },
];

export const TEMPLATE_FILE_NAME = "modelo-importacao-milheiro";

const reais = (cents: number | null) => (cents === null ? "" : formatBRL(cents));

/** The CSV template as a pt-BR Excel opens it (shared/domain/csv.ts: `;`, CRLF, BOM). */
export function templateCsv(): string {
  const lines = TEMPLATE_LINES.map((line) =>
    csvLine([
      formatPlainDate(line.date),
      line.program,
      "",
      "",
      line.kind,
      formatInteger(line.miles),
      reais(line.amountPaidCents),
      reais(line.costPerThousandCents),
      formatPlainDate(line.expiresOn),
      line.description,
    ]),
  );
  return UTF8_BOM + csvLine(TEMPLATE_HEADERS) + lines.join("");
}
