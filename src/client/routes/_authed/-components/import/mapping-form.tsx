import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Upload } from "lucide-react";
import { useId } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { FormRefusal } from "@/client/components/form-frame";
import { Button } from "@/client/components/ui/button";
import { FieldError } from "@/client/components/ui/field";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Switch } from "@/client/components/ui/switch";
import type { ImportAnalysis } from "@/shared/domain/import/answers";
import { columnsOfMapping, IMPORT_FIELD_LABELS, IMPORT_FIELDS, mappingOfColumns } from "@/shared/domain/import/columns";
import type { ImportMapping } from "@/shared/domain/import/rows";
import { formatInteger } from "@/shared/format";
import { ImportChoicesSchema, type ImportChoices } from "@/shared/schemas/import";

export type ChoicesForm = UseFormReturn<ImportChoices>;

/** The form of the mapping step; `choicesOf` gives its values for a file just read. */
export function useChoicesForm(): ChoicesForm {
  return useForm<ImportChoices>({
    resolver: zodResolver(ImportChoicesSchema),
    defaultValues: { columns: [], skipErrors: false },
  });
}

export function choicesOf(analysis: ImportAnalysis): ImportChoices {
  return { columns: columnsOfMapping(analysis.mapping, analysis.headers.length), skipErrors: false };
}

interface MappingFormProps {
  form: ChoicesForm;
  analysis: ImportAnalysis;
  busy: boolean;
  onSubmit: (choices: ImportChoices) => Promise<void>;
  /** A column's field changed: the file is read again under the new mapping. */
  onMappingChange: (mapping: ImportMapping) => void;
}

/** "Mapeamento": which field each column fills, then the import itself. */
export function MappingForm({ form, analysis, busy, onSubmit, onMappingChange }: MappingFormProps) {
  const id = useId();
  const skipErrors = useWatch({ control: form.control, name: "skipErrors" });
  const columnsError = form.formState.errors.columns;
  const hasErrors = analysis.errorLineCount > 0;
  const importable = hasErrors && skipErrors ? analysis.validCount : analysis.rowCount;
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <FormRefusal control={form.control} />
      <fieldset className="grid gap-3" aria-describedby={columnsError ? `${id}-columns-error` : undefined}>
        <legend className="mb-2 text-base font-semibold">Colunas da planilha</legend>
        <p className="text-sm text-muted-foreground">
          Sugerimos o campo de cada coluna pelo título. Ajuste o que estiver errado; “Não importar” deixa a coluna de
          fora.
        </p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {analysis.headers.map((header, index) => (
            <Controller
              key={`${index}-${header}`}
              control={form.control}
              name={`columns.${index}`}
              render={({ field }) => (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-column-${index}`}>{header || `Coluna ${index + 1}`}</Label>
                  <NativeSelect
                    id={`${id}-column-${index}`}
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      onMappingChange(mappingOfColumns(form.getValues("columns")));
                    }}
                    onBlur={field.onBlur}
                  >
                    <option value="">Não importar</option>
                    {IMPORT_FIELDS.map((choice) => (
                      <option key={choice} value={choice}>
                        {IMPORT_FIELD_LABELS[choice]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
            />
          ))}
        </div>
        {columnsError && <FieldError id={`${id}-columns-error`} errors={[columnsError.root ?? columnsError]} />}
      </fieldset>
      {hasErrors && (
        <Controller
          control={form.control}
          name="skipErrors"
          render={({ field }) => (
            <div className="flex items-start gap-2">
              <Switch id={`${id}-skip`} checked={field.value} onCheckedChange={field.onChange} />
              <Label htmlFor={`${id}-skip`} className="leading-snug font-normal">
                {analysis.errorLineCount === 1
                  ? "Importar sem a linha com erro (ela fica de fora; baixe a lista para corrigi-la depois)"
                  : `Importar sem as ${formatInteger(analysis.errorLineCount)} linhas com erro (elas ficam de fora; baixe a lista para corrigi-las depois)`}
              </Label>
            </div>
          )}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          Importar {formatInteger(importable)} {importable === 1 ? "linha" : "linhas"}
        </Button>
        {analysis.newPrograms.length > 0 && (
          <p className="text-sm text-muted-foreground">Programas novos: {analysis.newPrograms.join(", ")}.</p>
        )}
        {analysis.newHolders.length > 0 && (
          <p className="text-sm text-muted-foreground">Titulares novos: {analysis.newHolders.join(", ")}.</p>
        )}
      </div>
    </form>
  );
}
