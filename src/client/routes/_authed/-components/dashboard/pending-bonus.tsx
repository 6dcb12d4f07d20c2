import { useMutation } from "@tanstack/react-query";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { formatInteger, formatPlainDate } from "@/shared/format";
import type { Program } from "./types";
import { useRemoval } from "./use-removal";

/** A pending bonus, its expected credit date, and 'Confirmar crédito' to move it into the balance. */
export function PendingBonus({ program, today }: { program: Program; today: string }) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.wallet.programs.confirmBonus.mutationOptions());
  const action = useRemoval({
    successTitle: "Bônus creditado!",
    failureTitle: "Erro ao confirmar crédito",
    remove: () => confirm.mutateAsync({ id: program.id }),
  });
  if (program.pendingBonus === 0) return null;
  const expected = program.pendingBonusExpectedOn;
  const late = expected !== null && expected < today;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm">
      <p className="min-w-0 flex-1">
        <span className="font-medium">{formatInteger(program.pendingBonus)} milhas de bônus pendente</span>
        {expected && (
          <span className={late ? "block text-destructive" : "block text-muted-foreground"}>
            {late ? "Esperado" : "Previsto"} para {formatPlainDate(expected)}
          </span>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={action.remove} disabled={action.removing}>
        Confirmar crédito
      </Button>
    </div>
  );
}
