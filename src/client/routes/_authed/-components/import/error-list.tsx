import { Download } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { csvLine, UTF8_BOM } from "@/shared/domain/csv";
import type { ImportAnalysis } from "@/shared/domain/import/answers";
import { formatCount, formatInteger } from "@/shared/format";

/** Lines shown on the page; the download has every error the server listed. */
const SHOWN = 50;

function downloadErrors(errors: ImportAnalysis["errors"]) {
  const csv =
    UTF8_BOM +
    csvLine(["Linha", "Coluna", "Problema", "Como corrigir"]) +
    errors.map((error) => csvLine([error.line, error.column, error.message, error.fix])).join("");
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "erros-da-planilha.csv";
  link.click();
  URL.revokeObjectURL(url);
}

/** Every problem found, by line and column, each with how to fix it. */
export function ImportErrorList({ analysis }: { analysis: ImportAnalysis }) {
  const { errors, errorCount, errorLineCount } = analysis;
  if (errorCount === 0) return null;
  return (
    <section aria-labelledby="import-errors" className="grid gap-3 rounded-lg border border-destructive/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-errors" className="text-base font-semibold">
          {formatCount(errorLineCount, "linha com erro", "linhas com erro")}
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={() => downloadErrors(errors)}>
          <Download aria-hidden />
          Baixar lista de erros
        </Button>
      </div>
      <ul className="grid gap-2 text-sm">
        {errors.slice(0, SHOWN).map((error) => (
          <li key={`${error.line}-${error.column}-${error.message}`}>
            <strong>
              Linha {formatInteger(error.line)}, coluna “{error.column}”:
            </strong>{" "}
            {error.message} <span className="text-muted-foreground">{error.fix}</span>
          </li>
        ))}
      </ul>
      {errorCount > SHOWN && (
        <p className="text-sm text-muted-foreground">
          E mais {formatInteger(errorCount - SHOWN)} na lista para baixar.
        </p>
      )}
    </section>
  );
}
