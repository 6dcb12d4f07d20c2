import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import { costCalculatorVerdict, type JudgedCost } from "@/shared/domain/wallet/calculators";
import { referenceLine, type MarketReference } from "@/shared/domain/wallet/market-reference";
import { formatBRL } from "@/shared/format";
import { parseMoneyInput, parseWholeNumberInput } from "@/shared/money-input";

const TONE = {
  good: { box: "border-emerald-200 bg-emerald-50", variant: "secondary", badge: "bg-emerald-600 text-white" },
  fair: { box: "border-amber-200 bg-amber-50", variant: "highlight", badge: "" },
  "above-market": { box: "border-destructive/30 bg-destructive/5", variant: "destructive", badge: "" },
} as const;

/**
 * The verdict box shared by the cost calculators: the cost per thousand, judged against the
 * program's own band, and the reference it used (docs/decisions/034). Without a reference it shows
 * the cost and says so: no verdict is better than one against another program's prices.
 */
export function VerdictBox({ title, judged }: { title: string; judged: JudgedCost }) {
  const { verdict } = judged;
  const tone = verdict ? TONE[verdict.verdict] : null;
  return (
    <div
      aria-live="polite"
      data-testid="cost-verdict"
      className={cn("grid gap-1 rounded-lg border p-3 text-sm", tone ? tone.box : "bg-muted/40")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-muted-foreground">{title}</span>
        {verdict && (
          <Badge variant={tone?.variant} className={cn(tone?.badge)}>
            {verdict.label}
          </Badge>
        )}
      </div>
      <p className="text-xl font-semibold">{formatBRL(judged.costPerThousandCents)}</p>
      {verdict ? (
        <>
          <p className="text-muted-foreground">{verdict.message}</p>
          <p className="text-xs break-words text-muted-foreground">{referenceLine(verdict.reference)}</p>
        </>
      ) : (
        <p className="text-muted-foreground">Sem referência de mercado para este programa: nenhum veredito.</p>
      )}
    </div>
  );
}

/** Live custo do milheiro of what is being typed, judged against the program's own band. */
export function CostPreview({
  miles,
  amountPaid,
  reference,
}: {
  miles: string;
  amountPaid: string;
  reference: MarketReference | null;
}) {
  const parsedMiles = parseWholeNumberInput(miles);
  const parsedAmount = parseMoneyInput(amountPaid);
  if (!parsedMiles.ok || !parsedMiles.value || !parsedAmount.ok) return null;
  const judged = costCalculatorVerdict({
    miles: parsedMiles.value,
    amountPaidCents: parsedAmount.value ?? 0,
    reference,
  });
  return <VerdictBox title="Custo do milheiro" judged={judged} />;
}
