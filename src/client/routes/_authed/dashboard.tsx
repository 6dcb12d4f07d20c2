import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/_authed/dashboard")({
  component: () => (
    <ComingSoon
      title="Minha Gestão"
      description="Seus programas de fidelidade, saldos, vencimentos e custo médio do milheiro em um só painel."
    />
  ),
});
