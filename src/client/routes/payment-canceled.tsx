import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { ArrowLeft, BookOpen, CircleX } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

export const Route = createFileRoute("/payment-canceled")({
  staticData: { rendering: "shared", indexing: "private" },
  component: PaymentCanceledPage,
});

/** docs/product.md §2: where the checkout returns after a cancellation. Nothing was charged, nothing changes. */
function PaymentCanceledPage() {
  useDocumentTitle("Pagamento Cancelado");
  const router = useRouter();

  // docs/product.md §2: the browser's own back (the checkout came from another site, which the router's
  // history does not know). A tab opened on this page has nowhere to go back to: then home.
  function goBack() {
    if (window.history.length > 1) window.history.back();
    else void router.navigate({ to: "/" });
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive">
        <CircleX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Pagamento Cancelado</h1>
      <p className="mt-3 text-lg text-muted-foreground">Nenhuma cobrança foi realizada</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button variant="outline" size="lg" onClick={goBack}>
          <ArrowLeft aria-hidden />
          Voltar
        </Button>
        <Button asChild size="lg">
          <Link to="/cursos">
            <BookOpen aria-hidden />
            Ver Cursos
          </Link>
        </Button>
      </div>
    </section>
  );
}
