import { ArrowRight, ExternalLink } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { AIRLINES } from "@/shared/domain/flights/airlines";
import type { RedemptionValue } from "@/shared/domain/flights/airline-programs";
import type { SimulatedFlight } from "@/shared/domain/flights/flight-simulation";
import { formatBRL, formatDateTime, formatMiles } from "@/shared/format";
import { AirlineBadge } from "./airline-badge";
import { Detail } from "@/client/components/detail";

interface FlightCardProps {
  flight: SimulatedFlight;
  /** The member's own price for these miles; null for visitors and programs without a cost. */
  value: RedemptionValue | null;
  onBuy: () => void;
}

/** docs/product.md §2: one simulated flight with its miles, taxes and a buy button. */
export function FlightCard({ flight, value, onBuy }: FlightCardProps) {
  const titleId = useId();
  const airline = AIRLINES[flight.airline].name;
  return (
    <Card role="article" aria-labelledby={titleId} className="gap-4 px-5 py-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          <AirlineBadge airline={flight.airline} />
          <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <span className="sr-only">{airline}: </span>
            {flight.origin}
            <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
            <span className="sr-only"> para </span>
            {flight.destination}
          </h3>
        </div>
        <p className="text-right">
          <span className="block text-2xl font-bold tracking-tight">{formatMiles(flight.miles)}</span>
          <span className="text-sm text-muted-foreground">+ {formatBRL(flight.taxesCents)} em taxas</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Detail label="Ida">{formatDateTime(flight.departureDate)}</Detail>
        {flight.returnDate && <Detail label="Volta">{formatDateTime(flight.returnDate)}</Detail>}
        <Detail label="Duração">{flight.duration}</Detail>
        <Detail label="Assentos">
          {flight.availability} {flight.availability === 1 ? "disponível" : "disponíveis"}
        </Detail>
      </dl>
      {value && (
        <p className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
          Equivale a <strong>{formatBRL(value.valueCents)}</strong> no seu custo médio do milheiro ({value.programLabel}
          : {formatBRL(value.averageCents)} por milheiro).
        </p>
      )}
      <Button onClick={onBuy} className="w-full sm:ml-auto sm:w-auto">
        Comprar na {airline}
        <ExternalLink aria-hidden />
      </Button>
    </Card>
  );
}
