import * as React from "react";
import * as RechartsPrimitive from "recharts";
import type { LegendPayload, TooltipContentProps, TooltipValueType } from "recharts";
import { cn } from "@/client/lib/utils";

/**
 * shadcn/ui's chart primitives, written for Recharts 3: a container that names each series
 * (label and colour, exposed as `--color-<key>` to the children) and a tooltip and legend that
 * read those names. Compose Recharts' own charts inside.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (!config) throw new Error("useChartConfig must be used within a <ChartContainer />");
  return config;
}

// Recharts 3 measures its parent after mounting; this first size avoids a 0×0 warning and a jump.
const INITIAL_DIMENSION = { width: 320, height: 200 } as const;

function ChartContainer({
  config,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<"div"> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
}) {
  const colors = Object.fromEntries(Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]));
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        className={cn(
          "flex aspect-video justify-center text-xs",
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border/50",
          "[&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted",
          "[&_.recharts-dot[stroke='#fff']]:stroke-transparent [&_.recharts-layer]:outline-hidden [&_.recharts-surface]:outline-hidden",
          className,
        )}
        style={{ ...colors, ...style }}
        {...props}
      >
        <RechartsPrimitive.ResponsiveContainer initialDimension={INITIAL_DIMENSION}>
          {children}
        </RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

const ChartTooltip = RechartsPrimitive.Tooltip;

function ChartTooltipContent({
  active,
  payload,
  label,
  formatLabel,
  formatValue,
}: Partial<TooltipContentProps<TooltipValueType, string>> & {
  formatLabel?: (label: string) => string;
  formatValue?: (value: number) => string;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-32 items-start gap-1.5 rounded-lg border border-border/50 bg-background px-2.5 py-1.5 text-xs shadow-xl">
      {label !== undefined && <div className="font-medium">{formatLabel ? formatLabel(String(label)) : label}</div>}
      <div className="grid gap-1.5">
        {payload
          .filter((item) => item.type !== "none")
          .map((item) => {
            const key = String(item.dataKey ?? item.name);
            const value = item.value;
            return (
              <div key={key} className="flex w-full items-center gap-2">
                <span className="size-2.5 shrink-0 rounded-[2px]" style={{ backgroundColor: item.color }} aria-hidden />
                <span className="flex-1 text-muted-foreground">{config[key]?.label ?? item.name}</span>
                <span className="font-mono font-medium text-foreground tabular-nums">
                  {typeof value === "number" && formatValue ? formatValue(value) : String(value)}
                </span>
              </div>
            );
          })}
      </div>
    </div>
  );
}

const ChartLegend = RechartsPrimitive.Legend;

function ChartLegendContent({ payload }: { payload?: readonly LegendPayload[] }) {
  const config = useChartConfig();
  if (!payload?.length) return null;
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-3">
      {payload
        .filter((item) => item.type !== "none")
        .map((item) => {
          const key = String(item.dataKey ?? item.value);
          return (
            <li key={key} className="flex items-center gap-1.5">
              <span className="size-2 shrink-0 rounded-[2px]" style={{ backgroundColor: item.color }} aria-hidden />
              {config[key]?.label ?? item.value}
            </li>
          );
        })}
    </ul>
  );
}

export { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent };
