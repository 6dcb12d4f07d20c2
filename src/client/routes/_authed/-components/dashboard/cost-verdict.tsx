import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import { costCalculatorVerdict, type CostVerdict } from "@/shared/domain/wallet/calculators";
import { formatBRL } from "@/shared/format";
import { parseMoneyInput, parseWholeNumberInput } from "@/shared/money-input";

/** The verdict box shared by the cost and transfer calculators. */
export function VerdictBox({ title, verdict }: { title: string; verdict: CostVerdict }) {
  const good = verdict.verdict === "good";
  return (
    <div
      aria-live="polite"
      className={cn(
        "grid gap-1 rounded-lg border p-3 text-sm",
        good ? "border-emerald-200 bg-emerald-50" : "border-destructive/30 bg-destructive/5",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground">{title}</span>
        <Badge variant={good ? "secondary" : "destructive"} className={cn(good && "bg-emerald-600 text-white")}>
          {verdict.label}
        </Badge>
      </div>
      <p className="text-xl font-semibold">{formatBRL(verdict.costPerThousandCents)}</p>
      <p className="text-muted-foreground">{verdict.message}</p>
    </div>
  );
}

/** Live custo do milheiro of what is being typed, judged against the market reference. */
export function CostPreview({
  miles,
  amountPaid,
  programName,
}: {
  miles: string;
  amountPaid: string;
  programName?: string;
}) {
  const parsedMiles = parseWholeNumberInput(miles);
  const parsedAmount = parseMoneyInput(amountPaid);
  if (!parsedMiles.ok || !parsedMiles.value || !parsedAmount.ok) return null;
  const verdict = costCalculatorVerdict({
    miles: parsedMiles.value,
    amountPaidCents: parsedAmount.value ?? 0,
    programName,
  });
  return <VerdictBox title="Custo do milheiro" verdict={verdict} />;
}
