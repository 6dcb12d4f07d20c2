import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleCheck, LoaderCircle, TriangleAlert } from "lucide-react";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { cn } from "@/client/lib/utils";

export const Route = createFileRoute("/status")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: StatusPage,
});

/** Asks the server's readiness check (the database answers) instead of claiming a status. */
async function fetchReadiness(): Promise<boolean> {
  const response = await fetch("/readyz", { cache: "no-store" });
  return response.ok;
}

function StatusPage() {
  const readiness = useQuery({ queryKey: ["readyz"], queryFn: fetchReadiness, retry: false, staleTime: 0 });
  const state = readiness.isPending ? "checking" : readiness.data ? "up" : "down";
  const view = {
    checking: { icon: LoaderCircle, text: "Verificando...", tone: "text-muted-foreground", spin: true },
    up: { icon: CircleCheck, text: "Todos os sistemas operando normalmente", tone: "text-emerald-700", spin: false },
    down: { icon: TriangleAlert, text: "Instabilidade detectada", tone: "text-destructive", spin: false },
  }[state];
  const Icon = view.icon;

  return (
    <InfoPage title="Status do serviço" lead="A situação do Milheiro neste momento.">
      <div role="status" className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
        <Icon className={cn("size-7 shrink-0", view.tone, view.spin && "animate-spin")} aria-hidden />
        <div>
          <p className={cn("font-semibold", view.tone)}>{view.text}</p>
          <p className="text-sm text-muted-foreground">Aplicativo, login e banco de dados.</p>
        </div>
      </div>
      <InfoSection title="Se algo não estiver funcionando">
        <p>
          Atualize a página em alguns minutos. Se o problema continuar, escreva para o suporte pela página de{" "}
          <Link to="/contato" className={textLinkClass}>
            Contato
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
