import { useMutation, useQuery } from "@tanstack/react-query";
import { CreditCard, Receipt, ShieldCheck } from "lucide-react";
import { PageSection as Section } from "@/client/components/page-section";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { PaymentTable } from "@/client/components/payments/payment-table";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { productLabel } from "@/shared/domain/payments/product-labels";
import { formatDate } from "@/shared/format";
import { PlanSummary } from "./plan-summary";
import { SubscriptionCard } from "./subscription-card";

type Overview = RouterOutputs["billing"]["overview"];

function AccessList({ access }: { access: Overview["access"] }) {
  return (
    <Section title="Meus acessos">
      {access.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="Você ainda não tem acessos" />
      ) : (
        <ul className="grid gap-2">
          {access.map((item) => (
            <li
              key={item.productType}
              className="flex flex-wrap justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <span className="font-medium">{productLabel(item.productType, item.courseTitle)}</span>
              <span className="text-muted-foreground">
                {item.expiresAt ? `até ${formatDate(item.expiresAt)}` : "sem expiração"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PaymentHistory({ payments }: { payments: Overview["payments"] }) {
  return (
    <Section title="Meus pagamentos" className="overflow-x-auto">
      {payments.length === 0 ? (
        <EmptyState icon={Receipt} title="Nenhum pagamento ainda" />
      ) : (
        <PaymentTable payments={payments} />
      )}
    </Section>
  );
}

/** 'Minha assinatura': what I have and until when, my payments, my monthly subscription. */
export function BillingPage() {
  const trpc = useTRPC();
  useDocumentTitle("Minha assinatura");
  const overview = useQuery(trpc.billing.overview.queryOptions());
  const portal = useMutation(
    trpc.billing.portal.mutationOptions({
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toastFailure("Erro ao abrir o portal de pagamento", error),
    }),
  );
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Minha assinatura</h1>
          <p className="mt-1 text-muted-foreground">Seus acessos, pagamentos e recibos.</p>
        </div>
        {overview.data?.portalAvailable && (
          <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
            <CreditCard aria-hidden />
            Gerenciar pagamento
          </Button>
        )}
      </div>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState message="Não foi possível carregar sua assinatura." onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <PlanSummary overview={overview.data} />
          {overview.data.subscription && <SubscriptionCard subscription={overview.data.subscription} />}
          <AccessList access={overview.data.access} />
          <PaymentHistory payments={overview.data.payments} />
        </>
      )}
    </div>
  );
}
