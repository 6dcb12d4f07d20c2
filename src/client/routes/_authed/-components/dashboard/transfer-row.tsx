import { useMutation } from "@tanstack/react-query";
import { ArrowRightLeft, Trash2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useTRPC } from "@/client/trpc";
import { formatBRL, formatInteger, formatPlainDate } from "@/shared/format";
import type { Transfer } from "./types";
import { useRemoval } from "./use-removal";

function creditedText(transfer: Transfer): string {
  const base = `${formatInteger(transfer.pointsSent)} pontos → ${formatInteger(transfer.baseMiles)} milhas`;
  if (transfer.bonusMiles === 0) return base;
  const pending = transfer.bonusStatus === "pending" ? " (pendente)" : "";
  return `${base} + ${formatInteger(transfer.bonusMiles)} de bônus${pending}`;
}

/** One transfer in the history with both its sides, removable as a whole (docs/decisions/029). */
export function TransferRow({ transfer }: { transfer: Transfer }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.wallet.transfers.remove.mutationOptions());
  const removal = useRemoval({
    confirmText: `Tem certeza que deseja remover esta transferência? Os pontos voltam para ${transfer.fromProgramName} e as milhas saem de ${transfer.toProgramName}.`,
    successTitle: "Transferência removida!",
    failureTitle: "Erro ao remover transferência",
    remove: () => remove.mutateAsync({ id: transfer.id }),
  });
  const route = `${transfer.fromProgramName} → ${transfer.toProgramName}`;
  const received = transfer.baseMiles + (transfer.bonusStatus === "credited" ? transfer.bonusMiles : 0);

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-foreground" aria-hidden>
        <ArrowRightLeft className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          Transferência <span className="text-muted-foreground">· {route}</span>
        </p>
        <p className="text-xs text-muted-foreground">{creditedText(transfer)}</p>
        {transfer.costPerThousandCents !== null && (
          <p className="text-xs text-muted-foreground">
            Custo levado: {formatBRL(transfer.costCents)} ({formatBRL(transfer.costPerThousandCents)} por milheiro)
          </p>
        )}
      </div>
      <div className="text-right text-sm">
        <span className="block font-semibold tabular-nums text-destructive">−{formatInteger(transfer.pointsSent)}</span>
        <span className="block font-semibold tabular-nums text-emerald-700">+{formatInteger(received)}</span>
        <span className="text-xs text-muted-foreground">{formatPlainDate(transfer.transferDate)}</span>
      </div>
      <div className="flex w-full justify-end gap-1 sm:w-auto">
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive"
          onClick={removal.remove}
          disabled={removal.removing}
          aria-label={`Remover transferência: ${route}, ${formatInteger(transfer.pointsSent)} pontos`}
        >
          <Trash2 aria-hidden />
          Remover
        </Button>
      </div>
    </li>
  );
}
