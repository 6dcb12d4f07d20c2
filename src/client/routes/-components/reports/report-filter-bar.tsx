import { getRouteApi, useRouter } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import type * as React from "react";
import { HolderSwitcher } from "@/client/components/holder-switcher";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import { cn } from "@/client/lib/utils";
import { useTRPC } from "@/client/trpc";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { programLabel } from "@/shared/domain/wallet/program-label";
import { reportExportHref } from "@/shared/domain/reports/report-csv";
import { DEFAULT_REPORT_PERIOD, REPORT_PERIOD_LABELS, REPORT_PERIODS } from "@/shared/domain/reports/report-filters";
import { ENTRY_TYPE_LABELS, ENTRY_TYPES } from "@/shared/domain/wallet/entry-kinds";
import type { ReportFilters } from "@/shared/schemas/reports";
import type { ReportProgram } from "./report-queries";

const route = getRouteApi("/relatorios");

function FilterField({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The account's holders, for members with Minha Gestão (the loader has them); none for the others. */
function useHolders() {
  const trpc = useTRPC();
  const withHolders = dashboardEntry(useSession()) === "dashboard";
  const holders = useQuery(trpc.household.holders.list.queryOptions(undefined, { enabled: withHolders }));
  return withHolders ? (holders.data ?? []) : [];
}

/**
 * Type, program, holder (when the account has several) and period (docs/product.md §2), written
 * to the URL so the report can be bookmarked.
 */
export function ReportFilterBar({ filters, programs }: { filters: ReportFilters; programs: readonly ReportProgram[] }) {
  const router = useRouter();
  const holders = useHolders();
  const navigate = route.useNavigate();
  const apply = (patch: Partial<ReportFilters>) => {
    // The page is being left (an expired session is on its way to /login): a change now would
    // land on the next page's address, so it is dropped.
    if (router.latestLocation.pathname !== "/relatorios") return;
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  };

  return (
    <section
      aria-label="Filtros"
      className={cn(
        "grid items-end gap-3 sm:grid-cols-2",
        holders.length > 1
          ? "lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
          : "lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]",
      )}
    >
      <FilterField id="filtro-tipo" label="Tipo">
        <NativeSelect
          id="filtro-tipo"
          value={filters.tipo ?? ""}
          onChange={(event) => apply({ tipo: ENTRY_TYPES.find((type) => type === event.target.value) })}
        >
          <option value="">Todos os tipos</option>
          {ENTRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {ENTRY_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id="filtro-programa" label="Programa">
        <NativeSelect
          id="filtro-programa"
          value={filters.programa ?? ""}
          onChange={(event) => apply({ programa: event.target.value || undefined })}
        >
          <option value="">Todos os programas</option>
          {programs.map((program) => (
            <option key={program.id} value={program.id}>
              {programLabel(program.name, program.accountNumber)}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <HolderSwitcher holders={holders} value={filters.titular} onChange={(holderId) => apply({ titular: holderId })} />
      <FilterField id="filtro-periodo" label="Período">
        <NativeSelect
          id="filtro-periodo"
          value={String(filters.periodo)}
          onChange={(event) =>
            apply({
              periodo: REPORT_PERIODS.find((period) => String(period) === event.target.value) ?? DEFAULT_REPORT_PERIOD,
            })
          }
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={String(period)}>
              {REPORT_PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      {/* A plain link: the server streams the file and the browser saves it as it arrives. */}
      <Button asChild variant="outline" className="h-10 sm:col-span-2 lg:col-span-1">
        <a href={reportExportHref(filters)} download>
          <Download aria-hidden />
          Exportar CSV
        </a>
      </Button>
    </section>
  );
}
