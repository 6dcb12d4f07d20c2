import { useId } from "react";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { cn } from "@/client/lib/utils";
import { cashFareComparison, type FlightCost } from "@/shared/domain/flights/flight-money";
import { parseMoneyInput } from "@/shared/money-input";
import { formatBRL } from "@/shared/format";

interface FlightMoneyPanelProps {
  trip: { miles: number; taxesCents: number; roundTrip: boolean };
  /** The miles at the member's own cost plus the taxes; null for visitors and programs without a cost. */
  cost: FlightCost | null;
  /** The cash fare as typed, kept by the card: 'Registrar emissão' starts from it. */
  cashFare: string;
  onCashFareChange: (text: string) => void;
}

/** What the fare typed in cash means per thousand miles, against the member's own cost when there is one. */
function CashFareVerdict({ cents, trip, cost }: { cents: number } & Pick<FlightMoneyPanelProps, "trip" | "cost">) {
  const result = cashFareComparison(cents, trip, cost?.averageCents ?? null);
  const obtained = `Você obtém ${formatBRL(result.valuePerThousandCents)} por milheiro`;
  if (result.averageCostCents === null) return <p>{obtained} (sem custo médio para comparar).</p>;
  return (
    <p className={cn(result.verdict === "bad" && "text-destructive")}>
      {obtained}; seu custo é {formatBRL(result.averageCostCents)} por milheiro.{" "}
      <strong className="font-semibold">{result.label}.</strong>
    </p>
  );
}

/** docs/features.md, flight finder: the trip's cost in money, and the comparison with a cash fare. */
export function FlightMoneyPanel({ trip, cost, cashFare, onCashFareChange }: FlightMoneyPanelProps) {
  const id = useId();
  const parsed = parseMoneyInput(cashFare);
  const scope = trip.roundTrip ? "ida e volta" : "somente ida";
  return (
    <div className="grid gap-3 rounded-md bg-accent px-3 py-3 text-sm text-accent-foreground">
      {cost && (
        <p>
          Custo para você ({scope}): <strong className="font-semibold">{formatBRL(cost.totalCents)}</strong> ={" "}
          {formatBRL(cost.valueCents)} em milhas ({cost.programLabel} a {formatBRL(cost.averageCents)} por milheiro) +{" "}
          {formatBRL(cost.taxesCents)} de taxas.
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-cash`}>Preço em dinheiro ({scope})</Label>
        <Input
          id={`${id}-cash`}
          inputMode="decimal"
          placeholder="R$ 1.200,00"
          value={cashFare}
          aria-invalid={!parsed.ok || undefined}
          aria-describedby={`${id}-verdict`}
          onChange={(event) => onCashFareChange(event.target.value)}
          className="bg-background sm:max-w-xs"
        />
        {/* Always in the page, so a screen reader hears the answer when it appears. */}
        <div id={`${id}-verdict`} aria-live="polite">
          {!parsed.ok ? (
            <p className="text-destructive">Informe um valor em reais, como 1.200,00.</p>
          ) : parsed.value !== null && parsed.value > 0 ? (
            <CashFareVerdict cents={parsed.value} trip={trip} cost={cost} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
