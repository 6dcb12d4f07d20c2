import type { ImportAnalysis } from "@/shared/domain/import/answers";
import { IMPORT_KIND_LABELS } from "@/shared/domain/import/values";
import { formatBRL, formatInteger, formatPlainDate } from "@/shared/format";

/** The first lines as they will be saved: São Paulo dates, reais, thousands, types in words. */
export function ImportPreview({ analysis }: { analysis: ImportAnalysis }) {
  if (analysis.preview.length === 0) return null;
  return (
    <section aria-labelledby="import-preview" className="grid gap-2">
      <h2 id="import-preview" className="text-base font-semibold">
        Prévia: as primeiras linhas como serão salvas
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              {[
                "Linha",
                "Data",
                "Programa",
                "Titular",
                "Tipo",
                "Quantidade",
                "Valor pago",
                "Vencimento",
                "Observação",
              ].map((title) => (
                <th key={title} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analysis.preview.map((line) => (
              <tr key={line.line} className="border-t">
                <td className="px-3 py-2">{line.line}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatPlainDate(line.date)}</td>
                <td className="px-3 py-2">{line.program}</td>
                <td className="px-3 py-2">{line.holder}</td>
                <td className="px-3 py-2">{IMPORT_KIND_LABELS[line.kind]}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(line.miles)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {line.amountPaidCents === null ? "—" : formatBRL(line.amountPaidCents)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {line.expiresOn ? formatPlainDate(line.expiresOn) : "—"}
                </td>
                <td className="px-3 py-2">{line.description ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
