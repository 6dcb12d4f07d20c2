import { formatBRL, formatDateTime, formatPlainDate } from "../../format";
import { csvLine, UTF8_BOM } from "../csv";
import { ENTRY_TYPE_LABELS, type EntrySource, type EntryType, type TransferBonusStatus } from "../wallet/entry-kinds";
import { heldCostPerThousandCents } from "../wallet/lot-consumption";

/**
 * 'Baixar meus dados' for people (docs/features.md): beside the machine-readable JSON and CSV of
 * every table, spreadsheets a member can open and read — program names instead of ids, reais
 * instead of centavos, São Paulo dates instead of ISO instants — of the wallet, its one ledger
 * (docs/decisions/029), its transfers and its lots. Miles stay plain numbers, so a spreadsheet sums them.
 */
export interface ReadableSheet {
  name: string;
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

const SOURCE_LABELS: Record<EntrySource, string> = {
  accumulation: "Acúmulo",
  transaction: "Transação",
  transfer: "Transferência",
  correction: "Correção",
  redemption: "Emissão",
};

const BONUS_STATUS_LABELS: Record<TransferBonusStatus, string> = {
  none: "Sem bônus",
  pending: "Pendente",
  credited: "Creditado",
};

const plainDate = (date: string | null) => (date === null ? "" : formatPlainDate(date));
const money = (cents: number | null) => (cents === null ? "" : formatBRL(cents));

/** The custo médio do milheiro of what a program holds (docs/decisions/029): 'Não calculado' when nothing held has a cost. */
export function heldCostPerThousand(heldCostCents: number, balance: number): string {
  const average = heldCostPerThousandCents(heldCostCents, balance);
  return average === null ? "Não calculado" : formatBRL(average);
}

export interface ReadableProgram {
  name: string;
  accountNumber: string | null;
  balance: number;
  heldCostCents: number;
  expirationDate: string | null;
  pendingBonus: number;
  createdAt: Date;
}

export function programsSheet(programs: readonly ReadableProgram[]): ReadableSheet {
  return {
    name: "programas",
    headers: [
      "Programa",
      "Conta",
      "Saldo",
      "Custo do saldo",
      "Custo médio do milheiro",
      "Vencimento",
      "Bônus pendente",
      "Criado em",
    ],
    rows: programs.map((program) => [
      program.name,
      program.accountNumber ?? "",
      program.balance,
      formatBRL(program.heldCostCents),
      heldCostPerThousand(program.heldCostCents, program.balance),
      plainDate(program.expirationDate),
      program.pendingBonus,
      formatDateTime(program.createdAt),
    ]),
  };
}

export interface ReadableEntry {
  entryDate: string;
  programName: string;
  source: EntrySource;
  type: EntryType;
  miles: number;
  amountPaidCents: number | null;
  costCents: number;
  expiresOn: string | null;
  description: string | null;
  createdAt: Date;
}

export function entriesSheet(entries: readonly ReadableEntry[]): ReadableSheet {
  return {
    name: "movimentacoes",
    headers: [
      "Data",
      "Programa",
      "Origem",
      "Tipo",
      "Quantidade",
      "Valor pago",
      "Custo",
      "Vencimento",
      "Descrição",
      "Registrado em",
    ],
    rows: entries.map((entry) => [
      formatPlainDate(entry.entryDate),
      entry.programName,
      SOURCE_LABELS[entry.source],
      ENTRY_TYPE_LABELS[entry.type],
      entry.miles,
      money(entry.amountPaidCents),
      formatBRL(entry.costCents),
      plainDate(entry.expiresOn),
      entry.description ?? "",
      formatDateTime(entry.createdAt),
    ]),
  };
}

export interface ReadableTransfer {
  transferDate: string;
  fromName: string;
  toName: string;
  pointsSent: number;
  ratioFrom: number;
  ratioTo: number;
  bonusBasisPoints: number;
  baseMiles: number;
  bonusMiles: number;
  bonusStatus: TransferBonusStatus;
  bonusExpectedOn: string | null;
  costCents: number;
  description: string | null;
}

/** 8000 hundredths of a percent read "80%"; 1250, "12,5%". */
export function bonusPercent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}

export function transfersSheet(transfers: readonly ReadableTransfer[]): ReadableSheet {
  return {
    name: "transferencias",
    headers: [
      "Data",
      "De",
      "Para",
      "Pontos enviados",
      "Proporção",
      "Bônus",
      "Milhas recebidas",
      "Milhas de bônus",
      "Situação do bônus",
      "Bônus previsto para",
      "Custo",
      "Descrição",
    ],
    rows: transfers.map((transfer) => [
      formatPlainDate(transfer.transferDate),
      transfer.fromName,
      transfer.toName,
      transfer.pointsSent,
      `${transfer.ratioFrom}:${transfer.ratioTo}`,
      bonusPercent(transfer.bonusBasisPoints),
      transfer.baseMiles,
      transfer.bonusMiles,
      BONUS_STATUS_LABELS[transfer.bonusStatus],
      plainDate(transfer.bonusExpectedOn),
      formatBRL(transfer.costCents),
      transfer.description ?? "",
    ]),
  };
}

export interface ReadableLot {
  programName: string;
  acquiredOn: string;
  expiresOn: string | null;
  miles: number;
  remaining: number;
  costCents: number;
  remainingCostCents: number;
}

export function lotsSheet(lots: readonly ReadableLot[]): ReadableSheet {
  return {
    name: "lotes",
    headers: ["Programa", "Adquirido em", "Vence em", "Milhas", "Restantes", "Custo", "Custo restante"],
    rows: lots.map((lot) => [
      lot.programName,
      formatPlainDate(lot.acquiredOn),
      lot.expiresOn === null ? "Sem vencimento" : formatPlainDate(lot.expiresOn),
      lot.miles,
      lot.remaining,
      formatBRL(lot.costCents),
      formatBRL(lot.remainingCostCents),
    ]),
  };
}

export function sheetCsv(sheet: ReadableSheet): string {
  return UTF8_BOM + csvLine(sheet.headers) + sheet.rows.map((row) => csvLine(row)).join("");
}
