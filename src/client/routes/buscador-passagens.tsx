import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/buscador-passagens")({
  component: () => (
    <ComingSoon
      title="Buscador de Passagens"
      description="Compare voos da Azul, GOL e LATAM e veja quantas milhas cada trecho custa."
    />
  ),
});
