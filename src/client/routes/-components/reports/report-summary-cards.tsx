import { ArrowDownRight, ArrowUpRight, ListOrdered } from "lucide-react";
import { SummaryCard } from "@/client/components/summary-card";
import { formatInteger, formatMiles } from "@/shared/format";
import type { ReportSummary } from "./report-queries";

function signedMiles(value: number): string {
  return `${value < 0 ? "−" : "+"}${formatMiles(Math.abs(value))}`;
}

/**
 * docs/product.md §2: total accumulated, total used and number of transactions, for the current filters.
 * They count transactions only (not the accumulations logged with a cost): the caption says so,
 * since the balance chart below counts both.
 */
export function ReportSummaryCards({ summary }: { summary: ReportSummary }) {
  return (
    <section aria-label="Resumo do relatório" aria-describedby="report-summary-caption" className="grid gap-3">
      <p id="report-summary-caption" className="text-sm text-muted-foreground">
        Resumo das transações nos filtros atuais (os acúmulos com custo ficam no gráfico de saldo).
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard
          title="Total acumulado"
          icon={<ArrowUpRight />}
          value={formatInteger(summary.totalIn)}
          note="Transações de acúmulo, bônus e transferência"
        />
        <SummaryCard
          title="Total utilizado"
          icon={<ArrowDownRight />}
          value={formatInteger(summary.totalOut)}
          note="Transações de uso e expiração"
        />
        <SummaryCard
          title="Transações"
          icon={<ListOrdered />}
          value={formatInteger(summary.count)}
          note={`Saldo do período: ${signedMiles(summary.net)}`}
        />
      </div>
    </section>
  );
}
