import { placeName } from "./airports";
import { AIRLINE_IDS, type AirlineId } from "./airlines";
import { divideRoundHalfUp, mulDivRoundHalfUp } from "../wallet/cost";
import type { FlightSearchCriteria } from "./flight-search";
import { durationMinutes, isSamePlace, routeFacts } from "./flight-routes";
import { randomInt, type RandomSource } from "../random";

/**
 * docs/product.md §9's simulated flights: fictitious, generated in the browser with no network call. The
 * random source is injected so a seed replays the same flights (tests); the 2–3 s wait that
 * makes it feel like a search belongs to the UI, not here.
 */
const FLIGHTS_PER_AIRLINE: Record<AirlineId, number> = { azul: 3, gol: 2, latam: 2 };

/** The random factor on the route's miles, in thousandths: 0.850 to 1.150. */
const MILES_FACTOR_PERMILLE = { min: 850, max: 1150 } as const;

/** R$ 89,90 plus 0,2% of the miles, read as reais (25.000 milhas → R$ 50,00 more). */
export const BASE_TAXES_CENTS = 8990;

const SEATS = { min: 1, max: 9 } as const;

/** Departures between 06:00 and 22:55, on five-minute marks. */
const ALL_DAY = { first: 6, last: 22 };
/** A same-day round trip flies out in the morning and back in the evening. */
const SAME_DAY_OUT = { first: 6, last: 11 };
const SAME_DAY_BACK = { first: 17, last: 22 };

/** Brazil has kept UTC−3 all year since 2019; times are written in the traveller's (São Paulo) clock. */
const BRAZIL_OFFSET = "-03:00";

/** One way of a flight: when it leaves, what it costs in miles and taxes, how long it flies. */
export interface FlightLeg {
  /** ISO 8601 instant with the −03:00 offset, on the chosen day. */
  departureDate: string;
  miles: number;
  taxesCents: number;
  durationMinutes: number;
}

export interface SimulatedFlight {
  id: string;
  airline: AirlineId;
  origin: string;
  destination: string;
  outbound: FlightLeg;
  /** The way back, on round trips only. */
  inbound: FlightLeg | null;
  /** Both legs together (one leg on a one-way trip): what the results are sorted by. */
  miles: number;
  taxesCents: number;
  durationMinutes: number;
  /** Seats left, 1 to 9. */
  availability: number;
}

export function taxesCentsFor(miles: number): number {
  return BASE_TAXES_CENTS + divideRoundHalfUp(miles, 5);
}

function dateTimeOn(day: string, hours: { first: number; last: number }, random: RandomSource): string {
  const hour = randomInt(random, hours.first, hours.last);
  const minute = randomInt(random, 0, 11) * 5;
  return `${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00${BRAZIL_OFFSET}`;
}

function simulateLeg(
  day: string,
  hours: { first: number; last: number },
  route: { miles: number; duration: string },
  random: RandomSource,
): FlightLeg {
  const miles = mulDivRoundHalfUp(
    route.miles,
    randomInt(random, MILES_FACTOR_PERMILLE.min, MILES_FACTOR_PERMILLE.max),
    1000,
  );
  return {
    departureDate: dateTimeOn(day, hours, random),
    miles,
    taxesCents: taxesCentsFor(miles),
    durationMinutes: durationMinutes(route.duration),
  };
}

/**
 * Azul's three flights, then GOL's two, then LATAM's two, sorted by miles (cheapest first). The
 * route table prices one way, so a round trip prices each leg on its own and adds them up.
 */
export function simulateFlights(criteria: FlightSearchCriteria, random: RandomSource): SimulatedFlight[] {
  if (isSamePlace(criteria.origin, criteria.destination)) return [];
  const route = routeFacts(criteria.origin, criteria.destination);
  const sameDay = criteria.returnDate === criteria.departureDate;
  const flights = AIRLINE_IDS.flatMap((airline) =>
    Array.from({ length: FLIGHTS_PER_AIRLINE[airline] }, (_, index): SimulatedFlight => {
      const outbound = simulateLeg(criteria.departureDate, sameDay ? SAME_DAY_OUT : ALL_DAY, route, random);
      const inbound = criteria.returnDate
        ? simulateLeg(criteria.returnDate, sameDay ? SAME_DAY_BACK : ALL_DAY, route, random)
        : null;
      const legs = inbound ? [outbound, inbound] : [outbound];
      const sum = (pick: (leg: FlightLeg) => number) => legs.reduce((total, leg) => total + pick(leg), 0);
      return {
        id: `${airline}-${index + 1}`,
        airline,
        origin: placeName(criteria.origin),
        destination: placeName(criteria.destination),
        outbound,
        inbound,
        miles: sum((leg) => leg.miles),
        taxesCents: sum((leg) => leg.taxesCents),
        durationMinutes: sum((leg) => leg.durationMinutes),
        availability: randomInt(random, SEATS.min, SEATS.max),
      };
    }),
  );
  // Equal miles keep the airline order above (Array.prototype.sort is stable).
  return flights.sort((a, b) => a.miles - b.miles);
}
