import writeXlsxFile, { type Row } from "write-excel-file/node";
import { TEMPLATE_HEADERS, TEMPLATE_LINES } from "@/shared/domain/import/template";

const DATE = "dd/mm/yyyy";
const MONEY = '"R$" #,##0.00';
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const money = (cents: number | null) => (cents === null ? null : { value: cents / 100, format: MONEY });

/** The XLSX template: the CSV's columns with typed cells, so Excel shows dates, reais and thousands as the member types them. */
export function templateXlsx(): Promise<Buffer> {
  const rows: Row[] = [
    TEMPLATE_HEADERS.map((header) => ({ value: header, fontWeight: "bold" as const })),
    ...TEMPLATE_LINES.map((line) => [
      { value: day(line.date), format: DATE },
      { value: line.program },
      null,
      null,
      { value: line.kind },
      { value: line.miles, format: "#,##0" },
      money(line.amountPaidCents),
      money(line.costPerThousandCents),
      { value: day(line.expiresOn), format: DATE },
      { value: line.description },
    ]),
  ];
  return writeXlsxFile(rows, { columns: TEMPLATE_HEADERS.map(() => ({ width: 18 })) }).toBuffer();
}
