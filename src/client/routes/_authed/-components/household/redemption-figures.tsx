import { Detail } from "@/client/components/detail";
import { Badge } from "@/client/components/ui/badge";
import { VERDICT_LABELS, type RedemptionVerdict } from "@/shared/domain/household/redemption-value";
import { formatBRL } from "@/shared/format";
import type { Redemption } from "./types";

const VERDICT_BADGES: Record<RedemptionVerdict, "default" | "secondary" | "destructive" | "outline"> = {
  boa: "default",
  abaixo_do_mercado: "secondary",
  abaixo_do_custo: "destructive",
  sem_preco: "outline",
};

function VerdictBadge({ verdict }: { verdict: RedemptionVerdict }) {
  return <Badge variant={VERDICT_BADGES[verdict]}>{VERDICT_LABELS[verdict]}</Badge>;
}

/**
 * What a redemption bought (docs/decisions/039), as the server computed it from the ledger:
 * R$ por milheiro obtido, what the miles used cost, the economia and the verdict.
 */
export function RedemptionFigures({ redemption }: { redemption: Redemption }) {
  const obtained = redemption.obtainedPerThousandCents;
  const economia = redemption.economiaCents;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Detail label="R$ por milheiro obtido">
          {obtained === null ? "Sem preço em dinheiro" : formatBRL(obtained)}
        </Detail>
        <Detail label="Custo das milhas usadas">{formatBRL(redemption.milesCostCents)}</Detail>
        <Detail label="Economia">
          {economia === null ? (
            "Sem preço em dinheiro"
          ) : (
            <span className={economia < 0 ? "text-destructive" : "text-emerald-700"}>{formatBRL(economia)}</span>
          )}
        </Detail>
      </dl>
      <div>
        <VerdictBadge verdict={redemption.verdict} />
      </div>
    </div>
  );
}
