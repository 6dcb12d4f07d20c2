import { useMutation } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { ConfirmAction } from "@/client/components/confirm-action";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { CABIN_LABELS } from "@/shared/domain/household/redemption-value";
import { formatBRL, formatInteger, formatPlainDate } from "@/shared/format";
import type { Program } from "../dashboard/types";
import { useRemoval } from "../dashboard/use-removal";
import { RedemptionDialog } from "./redemption-dialog";
import { RedemptionFigures } from "./redemption-figures";
import type { Redemption } from "./types";

function RedemptionCard({ redemption, programs }: { redemption: Redemption; programs: readonly Program[] }) {
  const trpc = useTRPC();
  const titleId = useId();
  const remove = useMutation(trpc.household.redemptions.delete.mutationOptions());
  const removal = useRemoval({
    successTitle: "Emissão removida!",
    failureTitle: "Erro ao remover emissão",
    remove: () => remove.mutateAsync({ id: redemption.id }),
  });
  const route = `${redemption.origin} → ${redemption.destination}`;
  const dates = redemption.returnOn
    ? `${formatPlainDate(redemption.departureOn)} a ${formatPlainDate(redemption.returnOn)}`
    : formatPlainDate(redemption.departureOn);
  return (
    <Card role="article" aria-labelledby={titleId} className="gap-3 py-4">
      <CardHeader className="flex items-start gap-2 px-4">
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle id={titleId} className="text-base">
            {`${route} · ${redemption.programName}`}
          </CardTitle>
          <CardDescription>
            {`${dates} · ${CABIN_LABELS[redemption.cabin]} · ${redemption.passengers.map((person) => person.name).join(", ")}`}
          </CardDescription>
        </div>
        <RedemptionDialog
          programs={programs}
          redemption={redemption}
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Editar emissão ${route}`}>
              <Pencil aria-hidden />
            </Button>
          }
        />
        <ConfirmAction
          title="Remover esta emissão?"
          description="As milhas voltam ao saldo do programa e os lugares de CPF ficam livres. Esta ação não pode ser desfeita."
          confirmLabel="Remover emissão"
          destructive
          onConfirm={removal.remove}
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="text-muted-foreground hover:text-destructive"
              aria-label={`Remover emissão ${route}`}
              disabled={removal.removing}
            >
              <Trash2 aria-hidden />
            </Button>
          }
        />
      </CardHeader>
      <CardContent className="grid gap-3 px-4 text-sm">
        <p className="text-muted-foreground">
          {`Emitida em ${formatPlainDate(redemption.issuedOn)}: ${formatInteger(redemption.miles)} milhas + ${formatBRL(redemption.taxesCents)} de taxas`}
          {redemption.cashPriceCents !== null && ` · preço em dinheiro ${formatBRL(redemption.cashPriceCents)}`}
          {redemption.bookingCode && ` · localizador ${redemption.bookingCode}`}
        </p>
        <RedemptionFigures redemption={redemption} />
        {redemption.confirmedOverLimit && (
          <p className="text-xs text-destructive">Registrada acima do limite de CPFs do programa.</p>
        )}
      </CardContent>
    </Card>
  );
}

export function RedemptionList({
  redemptions,
  programs,
}: {
  redemptions: readonly Redemption[];
  programs: readonly Program[];
}) {
  return (
    <div className="grid gap-3">
      {redemptions.map((redemption) => (
        <RedemptionCard key={redemption.id} redemption={redemption} programs={programs} />
      ))}
    </div>
  );
}
