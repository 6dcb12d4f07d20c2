import { CalendarClock, Coins, Layers, TriangleAlert, Wallet } from "lucide-react";
import { SummaryCard } from "@/client/components/summary-card";
import { formatBRL, formatInteger } from "@/shared/format";
import type { DashboardSummary } from "./types";

/** docs/product.md §2: the four cards at the top of Minha Gestão. */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const expiring = summary.expiringMiles > 0;
  const average = summary.averageCostPerThousandCents;
  return (
    <section aria-label="Resumo" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <SummaryCard
        title="Total de milhas"
        icon={<Wallet />}
        value={formatInteger(summary.totalMiles)}
        note={
          summary.totalPendingBonus > 0
            ? `+ ${formatInteger(summary.totalPendingBonus)} de bônus pendente`
            : "Nenhum bônus pendente"
        }
      />
      <SummaryCard
        title="Vencendo em 30 dias"
        icon={expiring ? <TriangleAlert /> : <CalendarClock />}
        value={formatInteger(summary.expiringMiles)}
        alert={expiring}
        note={
          expiring ? "Atenção: use ou transfira essas milhas antes do vencimento!" : "Nenhuma milha vencendo em breve"
        }
      />
      <SummaryCard
        title="Custo médio do milheiro"
        icon={<Coins />}
        value={average === null ? "Não calculado" : formatBRL(average)}
        note={average === null ? "Registre um acúmulo pago para calcular" : "O que custaram as milhas que você tem"}
      />
      <SummaryCard
        title="Programas ativos"
        icon={<Layers />}
        value={formatInteger(summary.activeProgramCount)}
        note={`${formatInteger(summary.programCount)} ${summary.programCount === 1 ? "programa cadastrado" : "programas cadastrados"}`}
      />
    </section>
  );
}
