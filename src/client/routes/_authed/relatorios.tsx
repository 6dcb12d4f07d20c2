import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/_authed/relatorios")({
  component: () => (
    <ComingSoon
      title="Relatórios"
      description="Acúmulos, usos e transferências por programa e período, com exportação em CSV."
    />
  ),
});
