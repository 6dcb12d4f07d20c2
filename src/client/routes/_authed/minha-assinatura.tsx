import { createFileRoute } from "@tanstack/react-router";
import { BillingPage } from "./-components/billing/billing-page";

export const Route = createFileRoute("/_authed/minha-assinatura")({
  loader: ({ context: { trpc } }) => trpc.billing.overview.prefetch(),
  component: BillingPage,
});
