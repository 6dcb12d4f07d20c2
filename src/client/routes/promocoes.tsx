import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/promocoes")({
  component: () => (
    <ComingSoon
      title="Promoções"
      description="O feed de promoções exclusivas de compra de milhas, passagens, transferências, upgrades e resgates."
    />
  ),
});
