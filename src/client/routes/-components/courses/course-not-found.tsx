import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

/** Spec §2: an unknown course, or a draft to anyone but an admin, with the way back to /cursos. */
export function CourseNotFound() {
  useDocumentTitle("Curso não encontrado");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-accent text-primary">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Curso não encontrado</h1>
      <p className="mt-3 text-muted-foreground">O curso que você procura não existe ou não está disponível.</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/cursos">
          <ArrowLeft aria-hidden />
          Voltar para Cursos
        </Link>
      </Button>
    </section>
  );
}
