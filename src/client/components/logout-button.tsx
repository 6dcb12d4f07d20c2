import { useMutation } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { DEFAULT_ERROR_MESSAGE, describeRequestError } from "@/client/lib/request-error";
import { useSessionChanged } from "@/client/lib/session";
import { showToast } from "@/client/lib/toast";
import { useTRPC } from "@/client/trpc";

export function LogoutButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const trpc = useTRPC();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const sessionChanged = useSessionChanged();

  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      const failure = describeRequestError(error);
      showToast((toast) =>
        toast.error("Erro no logout", {
          description: failure.kind === "unexpected" ? DEFAULT_ERROR_MESSAGE : failure.message,
        }),
      );
      return;
    }
    onNavigate?.();
    showToast((toast) => toast.success("Logout realizado", { description: "Você foi desconectado com sucesso." }));
    await sessionChanged("/");
  }

  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={logout.isPending}
      onClick={() => void signOut()}
    >
      <LogOut aria-hidden />
      Sair
    </Button>
  );
}
