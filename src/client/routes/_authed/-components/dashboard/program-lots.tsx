import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/client/components/ui/collapsible";
import { trpc } from "@/client/trpc";
import { formatInteger, formatPlainDate } from "@/shared/format";
import type { Program } from "./types";
import { useRemoval } from "./use-removal";

type Lot = Program["lots"][number];

const plural = (count: number, one: string, many: string) => `${formatInteger(count)} ${count === 1 ? one : many}`;

function LotRow({ lot }: { lot: Lot }) {
  const expire = trpc.wallet.lots.expire.useMutation();
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
          {plural(lot.remaining, "milha", "milhas")}
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

/** The card's next expiry and, folded, every lot with miles left (docs/decisions/014). */
export function ProgramLots({ program }: { program: Program }) {
  const [open, setOpen] = useState(false);
  const next = program.nextLotExpiry;
  if (!next) return null;
  return (
    <div className="grid gap-2 rounded-md border p-3 text-sm">
      <p>
        <span className="block text-xs text-muted-foreground">Próximo vencimento</span>
        <span className="font-medium">
          {plural(next.miles, "milha", "milhas")} em {formatPlainDate(next.expiresOn)}
        </span>{" "}
        <span className="text-muted-foreground">
          ({next.daysLeft <= 0 ? "Vencido" : plural(next.daysLeft, "dia", "dias")})
        </span>
      </p>
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger asChild>
          <Button variant="ghost" size="sm" className="h-8 w-full justify-between px-2">
            Lotes com vencimento ({program.lots.length})
            <ChevronDown className={open ? "rotate-180 transition-transform" : "transition-transform"} aria-hidden />
          </Button>
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className="divide-y" aria-label={`Lotes de ${program.name}`}>
            {program.lots.map((lot) => (
              <LotRow key={lot.id} lot={lot} />
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </div>
  );
}
