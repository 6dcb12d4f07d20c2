import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { PLANS } from "@/shared/domain/payments/plans";
import { formatBRL, formatDate } from "@/shared/format";
import { SwitchToProButton } from "./switch-to-pro";

type Subscription = NonNullable<RouterOutputs["billing"]["overview"]["subscription"]>;

/** The monthly plan subscription (Promoções or PRO): the next charge, 'Mudar para o PRO', 'Cancelar assinatura' (confirmed first) or 'Reativar'. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const done = (message: string) => {
    toast.success(message);
    setConfirming(false);
    void queryClient.invalidateQueries(trpc.billing.overview.pathFilter());
  };
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: () => done("Assinatura cancelada. Seu acesso continua até o fim do período pago."),
      onError: (error) => toastFailure("Erro ao cancelar assinatura", error),
    }),
  );
  const reactivate = useMutation(
    trpc.billing.reactivate.mutationOptions({
      onSuccess: () => done("Assinatura reativada!"),
      onError: (error) => toastFailure("Erro ao reativar assinatura", error),
    }),
  );
  const until = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : "—";
  const input = { subscriptionId: subscription.id };
  return (
    <Card role="region" aria-label="Assinatura mensal">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Assinatura mensal — {PLANS[subscription.planId].name}</h2>
        </CardTitle>
        <CardDescription>
          {subscription.nextCharge
            ? `Próxima cobrança: ${formatBRL(subscription.nextCharge.amountCents)} em ${formatDate(subscription.nextCharge.at)}.`
            : `Cancelada: seu acesso termina em ${until} e não haverá nova cobrança.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {subscription.switchToPro && (
          <SwitchToProButton subscriptionId={subscription.id} nowCents={subscription.switchToPro.nowCents} />
        )}
        {subscription.cancelAtPeriodEnd ? (
          <Button onClick={() => reactivate.mutate(input)} disabled={reactivate.isPending}>
            Reativar
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Cancelar assinatura
          </Button>
        )}
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancelar assinatura?</DialogTitle>
            <DialogDescription>
              Você mantém o acesso às promoções e à Minha Gestão até {until}. Depois disso, nada mais é cobrado.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Manter assinatura
            </Button>
            <Button variant="destructive" onClick={() => cancel.mutate(input)} disabled={cancel.isPending}>
              Confirmar cancelamento
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
