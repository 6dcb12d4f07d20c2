import { GrantForm } from "./grant-form";
import { PROMOTION_TARGET } from "./grant-targets";
import { GrantsPanel } from "./grants-panel";

/** docs/product.md §2: who has the promotions feed and Minha Gestão; the user select leaves out current holders. */
export function PromotionAccessTab() {
  return (
    <GrantsPanel
      list="promocoes"
      title="Acesso às Promoções"
      description="Membros com acesso ao feed de promoções e à Minha Gestão, sem pagamento."
      dialogTitle="Conceder acesso às promoções"
      dialogDescription="Escolha o usuário e, se quiser, até quando o acesso vale."
      grantForm={(close) => <GrantForm hideActiveHoldersOf="promocoes" targets={PROMOTION_TARGET} onSaved={close} />}
    />
  );
}
