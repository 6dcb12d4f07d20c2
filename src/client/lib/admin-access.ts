import { showToast } from "./toast";

/** What a logged-in member sees when opening /admin: they are sent home with this explanation. */
export function notifyAdminOnly(): void {
  showToast((toast) =>
    toast.error("Acesso negado", { description: "Apenas administradores podem acessar a área administrativa." }),
  );
}
