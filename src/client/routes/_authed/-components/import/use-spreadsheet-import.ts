import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { ImportAnalysis, ImportResult } from "@/shared/domain/import/answers";
import type { ImportMapping } from "@/shared/domain/import/rows";
import { analyseSpreadsheet, importSpreadsheet, ImportRefusal } from "./import-requests";

type Step = { kind: "idle" } | { kind: "sending"; what: "analysis" | "import"; percent: number };

/**
 * The page's state: the chosen file (sent again with each request: the server keeps nothing
 * between them), the last analysis, the request on its way with its upload progress, and the
 * result once imported.
 */
export function useSpreadsheetImport() {
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [step, setStep] = useState<Step>({ kind: "idle" });

  useEffect(() => () => running.current?.abort(), []);

  async function track<T>(
    what: "analysis" | "import",
    work: (signal: AbortSignal, onProgress: (f: number) => void) => Promise<T>,
  ) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStep({ kind: "sending", what, percent: 0 });
    try {
      return await work(controller.signal, (fraction) =>
        setStep({ kind: "sending", what, percent: Math.round(fraction * 100) }),
      );
    } finally {
      if (running.current === controller) {
        running.current = null;
        setStep({ kind: "idle" });
      }
    }
  }

  /**
   * Reads `chosen` (a new file, or the same one under a new mapping) and answers the analysis; a
   * refusal is shown, not thrown, and answers null.
   */
  async function analyse(chosen: File, mapping: ImportMapping | null): Promise<ImportAnalysis | null> {
    setFailure(null);
    setResult(null);
    try {
      const answer = await track("analysis", (signal, onProgress) =>
        analyseSpreadsheet(chosen, mapping, { signal, onProgress }),
      );
      setFile(chosen);
      setAnalysis(answer);
      return answer;
    } catch (error) {
      if (error instanceof ImportRefusal) {
        setFailure(error.message);
        setAnalysis(null);
      } else if (!(error instanceof DOMException)) throw error;
      return null;
    }
  }

  /** Imports the file; throws ImportRefusal with the server's words for the form to show. */
  async function commit(mapping: ImportMapping, skipErrors: boolean) {
    if (!file) return;
    const imported = await track("import", (signal, onProgress) =>
      importSpreadsheet(file, mapping, skipErrors, { signal, onProgress }),
    );
    setResult(imported);
    setAnalysis(null);
    setFile(null);
    toast.success("Planilha importada");
    await queryClient.invalidateQueries();
  }

  return { file, analysis, failure, result, step, analyse, commit };
}
