import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import { StatusPage } from "@/client/components/status-page";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";

/** docs/product.md §2: an unknown course, or a draft to anyone but an admin, with the way back to /cursos. */
export function CourseNotFound() {
  useDocumentTitle("Curso não encontrado");
  return (
    <StatusPage
      icon={SearchX}
      title="Curso não encontrado"
      action={
        <Button asChild size="lg">
          <Link to="/cursos">
            <ArrowLeft aria-hidden />
            Voltar para Cursos
          </Link>
        </Button>
      }
    >
      O curso que você procura não existe ou não está disponível.
    </StatusPage>
  );
}
