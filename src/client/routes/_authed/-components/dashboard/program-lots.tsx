import { useMutation } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/client/components/ui/collapsible";
import { useTRPC } from "@/client/trpc";
import { formatUnits, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { formatInteger, formatPlainDate } from "@/shared/format";
import type { Program } from "./types";
import { useRemoval } from "./use-removal";

type Lot = Program["lots"][number];

function LotRow({ lot, kind }: { lot: Lot; kind: ProgramKind | null }) {
  const trpc = useTRPC();
  const expire = useMutation(trpc.wallet.lots.expire.mutationOptions());
  const action = useRemoval({
    successTitle: "Expiração registrada!",
    failureTitle: "Erro ao expirar lote",
    remove: () => expire.mutateAsync({ id: lot.id }),
  });
  const expired = lot.expiry?.level === "expired";
  return (
    <li className="flex flex-wrap items-center gap-2 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {formatUnits(lot.remaining, kind)}
          {lot.remaining < lot.miles && (
            <span className="font-normal text-muted-foreground"> de {formatInteger(lot.miles)}</span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          Creditadas em {formatPlainDate(lot.acquiredOn)} · vencem em {formatPlainDate(lot.expiresOn)}
        </p>
      </div>
      {lot.expiry?.showBadge && (
        <Badge variant={lot.expiry.level === "warning" ? "highlight" : "destructive"}>
          {expired ? "Vencido" : lot.expiry.label}
        </Badge>
      )}
      {expired && (
        <Button variant="outline" size="sm" onClick={action.remove} disabled={action.removing}>
          Expirar
        </Button>
      )}
    </li>
  );
}

/**
 * Folded, every lot with miles left (docs/decisions/014). The card's 'Vencimento' already tells
 * the earliest one, so nothing here repeats it.
 */
export function ProgramLots({ program, kind }: { program: Program; kind: ProgramKind | null }) {
  const [open, setOpen] = useState(false);
  if (program.lots.length === 0) return null;
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-md border text-sm">
      <CollapsibleTrigger asChild>
        <Button variant="ghost" size="sm" className="h-9 w-full justify-between px-3">
          Lotes com vencimento ({program.lots.length})
          <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="divide-y px-3" aria-label={`Lotes de ${program.name}`}>
          {program.lots.map((lot) => (
            <LotRow key={lot.id} lot={lot} kind={kind} />
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
