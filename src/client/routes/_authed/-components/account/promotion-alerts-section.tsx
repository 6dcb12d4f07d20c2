import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BellPlus } from "lucide-react";
import { toast } from "sonner";
import { PageSection } from "@/client/components/page-section";
import { RemovableListItem } from "@/client/components/removable-list-item";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import { formatDate } from "@/shared/format";

/**
 * The member's 'Avise-me' alerts (docs/decisions/044), each in words, removable. A member whose
 * plan no longer opens them keeps the list, told that nothing is sent until PRO is back.
 */
export function PromotionAlertsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const alerts = useQuery(trpc.promotions.alerts.list.queryOptions());
  const remove = useMutation(
    trpc.promotions.alerts.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.promotions.alerts.list.pathFilter());
        toast.success("Alerta removido");
      },
      onError: (error) => toastFailure("Erro ao remover o alerta", error),
    }),
  );

  return (
    <PageSection
      title="Alertas de promoção"
      description="As promoções que você pediu em 'Avise-me'. Elas chegam pelos canais das suas Preferências de alerta, uma vez por promoção."
      actions={
        <Button asChild variant="outline">
          <Link to="/promocoes">
            <BellPlus aria-hidden />
            Criar em Promoções
          </Link>
        </Button>
      }
    >
      <QueryView
        query={alerts}
        loadingLabel="Carregando alertas..."
        errorMessage="Não foi possível carregar os alertas de promoção."
      >
        {({ canCreate, alerts: list }) => (
          <div className="grid gap-3">
            {!canCreate && (
              <p className="text-sm text-muted-foreground">
                Os alertas de promoção fazem parte do plano PRO
                {list.length > 0 ? ": os seus ficam guardados, mas nada é enviado sem ele." : "."}
              </p>
            )}
            {list.length === 0 ? (
              <EmptyState icon={BellPlus} title="Nenhum alerta de promoção">
                Em Promoções, toque em 'Avise-me' e diga o que você espera: por exemplo, Livelo → Smiles com 80 % de
                bônus ou mais.
              </EmptyState>
            ) : (
              <ul className="grid gap-2" aria-label="Seus alertas de promoção">
                {list.map((alert) => (
                  <RemovableListItem
                    key={alert.id}
                    title={alert.description}
                    detail={`Criado em ${formatDate(alert.createdAt)}`}
                    removeLabel={`Remover alerta: ${alert.description}`}
                    disabled={remove.isPending}
                    onRemove={() => remove.mutate({ id: alert.id })}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryView>
    </PageSection>
  );
}
