import { Link } from "@tanstack/react-router";
import { Brand } from "@/client/components/brand";
import { Button } from "@/client/components/ui/button";

/** The landing page's own, simpler header (docs/product.md §2 "Landing"). */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Acesso" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/login">Entrar</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/login" search={{ modo: "cadastro" }}>
              Cadastre-se
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
