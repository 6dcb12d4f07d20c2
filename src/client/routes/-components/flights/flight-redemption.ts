import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { airlineOfProgram } from "@/shared/domain/flights/airline-programs";
import type { SimulatedFlight } from "@/shared/domain/flights/flight-simulation";
import type { RedemptionPrefill } from "../../_authed/-components/household/redemption-values";

/**
 * 'Registrar emissão' from a finder result: its airports, days (each leg leaves at −03:00, so its
 * first ten characters are São Paulo's day), miles and taxes, and the member's program that flies
 * that airline (the first, when there are two), and the cash fare the member typed on the card
 * (the same pt-BR text the form reads). The simulation has no cabin: the form's economy stands.
 */
export function flightRedemptionPrefill(
  flight: SimulatedFlight,
  programs: readonly { id: string; name: string }[],
  cashFare = "",
): RedemptionPrefill {
  const program = programs.find((candidate) => airlineOfProgram(candidate.name) === flight.airline);
  return {
    programId: program?.id ?? "",
    origin: flight.origin,
    destination: flight.destination,
    departureOn: flight.outbound.departureDate.slice(0, 10),
    returnOn: flight.inbound?.departureDate.slice(0, 10) ?? "",
    miles: String(flight.miles),
    taxesCents: centsToMoneyText(flight.taxesCents),
    cashPriceCents: cashFare.trim(),
  };
}
