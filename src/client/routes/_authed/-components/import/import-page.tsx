import { Link } from "@tanstack/react-router";
import { CircleExclamationPoint, Download, FileSpreadsheet } from "lucide-react";
import { useId } from "react";
import { FilePickerButton, UploadProgress } from "@/client/components/file-picker";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { FORM_REFUSAL } from "@/client/lib/forms/refusal";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { IMPORT_PATHS } from "@/shared/domain/import/answers";
import { mappingOfColumns } from "@/shared/domain/import/columns";
import { formatDate, formatInteger } from "@/shared/format";
import type { ImportChoices } from "@/shared/schemas/import";
import { ImportErrorList } from "./error-list";
import { ImportRefusal } from "./import-requests";
import { choicesOf, MappingForm, useChoicesForm } from "./mapping-form";
import { ImportPreview } from "./preview-table";
import { useSpreadsheetImport } from "./use-spreadsheet-import";

const TEMPLATES = [
  { href: IMPORT_PATHS.templateCsv, label: "Modelo CSV", Icon: Download },
  { href: IMPORT_PATHS.templateXlsx, label: "Modelo XLSX", Icon: FileSpreadsheet },
];

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** "Importar planilha" (docs/features.md): choose, map, preview, import. */
export function ImportPage() {
  useDocumentTitle("Importar planilha");
  const inputId = useId();
  const flow = useSpreadsheetImport();
  const form = useChoicesForm();
  const { analysis, step, file } = flow;
  const sending = step.kind === "sending";

  async function submit(choices: ImportChoices) {
    try {
      await flow.commit(mappingOfColumns(choices.columns), choices.skipErrors);
    } catch (error) {
      if (!(error instanceof ImportRefusal)) throw error;
      form.setError(FORM_REFUSAL, { type: "server", message: error.message });
    }
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Importar planilha</h1>
        <p className="text-muted-foreground">
          Traga de uma vez as compras, acúmulos, clubes e bônus da sua planilha: um CSV (separado por ; ou ,) ou um XLSX
          de até 5 MB. Nada é gravado enquanto houver erro, a menos que você escolha deixar de fora as linhas com erro.
        </p>
      </header>

      <section aria-labelledby="import-file" className="grid gap-3 rounded-lg border p-4">
        <h2 id="import-file" className="text-base font-semibold">
          1. Escolha o arquivo
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <FilePickerButton
            accept={ACCEPT}
            inputId={inputId}
            uploading={sending}
            onFile={(chosen) =>
              void flow.analyse(chosen, null).then((read) => {
                if (read) form.reset(choicesOf(read));
              })
            }
          >
            Escolher planilha
          </FilePickerButton>
          <label htmlFor={inputId} className="sr-only">
            Planilha (CSV ou XLSX)
          </label>
          {TEMPLATES.map(({ href, label, Icon }) => (
            <Button key={href} asChild variant="ghost" size="sm">
              <a href={href} download>
                <Icon aria-hidden />
                {label}
              </a>
            </Button>
          ))}
        </div>
        {file && !sending && <p className="text-sm text-muted-foreground">Arquivo: {file.name}</p>}
        {step.kind === "sending" && (
          <UploadProgress
            percent={step.percent}
            label={step.what === "analysis" ? "Lendo a planilha…" : "Importando…"}
          />
        )}
        {flow.failure && (
          <Alert variant="destructive">
            <CircleExclamationPoint aria-hidden />
            <AlertDescription>{flow.failure}</AlertDescription>
          </Alert>
        )}
      </section>

      {flow.result && (
        <Alert>
          <AlertTitle>
            {formatInteger(flow.result.importedLines)}{" "}
            {flow.result.importedLines === 1 ? "linha importada" : "linhas importadas"}
          </AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>
              {flow.result.programsCreated} programa(s) e {flow.result.holdersCreated} titular(es) novos
              {flow.result.skippedLines > 0 ? `; ${flow.result.skippedLines} linha(s) com erro ficaram de fora` : ""}.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to="/dashboard">Ver Minha Gestão</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/relatorios">Ver relatórios</Link>
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      {analysis && file && (
        <section aria-labelledby="import-mapping" className="grid gap-5 rounded-lg border p-4">
          <h2 id="import-mapping" className="text-base font-semibold">
            2. Confira as colunas e a prévia ({formatInteger(analysis.rowCount)}{" "}
            {analysis.rowCount === 1 ? "linha" : "linhas"})
          </h2>
          {analysis.alreadyImportedAt && (
            <Alert>
              <AlertDescription>
                Esta planilha já foi importada em {formatDate(analysis.alreadyImportedAt)}. Importá-la de novo não cria
                nada.
              </AlertDescription>
            </Alert>
          )}
          {analysis.missing.length > 0 && (
            <Alert variant="destructive">
              <AlertDescription>Escolha a coluna de: {analysis.missing.join(", ")}.</AlertDescription>
            </Alert>
          )}
          <MappingForm
            form={form}
            analysis={analysis}
            busy={sending}
            onSubmit={submit}
            onMappingChange={(mapping) => void flow.analyse(file, mapping)}
          />
          <ImportErrorList analysis={analysis} />
          <ImportPreview analysis={analysis} />
        </section>
      )}
    </div>
  );
}
