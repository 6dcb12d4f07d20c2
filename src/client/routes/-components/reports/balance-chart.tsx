import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/client/components/ui/chart";
import { bucketLabel } from "@/shared/domain/reports/report-charts";
import { formatInteger } from "@/shared/format";
import { ChartCard, ChartDataTable } from "./chart-card";
import type { ReportChartsData } from "./report-queries";

const SERIES_COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/** Series keys are positional ("p0", "p1"…): CSS variable names and Recharts keys stay simple. */
const seriesKey = (index: number) => `p${index}`;

/** docs/product.md §2 charts: each program's balance at the end of every day (or month) of the period. */
export function BalanceChart({ balance }: { balance: ReportChartsData["balance"] }) {
  const label = (bucket: string) => bucketLabel(balance.granularity, bucket);
  const config: ChartConfig = Object.fromEntries(
    balance.programs.map((program, index) => [
      seriesKey(index),
      { label: program.label, color: SERIES_COLORS[index % SERIES_COLORS.length] ?? "var(--chart-1)" },
    ]),
  );
  const data = balance.buckets.map((bucket, bucketIndex) => ({
    bucket,
    ...Object.fromEntries(balance.programs.map((program, index) => [seriesKey(index), program.balances[bucketIndex]])),
  }));

  return (
    <ChartCard
      id="grafico-saldo"
      title="Saldo por programa"
      description="Saldo de cada programa ao fim de cada dia (ou mês): conta todas as movimentações, por isso não segue o filtro de tipo e termina no saldo de Minha Gestão."
      chart={
        balance.programs.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Nenhum programa cadastrado.</p>
        ) : (
          <ChartContainer config={config} className="aspect-auto h-64 w-full">
            <LineChart data={data} margin={{ left: 4, right: 12 }}>
              <CartesianGrid vertical={false} />
              <XAxis
                dataKey="bucket"
                tickFormatter={label}
                tickLine={false}
                axisLine={false}
                tickMargin={8}
                minTickGap={24}
              />
              <YAxis tickFormatter={formatInteger} tickLine={false} axisLine={false} width={72} />
              <ChartTooltip content={<ChartTooltipContent formatLabel={label} formatValue={formatInteger} />} />
              <ChartLegend content={<ChartLegendContent />} />
              {balance.programs.map((program, index) => (
                <Line
                  key={program.id}
                  dataKey={seriesKey(index)}
                  name={program.label}
                  type="linear"
                  stroke={`var(--color-${seriesKey(index)})`}
                  strokeWidth={2}
                  // Every axis has two buckets at least (balanceAxis), so each program is a line.
                  dot={false}
                />
              ))}
            </LineChart>
          </ChartContainer>
        )
      }
      table={
        <ChartDataTable
          caption="Saldo de cada programa ao fim de cada período"
          headers={[
            balance.granularity === "month" ? "Mês" : "Dia",
            ...balance.programs.map((program) => program.label),
          ]}
          rows={balance.buckets.map((bucket, bucketIndex) => [
            label(bucket),
            ...balance.programs.map((program) => formatInteger(program.balances[bucketIndex] ?? 0)),
          ])}
        />
      }
    />
  );
}
