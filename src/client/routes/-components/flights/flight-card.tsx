import { ArrowRight, ExternalLink } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Detail } from "@/client/components/detail";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { AIRLINES } from "@/shared/domain/flights/airlines";
import type { FlightCost } from "@/shared/domain/flights/flight-money";
import type { FlightLeg, SimulatedFlight } from "@/shared/domain/flights/flight-simulation";
import { formatBRL, formatDateTime, formatDuration, formatMiles } from "@/shared/format";
import { AirlineBadge } from "./airline-badge";
import { FlightMoneyPanel } from "./flight-money-panel";

interface FlightCardProps {
  flight: SimulatedFlight;
  /** The member's own price for these miles; null for visitors and programs without a cost. */
  cost: FlightCost | null;
  onBuy: () => void;
  /** 'Registrar emissão', for members with Minha Gestão, given the cash fare typed on the card. */
  registerAction?: (cashFare: string) => ReactNode;
}

/** One way of the trip: when it leaves, then its own flying time, miles and taxes. */
function LegDetail({ label, leg }: { label: string; leg: FlightLeg }) {
  return (
    <Detail label={label}>
      <span className="block">{formatDateTime(leg.departureDate)}</span>
      <span className="block text-xs font-normal text-muted-foreground">
        {formatDuration(leg.durationMinutes)} · {formatMiles(leg.miles)} · {formatBRL(leg.taxesCents)} de taxas
      </span>
    </Detail>
  );
}

/** docs/product.md §2: one simulated flight with its miles, taxes and a buy button, per leg and in total. */
export function FlightCard({ flight, cost, onBuy, registerAction }: FlightCardProps) {
  const titleId = useId();
  const airline = AIRLINES[flight.airline].name;
  const roundTrip = flight.inbound !== null;
  const [cashFare, setCashFare] = useState("");
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
          <span className="block text-xs text-muted-foreground">{roundTrip ? "Total ida e volta" : "Somente ida"}</span>
          <span className="block text-2xl font-bold tracking-tight">{formatMiles(flight.miles)}</span>
          <span className="text-sm text-muted-foreground">+ {formatBRL(flight.taxesCents)} em taxas</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <LegDetail label="Ida" leg={flight.outbound} />
        {flight.inbound && <LegDetail label="Volta" leg={flight.inbound} />}
        <Detail label={roundTrip ? "Tempo de voo (ida e volta)" : "Tempo de voo"}>
          {formatDuration(flight.durationMinutes)}
        </Detail>
        <Detail label="Assentos">
          {flight.availability} {flight.availability === 1 ? "disponível" : "disponíveis"}
        </Detail>
      </dl>
      <FlightMoneyPanel
        trip={{ miles: flight.miles, taxesCents: flight.taxesCents, roundTrip }}
        cost={cost}
        cashFare={cashFare}
        onCashFareChange={setCashFare}
      />
      <div className="flex flex-wrap justify-end gap-2 max-sm:grid">
        {registerAction?.(cashFare)}
        <Button onClick={onBuy} className="w-full sm:w-auto">
          Comprar na {airline}
          <ExternalLink aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
