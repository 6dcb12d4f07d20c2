import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/curso/$id/")({
  component: () => <ComingSoon title="Curso" description="Conteúdo, módulos e aulas do curso." />,
});
