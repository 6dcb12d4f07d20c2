import { BarChart3, Table2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  chart: ReactNode;
  /** The same figures as a table: for screen readers, keyboards and anyone who prefers numbers. */
  table: ReactNode;
}

/** A chart with a button that swaps it for its data table. */
export function ChartCard({ id, title, description, chart, table }: ChartCardProps) {
  const [showTable, setShowTable] = useState(false);
  return (
    <Card className="min-w-0 gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h3 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={showTable}
            aria-controls={`${id}-content`}
            onClick={() => setShowTable((current) => !current)}
          >
            {showTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
            {showTable ? "Ver gráfico" : "Ver tabela"}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent id={`${id}-content`} className="px-5">
        {showTable ? table : <figure aria-labelledby={`${id}-title`}>{chart}</figure>}
      </CardContent>
    </Card>
  );
}

/** A small data table in the cards' style; the first column names each row. */
export function ChartDataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-card">
          <tr className="border-b text-left text-xs text-muted-foreground">
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={index === 0 ? "py-2 pr-4 font-medium" : "py-2 pr-4 text-right font-medium"}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(([rowHeader, ...cells]) => (
            <tr key={rowHeader}>
              <th scope="row" className="py-2 pr-4 text-left font-normal whitespace-nowrap">
                {rowHeader}
              </th>
              {cells.map((cell, index) => (
                <td key={headers[index + 1]} className="py-2 pr-4 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
