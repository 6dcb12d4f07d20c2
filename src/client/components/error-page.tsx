import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

const BACKGROUND_RETRY_MS = 5_000;

/**
 * Keeps retrying what failed while the error page is up, and brings the page back once it loads:
 * the error shows within seconds instead of after long retries, and the user need not click.
 * Only the failed queries are asked again, so the page does not flash a spinner on each try.
 */
function useBackgroundRetry() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => {
      void queryClient
        .refetchQueries({ predicate: (query) => query.state.status === "error" }, { throwOnError: true })
        .then(() => router.invalidate())
        .catch(() => undefined);
    }, BACKGROUND_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [queryClient, router]);
}

/** Shown when a page's data could not be loaded; retrying re-runs the route loaders. */
export function ErrorPage({ message = "Não foi possível carregar esta página." }: { message?: string }) {
  const router = useRouter();
  useDocumentTitle("Erro");
  useBackgroundRetry();
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
