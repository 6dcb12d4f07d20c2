import { useRouter } from "@tanstack/react-router";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

/** Shown when a page's data could not be loaded; retrying re-runs the route loaders. */
export function ErrorPage({ message = "Não foi possível carregar esta página." }: { message?: string }) {
  const router = useRouter();
  useDocumentTitle("Erro");
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">Algo deu errado</h1>
      <p className="mt-3 text-muted-foreground">{message} Verifique sua conexão e tente novamente.</p>
      <Button size="lg" className="mt-8" onClick={() => void router.invalidate()}>
        <RefreshCw aria-hidden />
        Tentar novamente
      </Button>
    </section>
  );
}
