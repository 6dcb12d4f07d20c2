import { useQuery } from "@tanstack/react-query";
import { House, Pencil } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { HomepageSettingsForm } from "./homepage-settings-form";
import { SettingsStatusCards } from "./settings-status-cards";

function HomepageCard() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.homepage.get.queryOptions());
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <House className="size-4 text-primary" aria-hidden />
            <h2 className="text-lg font-semibold">Página inicial</h2>
          </CardTitle>
          <CardDescription>O título, o subtítulo, a imagem e os dois botões do topo da página inicial.</CardDescription>
        </div>
        {settings.data && (
          <FormDialog
            title="Configurações da página inicial"
            description="As mudanças aparecem na página inicial assim que forem salvas."
            className="sm:max-w-2xl"
            trigger={
              <Button>
                <Pencil aria-hidden />
                Editar página inicial
              </Button>
            }
          >
            {(close) => <HomepageSettingsForm settings={settings.data} onSaved={close} />}
          </FormDialog>
        )}
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState message="Não foi possível carregar a página inicial." onRetry={() => void settings.refetch()} />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Título principal</dt>
              <dd className="font-medium">{settings.data.heroTitle}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Botão principal</dt>
              <dd>
                {settings.data.primaryButtonText} → {settings.data.primaryButtonLink}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Botão secundário</dt>
              <dd>
                {settings.data.secondaryButtonText} → {settings.data.secondaryButtonLink}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Imagem de fundo</dt>
              <dd className="break-all">{settings.data.heroBackgroundImage ?? "Degradê padrão"}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** docs/product.md §2 "Settings": the homepage dialog, then the running configuration, read-only. */
export function SettingsTab() {
  return (
    <div className="grid gap-6">
      <HomepageCard />
      <SettingsStatusCards />
    </div>
  );
}
