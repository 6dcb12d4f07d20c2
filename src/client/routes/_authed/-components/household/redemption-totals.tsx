import { Coins, HandCoins, PiggyBank, Plane, Receipt } from "lucide-react";
import { SummaryCard } from "@/client/components/summary-card";
import { formatBRL, formatCount, formatInteger } from "@/shared/format";
import type { RedemptionSummary } from "./types";

type Totals = RedemptionSummary["totals"];

/** The figures atop 'Emissões': what the redemptions shown add up to. */
export function RedemptionTotalsCards({ totals }: { totals: Totals }) {
  const average = totals.averageObtainedPerThousandCents;
  return (
    <section aria-label="Totais das emissões" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <SummaryCard
        title="Milhas usadas"
        icon={<Plane />}
        value={formatInteger(totals.miles)}
        note={formatCount(totals.count, "emissão", "emissões")}
      />
      <SummaryCard title="Taxas pagas" icon={<Receipt />} value={formatBRL(totals.taxesCents)} note="Em reais" />
      <SummaryCard
        title="R$ obtido"
        icon={<HandCoins />}
        value={formatBRL(totals.obtainedCents)}
        note="Preço em dinheiro menos as taxas"
      />
      <SummaryCard
        title="Economia"
        icon={<PiggyBank />}
        value={formatBRL(totals.economiaCents)}
        note="Descontado o custo das milhas"
        alert={totals.economiaCents < 0}
      />
      <SummaryCard
        title="Média por milheiro obtido"
        icon={<Coins />}
        value={average === null ? "Sem preço" : formatBRL(average)}
        note={average === null ? "Informe o preço em dinheiro das emissões" : "Ponderada pelas milhas"}
      />
    </section>
  );
}

/** One year and holder's line of totals, above its list. */
export function GroupTotalsLine({ totals }: { totals: Totals }) {
  const average = totals.averageObtainedPerThousandCents;
  return (
    <p className="text-sm text-muted-foreground">
      {[
        formatCount(totals.count, "emissão", "emissões"),
        `${formatInteger(totals.miles)} milhas`,
        `${formatBRL(totals.taxesCents)} de taxas`,
        `${formatBRL(totals.obtainedCents)} obtidos`,
        `economia de ${formatBRL(totals.economiaCents)}`,
        average === null ? null : `${formatBRL(average)} por milheiro`,
      ]
        .filter(Boolean)
        .join(" · ")}
    </p>
  );
}
