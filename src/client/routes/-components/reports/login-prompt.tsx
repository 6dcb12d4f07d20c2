import { Link } from "@tanstack/react-router";
import { ChartColumn } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

/** docs/product.md §2 and §6: reports ask a visitor to log in (no redirect, so the link still explains itself). */
export function LoginPrompt() {
  return (
    <Card className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="justify-items-center">
        <span className="mb-2 grid size-12 place-items-center rounded-full bg-accent text-primary">
          <ChartColumn className="size-6" aria-hidden />
        </span>
        <CardTitle>
          <h2 className="text-xl font-semibold">Faça login para ver seus relatórios</h2>
        </CardTitle>
        <CardDescription>
          Entre na sua conta para acompanhar seus acúmulos, usos e transferências e exportar tudo em CSV.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg">
          <Link to="/login">Entrar</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
