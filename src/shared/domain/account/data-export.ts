import { csvLine, UTF8_BOM } from "../csv";
import { sheetCsv, type ReadableSheet } from "./readable-export";

/** One table of the member's data, as 'Baixar meus dados' writes it twice: JSON and CSV. */
export interface ExportDataset {
  name: string;
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

export interface ExportFile {
  path: string;
  content: string;
}

/** A CSV cell for any stored value: instants in ISO 8601 (UTC), lists and objects as JSON, nothing as empty. */
export function exportCell(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  return JSON.stringify(value);
}

export function datasetCsv(dataset: ExportDataset): string {
  const lines = dataset.rows.map((row) => csvLine(dataset.columns.map((column) => exportCell(row[column]))));
  return UTF8_BOM + csvLine(dataset.columns) + lines.join("");
}

function readme(exportedAt: Date, datasets: readonly ExportDataset[], sheets: readonly ReadableSheet[]): string {
  return [
    "Milheiro: cópia dos seus dados",
    `Gerada em ${exportedAt.toISOString()} (UTC).`,
    "",
    "Para ler numa planilha: planilhas/<nome>.csv (separador ';', UTF-8), com nomes dos programas,",
    "valores em reais e datas no horário de São Paulo.",
    ...sheets.map((sheet) => `- planilhas/${sheet.name}.csv: ${sheet.rows.length} linha(s)`),
    "",
    "Para importar em outros sistemas: cada tabela vem em json/<nome>.json e csv/<nome>.csv.",
    "Datas e horas estão em ISO 8601 (UTC); valores em dinheiro, em centavos de real.",
    "",
    ...datasets.map((dataset) => `- ${dataset.name}: ${dataset.rows.length} registro(s)`),
    "",
  ].join("\n");
}

/**
 * Every file of the archive, in a stable order: LEIA-ME.txt, the readable spreadsheets, then each
 * dataset as JSON and CSV.
 */
export function exportFiles(
  datasets: readonly ExportDataset[],
  sheets: readonly ReadableSheet[],
  exportedAt: Date,
): ExportFile[] {
  return [
    { path: "LEIA-ME.txt", content: readme(exportedAt, datasets, sheets) },
    ...sheets.map((sheet) => ({ path: `planilhas/${sheet.name}.csv`, content: sheetCsv(sheet) })),
    ...datasets.flatMap((dataset) => [
      { path: `json/${dataset.name}.json`, content: JSON.stringify(dataset.rows, null, 2) },
      { path: `csv/${dataset.name}.csv`, content: datasetCsv(dataset) },
    ]),
  ];
}

export const DATA_EXPORT_PATH = "/conta/exportar.zip";

export function exportFileName(today: string): string {
  return `milheiro-meus-dados-${today}.zip`;
}
