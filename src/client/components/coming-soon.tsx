import { Link } from "@tanstack/react-router";
import { Hourglass } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

/** Placeholder for screens of docs/product.md §2 that are registered but not built yet. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-accent text-primary">
        <Hourglass className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      <Badge variant="secondary" className="mt-6 px-3 py-1 text-sm">
        Em breve
      </Badge>
      <p className="mt-3 text-sm text-muted-foreground">Esta área está em construção e chega nas próximas versões.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">Voltar para o início</Link>
      </Button>
    </section>
  );
}
