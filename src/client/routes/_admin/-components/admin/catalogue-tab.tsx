import { useQuery } from "@tanstack/react-query";
import { BookMarked, Pencil, Plus } from "lucide-react";
import { useId } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { bandText, marketReferenceOf, monthAndYear } from "@/shared/domain/wallet/market-reference";
import { ratioText } from "@/shared/domain/wallet/program-catalogue";
import { formatInteger } from "@/shared/format";
import { CatalogueEntryForm } from "./catalogue-entry-form";
import type { AdminCatalogueEntry } from "./catalogue-form-schema";
import { CatalogueClubPlans } from "./catalogue-club-plans";
import { CatalogueHistory } from "./catalogue-history";
import type { AdminClubPlan } from "./club-plan-form";

const months = (value: number | null) => (value === null ? "—" : `${value} meses`);

function CatalogueCard({
  entry,
  entries,
  plans,
}: {
  entry: AdminCatalogueEntry;
  entries: readonly AdminCatalogueEntry[];
  plans: readonly AdminClubPlan[] | "loading" | "failed";
}) {
  const titleId = useId();
  const reference = marketReferenceOf(entry);
  return (
    <Card role="article" aria-labelledby={titleId} className="gap-3 py-4 wrap-anywhere">
      <CardHeader className="flex flex-wrap items-center gap-2 px-4">
        <CardTitle id={titleId} className="text-base">
          {entry.name}
        </CardTitle>
        <Badge variant="outline">{entry.kind === "pontos" ? "Pontos" : "Milhas"}</Badge>
      </CardHeader>
      <CardContent className="grid gap-1 px-4 text-sm">
        <p>
          <span className="text-muted-foreground">Referência: </span>
          {reference
            ? `${bandText(reference)} · ${reference.source} · ${monthAndYear(reference.checkedOn)}`
            : "sem referência (sem veredito)"}
        </p>
        <p>
          <span className="text-muted-foreground">Validade: </span>compra {months(entry.purchaseValidityMonths)}, bônus{" "}
          {months(entry.bonusValidityMonths)}, clube {months(entry.clubValidityMonths)}, voo{" "}
          {months(entry.flightValidityMonths)}
        </p>
        {entry.minimumTransferPoints !== null && (
          <p>
            <span className="text-muted-foreground">Transferência mínima: </span>
            {formatInteger(entry.minimumTransferPoints)} pontos
          </p>
        )}
        {entry.partners.length > 0 && (
          <p>
            <span className="text-muted-foreground">Transfere para: </span>
            {entry.partners.map((partner) => `${partner.destinationName} ${ratioText(partner)}`).join(", ")}
          </p>
        )}
        <CatalogueClubPlans
          catalogueId={entry.id}
          programName={entry.name}
          plans={typeof plans === "string" ? plans : plans.filter((plan) => plan.catalogueId === entry.id)}
        />
      </CardContent>
      <CardFooter className="px-4">
        <FormDialog
          title={`Editar ${entry.name}`}
          description="Cada número com sua fonte e data. As mudanças valem na hora para os vereditos e ficam no histórico."
          className="sm:max-w-2xl"
          trigger={
            <Button variant="outline" size="sm" aria-label={`Editar ${entry.name}`}>
              <Pencil aria-hidden />
              Editar
            </Button>
          }
        >
          {(close) => (
            <div className="grid max-h-[75vh] gap-6 overflow-y-auto pr-1">
              <CatalogueEntryForm entry={entry} entries={entries} onSaved={close} />
              <section className="grid gap-2">
                <h3 className="text-sm font-semibold">Histórico</h3>
                <CatalogueHistory entryId={entry.id} />
              </section>
            </div>
          )}
        </FormDialog>
      </CardFooter>
    </Card>
  );
}

/**
 * Admin "Catálogo" tab (docs/decisions/034): the known programs with their kind, validity,
 * partners and market band, each figure with its source and date; every change is audited.
 */
export function CatalogueTab() {
  const trpc = useTRPC();
  const catalogue = useQuery(trpc.catalogue.list.queryOptions());
  const plansQuery = useQuery(trpc.catalogue.clubPlans.queryOptions());
  const plans = plansQuery.data ?? (plansQuery.isError ? "failed" : "loading");
  return (
    <section aria-labelledby="admin-catalogue-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-catalogue-heading" className="text-xl font-semibold">
            Catálogo de programas
          </h2>
          <p className="text-sm text-muted-foreground">
            Pontos ou milhas, validade, parceiros e a faixa de mercado que julga cada compra.
          </p>
        </div>
        <FormDialog
          title="Novo programa no catálogo"
          description="Informe o que souber; deixe em branco o que não tiver fonte."
          className="sm:max-w-2xl"
          trigger={
            <Button>
              <Plus aria-hidden />
              Novo programa
            </Button>
          }
        >
          {(close) => (
            <div className="max-h-[75vh] overflow-y-auto pr-1">
              <CatalogueEntryForm entries={catalogue.data ?? []} onSaved={close} />
            </div>
          )}
        </FormDialog>
      </div>
      <QueryView
        query={catalogue}
        loadingLabel="Carregando catálogo..."
        errorMessage="Não foi possível carregar o catálogo."
        empty={
          <EmptyState icon={BookMarked} title="Nenhum programa no catálogo">
            Adicione o primeiro programa conhecido.
          </EmptyState>
        }
      >
        {(entries) => (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {entries.map((entry) => (
              <CatalogueCard key={entry.id} entry={entry} entries={entries} plans={plans} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}
