import { Link } from "@tanstack/react-router";
import { MapPinOff } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { StatusPage } from "./status-page";

export function NotFoundPage() {
  useDocumentTitle("Página não encontrada");
  return (
    <StatusPage
      icon={MapPinOff}
      eyebrow="404"
      title="Oops! Page not found"
      action={
        <Button asChild size="lg">
          <Link to="/">Voltar para o início</Link>
        </Button>
      }
    >
      Não encontramos esta página. Ela pode ter sido removida ou o endereço está incorreto.
    </StatusPage>
  );
}
