import { BadgePercent } from "lucide-react";
import { EmptyState } from "@/client/components/query-states";

/** The admin's promotions tab; the promotion dialogs arrive with the Promotions issue. */
export function AdminPromotionsTab() {
  return (
    <EmptyState icon={BadgePercent} title="Gestão de promoções em breve">
      A criação e a edição de promoções chegam numa próxima versão.
    </EmptyState>
  );
}
