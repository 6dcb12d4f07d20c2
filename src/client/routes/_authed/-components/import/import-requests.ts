import { postFile, type PostFileOptions } from "@/client/lib/post-file";
import { IMPORT_PATHS, type ImportAnalysis, type ImportResult } from "@/shared/domain/import/answers";
import type { ImportMapping } from "@/shared/domain/import/rows";

/**
 * The two requests of "Importar planilha" (server/http/spreadsheet-import.ts): the file is the
 * body each time, so the page keeps only the File, and a refusal arrives as the server's pt-BR
 * message in an ImportRefusal.
 */
export class ImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportRefusal";
  }
}

const UNEXPECTED = "Não foi possível enviar a planilha. Verifique sua conexão e tente novamente.";

function messageOf(body: unknown): string {
  if (typeof body !== "object" || body === null || !("error" in body)) return UNEXPECTED;
  const { error } = body;
  if (typeof error !== "object" || error === null || !("message" in error)) return UNEXPECTED;
  return typeof error.message === "string" ? error.message : UNEXPECTED;
}

async function send<T>(path: string, file: File, query: URLSearchParams, expected: number, options: PostFileOptions) {
  const search = query.toString();
  const answer = await postFile(`${path}${search ? `?${search}` : ""}`, file, options).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ImportRefusal(UNEXPECTED);
  });
  if (answer.status !== expected) throw new ImportRefusal(messageOf(answer.body));
  // The server's own answer type (shared/domain/import/answers.ts), sent by the route that owns it.
  return answer.body as T;
}

export function analyseSpreadsheet(file: File, mapping: ImportMapping | null, options: PostFileOptions = {}) {
  const query = new URLSearchParams(mapping ? { mapeamento: JSON.stringify(mapping) } : {});
  return send<ImportAnalysis>(IMPORT_PATHS.analysis, file, query, 200, options);
}

export function importSpreadsheet(
  file: File,
  mapping: ImportMapping,
  skipErrors: boolean,
  options: PostFileOptions = {},
) {
  const query = new URLSearchParams({ mapeamento: JSON.stringify(mapping), pularErros: skipErrors ? "1" : "0" });
  return send<ImportResult>(IMPORT_PATHS.commit, file, query, 201, options);
}
