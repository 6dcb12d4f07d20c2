import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/cursos")({
  component: () => (
    <ComingSoon title="Cursos" description="Aprenda a acumular e resgatar milhas com cursos gratuitos e premium." />
  ),
});
