import { Link } from "@tanstack/react-router";
import { MapPinOff } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Página não encontrada");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-accent text-primary">
        <MapPinOff className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted-foreground">
        Não encontramos esta página. Ela pode ter sido removida ou o endereço está incorreto.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Voltar para o início</Link>
      </Button>
    </section>
  );
}
