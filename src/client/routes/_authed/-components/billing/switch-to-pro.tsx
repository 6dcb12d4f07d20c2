import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toastFailure } from "@/client/lib/failure-toast";
import { useSessionRefresh } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";
import { PLANS } from "@/shared/domain/payments/plans";
import { formatBRL } from "@/shared/format";

/**
 * 'Mudar para o PRO' (docs/decisions/031): confirmed first with what it costs now, the difference
 * for the days left of the month already paid, as Stripe prorates it.
 */
export function SwitchToProButton({ subscriptionId, nowCents }: { subscriptionId: string; nowCents: number }) {
  const trpc = useTRPC();
  const refreshSession = useSessionRefresh();
  const [confirming, setConfirming] = useState(false);
  const switchPlan = useMutation(
    trpc.billing.switchToPro.mutationOptions({
      onSuccess: async () => {
        toast.success("Pronto! Agora você é PRO.");
        setConfirming(false);
        // The plan, the header and every PRO screen follow the switch.
        await refreshSession();
      },
      onError: (error) => toastFailure("Erro ao mudar para o PRO", error),
    }),
  );
  return (
    <>
      <Button onClick={() => setConfirming(true)}>Mudar para o PRO</Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Mudar para o PRO?</DialogTitle>
            <DialogDescription>
              Você paga agora cerca de {formatBRL(nowCents)}, a diferença proporcional aos dias que faltam do mês já
              pago, e depois {formatBRL(PLANS.pro.monthlyCents)} por mês, no mesmo cartão. Todos os cursos abrem na
              hora.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Agora não
            </Button>
            <Button onClick={() => switchPlan.mutate({ subscriptionId })} disabled={switchPlan.isPending}>
              Confirmar mudança
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
