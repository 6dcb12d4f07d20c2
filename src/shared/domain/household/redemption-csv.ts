import { formatBRL, formatPlainDate } from "../../format";
import { sheetCsv, type ReadableSheet } from "../account/readable-export";
import { CABIN_LABELS, VERDICT_LABELS, type RedemptionCabin, type RedemptionVerdict } from "./redemption-value";

/** 'Emissões' as a spreadsheet (docs/decisions/039): one line per redemption, money in pt-BR reais, no CPF. */
export const REDEMPTION_EXPORT_PATH = "/emissoes/exportar.csv";

/** The first columns of every sheet with a line per ticket (this one, and the export's passengers). */
export const TICKET_HEADERS = ["Data da emissão", "Titular", "Programa", "Origem", "Destino", "Ida"] as const;

const HEADERS = [
  ...TICKET_HEADERS,
  "Volta",
  "Cabine",
  "Passageiros",
  "Milhas",
  "Taxas",
  "Preço em dinheiro",
  "Custo das milhas",
  "R$ por milheiro obtido",
  "Economia",
  "Avaliação",
  "Localizador",
  "Observação",
] as const;

export interface RedemptionCsvRow {
  issuedOn: string;
  holderName: string;
  programName: string;
  origin: string;
  destination: string;
  departureOn: string;
  returnOn: string | null;
  cabin: RedemptionCabin;
  passengers: readonly { name: string }[];
  miles: number;
  taxesCents: number;
  cashPriceCents: number | null;
  milesCostCents: number;
  obtainedPerThousandCents: number | null;
  economiaCents: number | null;
  verdict: RedemptionVerdict;
  bookingCode: string | null;
  note: string | null;
}

const money = (cents: number | null) => (cents === null ? "" : formatBRL(cents));

export type TicketFields = Pick<
  RedemptionCsvRow,
  "issuedOn" | "holderName" | "programName" | "origin" | "destination" | "departureOn"
>;

export function ticketCells(row: TicketFields): string[] {
  return [
    formatPlainDate(row.issuedOn),
    row.holderName,
    row.programName,
    row.origin,
    row.destination,
    formatPlainDate(row.departureOn),
  ];
}

/** The lines of 'Emissões', also the 'emissoes' spreadsheet of the member's data export. */
export function redemptionSheet(rows: readonly RedemptionCsvRow[]): ReadableSheet {
  return {
    name: "emissoes",
    headers: HEADERS,
    rows: rows.map((row) => [
      ...ticketCells(row),
      row.returnOn === null ? "" : formatPlainDate(row.returnOn),
      CABIN_LABELS[row.cabin],
      row.passengers.map((passenger) => passenger.name).join(", "),
      row.miles,
      formatBRL(row.taxesCents),
      money(row.cashPriceCents),
      formatBRL(row.milesCostCents),
      money(row.obtainedPerThousandCents),
      money(row.economiaCents),
      VERDICT_LABELS[row.verdict],
      row.bookingCode ?? "",
      row.note ?? "",
    ]),
  };
}

export function redemptionCsv(rows: readonly RedemptionCsvRow[]): string {
  return sheetCsv(redemptionSheet(rows));
}

export function redemptionCsvFileName(today: string): string {
  return `emissoes-milheiro-${today}.csv`;
}

/** The 'Emissões' page's download link for what it shows: one holder's, one year's, or all. */
export function redemptionExportHref(filters: { titular?: string; ano?: number }): string {
  const query = new URLSearchParams();
  if (filters.titular) query.set("titular", filters.titular);
  if (filters.ano) query.set("ano", String(filters.ano));
  const text = query.toString();
  return text ? `${REDEMPTION_EXPORT_PATH}?${text}` : REDEMPTION_EXPORT_PATH;
}
