import { useMutation } from "@tanstack/react-query";
import { ChevronDown, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/client/components/ui/collapsible";
import { useTRPC } from "@/client/trpc";
import { formatBRL, formatPlainDate, formatMiles } from "@/shared/format";
import { AccumulationForm } from "./accumulation-form";
import type { Accumulation, Program } from "./types";
import { useRemoval } from "./use-removal";

interface AccumulationRowProps {
  accumulation: Accumulation;
  program: Program;
  programs: readonly Program[];
}

function AccumulationRow({ accumulation, program, programs }: AccumulationRowProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.wallet.accumulations.delete.mutationOptions());
  const removal = useRemoval({
    confirmText: "Tem certeza que deseja remover este acúmulo?",
    successTitle: "Acúmulo removido!",
    failureTitle: "Erro ao remover acúmulo",
    remove: () => remove.mutateAsync({ id: accumulation.id }),
  });
  const paid = accumulation.amountPaidCents > 0;
  return (
    <li className="flex items-center gap-3 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{formatMiles(accumulation.milesAcquired)}</p>
        <p className="text-xs text-muted-foreground">
          {formatPlainDate(accumulation.calculationDate)} ·{" "}
          {paid
            ? `${formatBRL(accumulation.amountPaidCents)} (${formatBRL(accumulation.costPerThousandCents)} o milheiro)`
            : "Gratuito"}
        </p>
      </div>
      <FormDialog
        title={`Editar acúmulo — ${program.name}`}
        description="Corrija as milhas, o valor pago ou a data; o saldo e o custo do milheiro são recalculados."
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground"
            aria-label={`Editar acúmulo de ${formatMiles(accumulation.milesAcquired)}`}
          >
            <Pencil aria-hidden />
          </Button>
        }
      >
        {(close) => (
          <AccumulationForm program={program} programs={programs} accumulation={accumulation} onSaved={close} />
        )}
      </FormDialog>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:text-destructive"
        onClick={removal.remove}
        disabled={removal.removing}
        aria-label={`Remover acúmulo de ${formatMiles(accumulation.milesAcquired)}`}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

interface ProgramAccumulationsProps {
  program: Program;
  programs: readonly Program[];
  accumulations: readonly Accumulation[];
}

/** The program's accumulations, folded away: fixing or removing one is rarer than reading the card. */
export function ProgramAccumulations({ program, programs, accumulations }: ProgramAccumulationsProps) {
  const [open, setOpen] = useState(false);
  if (accumulations.length === 0) return null;
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger asChild>
        <Button variant="ghost" size="sm" className="-mx-2 text-muted-foreground">
          <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
          Acúmulos ({accumulations.length})
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="divide-y">
          {accumulations.map((accumulation) => (
            <AccumulationRow key={accumulation.id} accumulation={accumulation} program={program} programs={programs} />
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
