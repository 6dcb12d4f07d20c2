import { ArrowDownRight, ArrowUpRight, ListOrdered, Wallet } from "lucide-react";
import { SummaryCard } from "@/client/components/summary-card";
import { formatInteger, formatMiles } from "@/shared/format";
import type { ReportSummary } from "./report-queries";

function signedMiles(value: number): string {
  return `${value < 0 ? "−" : "+"}${formatMiles(Math.abs(value))}`;
}

/**
 * docs/product.md §2: total accumulated, total used and number of movements for the current
 * filters, every movement of the one ledger counted (docs/decisions/029): what arrived (a transfer
 * received, a correction up) is in, what left (a transfer sent, a correction down) is out. The
 * balance card is the selected programs' whole balance at the start and end of the period, so
 * without a type filter the period's net is exactly how far it moved.
 */
export function ReportSummaryCards({ summary }: { summary: ReportSummary }) {
  return (
    <section aria-label="Resumo do relatório" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        title="Total acumulado"
        icon={<ArrowUpRight />}
        value={formatInteger(summary.totalIn)}
        note="Acúmulos, bônus, transferências recebidas e correções para mais"
      />
      <SummaryCard
        title="Total utilizado"
        icon={<ArrowDownRight />}
        value={formatInteger(summary.totalOut)}
        note="Usos, expirações, transferências enviadas e correções para menos"
      />
      <SummaryCard
        title="Transações"
        icon={<ListOrdered />}
        value={formatInteger(summary.count)}
        note={`Saldo do período: ${signedMiles(summary.net)}`}
      />
      <SummaryCard
        title="Saldo ao fim do período"
        icon={<Wallet />}
        value={formatInteger(summary.balanceEnd)}
        note={`No início do período: ${formatInteger(summary.balanceStart)}`}
      />
    </section>
  );
}
