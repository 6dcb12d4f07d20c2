import { ArrowDownRight, ArrowUpRight, ListOrdered } from "lucide-react";
import { SummaryCard } from "@/client/components/summary-card";
import { formatInteger, formatMiles } from "@/shared/format";
import type { ReportSummary } from "./report-queries";

function signedMiles(value: number): string {
  return `${value < 0 ? "−" : "+"}${formatMiles(Math.abs(value))}`;
}

/** Spec §2: total accumulated, total used and number of transactions, for the current filters. */
export function ReportSummaryCards({ summary }: { summary: ReportSummary }) {
  return (
    <section aria-label="Resumo do relatório" className="grid gap-4 sm:grid-cols-3">
      <SummaryCard
        title="Total acumulado"
        icon={<ArrowUpRight />}
        value={formatInteger(summary.totalIn)}
        note="Acúmulos, bônus e transferências"
      />
      <SummaryCard
        title="Total utilizado"
        icon={<ArrowDownRight />}
        value={formatInteger(summary.totalOut)}
        note="Usos e expirações"
      />
      <SummaryCard
        title="Transações"
        icon={<ListOrdered />}
        value={formatInteger(summary.count)}
        note={`Saldo do período: ${signedMiles(summary.net)}`}
      />
    </section>
  );
}
