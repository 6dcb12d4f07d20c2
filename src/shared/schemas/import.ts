import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, REQUIRED_FIELDS } from "../domain/import/columns";
import { z } from "./zod-locale";

/**
 * The query string of "Importar planilha"'s two requests (the body is the file itself):
 * `mapeamento`, the member's choice of column per field as JSON (`{"date":0,"program":2}`), and
 * `pularErros=1` when the member chose to import without the lines in error.
 */
const IMPORT_MESSAGES = { mappingInvalid: "Mapeamento de colunas inválido." } as const;

const MappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.number().int().min(0).max(500, IMPORT_MESSAGES.mappingInvalid),
);

const mappingJson = z
  .string()
  .max(1_000, IMPORT_MESSAGES.mappingInvalid)
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: IMPORT_MESSAGES.mappingInvalid });
      return z.NEVER;
    }
  })
  .pipe(MappingSchema);

export const ImportQuerySchema = z.object({
  mapeamento: mappingJson.optional(),
  pularErros: z.enum(["0", "1"], { error: IMPORT_MESSAGES.mappingInvalid }).optional(),
});

/**
 * The mapping step's form: the field each of the file's columns fills ("" leaves it out), and
 * whether to import without the lines in error. Each field in one column at most.
 */
export const ImportChoicesSchema = z.object({
  columns: z
    .array(z.enum([...IMPORT_FIELDS, ""]))
    .refine((columns) => {
      const used = columns.filter((field) => field !== "");
      return new Set(used).size === used.length;
    }, "Cada campo só pode vir de uma coluna.")
    .refine(
      (columns) => REQUIRED_FIELDS.every((field) => columns.includes(field)),
      `Escolha as colunas de ${REQUIRED_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]).join(", ")}.`,
    ),
  skipErrors: z.boolean(),
});
export type ImportChoices = z.output<typeof ImportChoicesSchema>;
