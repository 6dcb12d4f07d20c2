import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/curso/$id/player")({
  component: () => <ComingSoon title="Aulas do curso" description="Assista às aulas e baixe os materiais de apoio." />,
});
