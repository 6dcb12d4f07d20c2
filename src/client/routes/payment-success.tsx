import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/payment-success")({
  component: () => <ComingSoon title="Pagamento" description="A confirmação do seu pagamento aparecerá aqui." />,
});
