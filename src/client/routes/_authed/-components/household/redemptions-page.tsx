import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Download, Plane } from "lucide-react";
import { HolderSwitcher } from "@/client/components/holder-switcher";
import { EmptyState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { redemptionExportHref } from "@/shared/domain/household/redemption-csv";
import { currentRedemptionYear } from "@/shared/domain/household/redemption-year";
import { CpfStatePanel } from "./cpf-state-panel";
import { RedemptionDialog, RegisterRedemptionButton } from "./redemption-dialog";
import { RedemptionList } from "./redemption-list";
import { GroupTotalsLine, RedemptionTotalsCards } from "./redemption-totals";

const route = getRouteApi("/_authed/emissoes");

/** The years the filter offers: this one and the four before (Smiles counts by calendar year). */
const YEARS_OFFERED = 5;

export function RedemptionsPage() {
  useDocumentTitle("Emissões");
  const trpc = useTRPC();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { titular, ano } = search;
  const { data: holders } = useSuspenseQuery(trpc.household.holders.list.queryOptions());
  const { data: programs } = useSuspenseQuery(trpc.wallet.programs.list.queryOptions());
  const { data: summary } = useSuspenseQuery(trpc.household.redemptions.summary.queryOptions({ titular, ano }));
  const thisYear = currentRedemptionYear();
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => thisYear - index);
  const apply = (patch: { titular?: string; ano?: number }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Emissões</h1>
          <p className="mt-1 text-muted-foreground">
            O que cada milheiro comprou: taxas, valor obtido, economia e o limite de CPFs de cada programa.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={redemptionExportHref({ titular, ano })} download>
              <Download aria-hidden />
              Exportar CSV
            </a>
          </Button>
          <RedemptionDialog programs={programs} trigger={<RegisterRedemptionButton variant="default" />} />
        </div>
      </div>
      <section aria-label="Filtros" className="flex flex-wrap items-end gap-3">
        <HolderSwitcher holders={holders} value={titular} onChange={(holderId) => apply({ titular: holderId })} />
        <div className="grid gap-1.5">
          <Label htmlFor="filtro-ano">Ano</Label>
          <NativeSelect
            id="filtro-ano"
            value={ano === undefined ? "" : String(ano)}
            onChange={(event) => apply({ ano: years.find((year) => String(year) === event.target.value) })}
          >
            <option value="">Todos os anos</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </NativeSelect>
        </div>
      </section>
      <RedemptionTotalsCards totals={summary.totals} />
      <section aria-labelledby="redemptions-heading" className="grid gap-6">
        <h2 id="redemptions-heading" className="text-xl font-semibold">
          Emissões registradas
        </h2>
        {summary.groups.length === 0 ? (
          <EmptyState icon={Plane} title="Nenhuma emissão registrada">
            Registre uma emissão pelo cartão do programa, por Ações Rápidas ou por um voo do Buscador de Passagens.
          </EmptyState>
        ) : (
          summary.groups.map((group) => (
            <section
              key={`${group.year}-${group.holderId}`}
              aria-label={`${group.year}, ${group.holderName}`}
              className="grid gap-3"
            >
              <div>
                <h3 className="font-semibold">{`${group.year} · ${group.holderName}`}</h3>
                <GroupTotalsLine totals={group.totals} />
              </div>
              <RedemptionList redemptions={group.redemptions} programs={programs} />
            </section>
          ))
        )}
      </section>
      <CpfStatePanel titular={titular} holders={holders} />
    </div>
  );
}
