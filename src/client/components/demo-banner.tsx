import { useMutation } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useSessionChanged } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";

/**
 * Shown on every page while the visitor browses the demo account through its read-only session.
 * Loaded only for that session (header.tsx), so its toasts never weigh on a first visit.
 */
export function DemoBanner() {
  const trpc = useTRPC();
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  const sessionChanged = useSessionChanged();

  async function leave() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      toastFailure("Erro ao sair da demonstração", error);
      return;
    }
    toast.success("Você saiu da conta demonstração");
    await sessionChanged("/demo");
  }

  return (
    <div role="status" className="border-b bg-highlight text-highlight-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 font-medium">
          <Eye className="size-4 shrink-0" aria-hidden />
          Você está na conta demonstração (somente leitura)
        </p>
        <Button
          size="sm"
          variant="outline"
          className="bg-background text-foreground"
          disabled={logout.isPending}
          onClick={() => void leave()}
        >
          Sair da demonstração
        </Button>
      </div>
    </div>
  );
}
