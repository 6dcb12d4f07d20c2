import { showToast } from "./toast";

/** docs/product.md §2: what a member without a subscription sees when trying to enter Minha Gestão. */
export function notifyDashboardRestricted(): void {
  showToast((toast) =>
    toast.error("Acesso restrito", {
      description: "Você precisa de uma assinatura premium para acessar Minha Gestão.",
    }),
  );
}
