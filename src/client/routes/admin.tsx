import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/admin")({
  component: () => (
    <ComingSoon
      title="Administração"
      description="Usuários, acessos, cursos, promoções e conteúdo da página inicial."
    />
  ),
});
