import { createFileRoute } from "@tanstack/react-router";
import { BillingPage } from "./-components/billing/billing-page";

export const Route = createFileRoute("/_authed/minha-assinatura")({
  staticData: { indexing: "private" },
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.billing.overview.queryOptions()),
  component: BillingPage,
});
