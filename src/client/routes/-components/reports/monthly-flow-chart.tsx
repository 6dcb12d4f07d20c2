import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/client/components/ui/chart";
import { bucketLabel, type MonthlyFlow } from "@/shared/domain/reports/report-charts";
import { formatInteger } from "@/shared/format";
import { ChartCard, ChartDataTable } from "./chart-card";

const config = {
  milesIn: { label: "Entradas", color: "var(--chart-2)" },
  milesOut: { label: "Saídas", color: "var(--chart-4)" },
} satisfies ChartConfig;

const monthLabel = (month: string) => bucketLabel("month", month);

/** docs/product.md §2 charts: miles in and out per month, for the selected movements. */
export function MonthlyFlowChart({ months }: { months: readonly MonthlyFlow[] }) {
  const empty = months.every((month) => month.milesIn === 0 && month.milesOut === 0);
  return (
    <ChartCard
      id="grafico-fluxo"
      title="Entradas e saídas por mês"
      description="As movimentações dos filtros atuais, como nos cartões acima: entradas (acúmulos, bônus, transferências recebidas, correções para mais) e saídas (usos, expirações, transferências enviadas, correções para menos)."
      chart={
        empty ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Nenhuma movimentação no período.</p>
        ) : (
          <ChartContainer config={config} className="aspect-auto h-64 w-full">
            <BarChart data={[...months]} margin={{ left: 4, right: 4 }}>
              <CartesianGrid vertical={false} />
              <XAxis dataKey="month" tickFormatter={monthLabel} tickLine={false} axisLine={false} tickMargin={8} />
              <YAxis tickFormatter={formatInteger} tickLine={false} axisLine={false} width={64} />
              <ChartTooltip content={<ChartTooltipContent formatLabel={monthLabel} formatValue={formatInteger} />} />
              <ChartLegend content={<ChartLegendContent />} />
              <Bar dataKey="milesIn" fill="var(--color-milesIn)" radius={4} />
              <Bar dataKey="milesOut" fill="var(--color-milesOut)" radius={4} />
            </BarChart>
          </ChartContainer>
        )
      }
      table={
        <ChartDataTable
          caption="Entradas e saídas de milhas por mês"
          headers={["Mês", "Entradas", "Saídas"]}
          rows={months.map((month) => [
            monthLabel(month.month),
            formatInteger(month.milesIn),
            formatInteger(month.milesOut),
          ])}
        />
      }
    />
  );
}
