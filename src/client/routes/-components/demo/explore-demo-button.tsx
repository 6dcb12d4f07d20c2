import { useMutation, useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useSessionChanged } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";

/** Offered only when the demo account exists (the seed may not have run on this server). */
export function ExploreDemoButton() {
  const trpc = useTRPC();
  const available = useQuery(trpc.demo.available.queryOptions());
  const sessionChanged = useSessionChanged();
  const start = useMutation(
    trpc.demo.start.mutationOptions({
      onSuccess: async () => {
        toast.success("Bem-vindo à conta demonstração", {
          description: "Explore à vontade: nada aqui pode ser alterado.",
        });
        await sessionChanged("/dashboard");
      },
      onError: (error) => toastFailure("Erro ao abrir a conta demonstração", error),
    }),
  );
  if (!available.data?.available) return null;
  return (
    <Button size="lg" disabled={start.isPending} onClick={() => start.mutate()}>
      <Eye aria-hidden />
      Explorar a conta demonstração
    </Button>
  );
}
