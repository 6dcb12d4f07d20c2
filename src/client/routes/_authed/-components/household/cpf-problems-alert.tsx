import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import type { CpfProblem } from "./types";

interface CpfProblemsAlertProps {
  problems: readonly CpfProblem[];
  saving: boolean;
  onConfirm: () => void;
}

/**
 * The server's `needs_confirmation` answer (docs/decisions/039): what would break and the day a
 * place frees, each in the server's words, and the explicit choice to save anyway.
 */
export function CpfProblemsAlert({ problems, saving, onConfirm }: CpfProblemsAlertProps) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden />
      <AlertTitle>Limite de CPFs do programa</AlertTitle>
      <AlertDescription className="grid gap-2">
        <ul className="grid list-disc gap-1 pl-4">
          {problems.map((problem) => (
            <li key={`${problem.kind}-${problem.personId ?? "total"}`}>{problem.message}</li>
          ))}
        </ul>
        <p>Passar do limite pode suspender a conta ou cancelar o saldo no programa.</p>
        <Button type="button" variant="destructive" size="sm" disabled={saving} onClick={onConfirm}>
          Salvar mesmo assim
        </Button>
      </AlertDescription>
    </Alert>
  );
}
