import { describe, expect, it } from "vitest";
import type { FlightSearchCriteria } from "./flight-search";
import { durationMinutes, FALLBACK_ROUTE_DURATION, FALLBACK_ROUTE_MILES } from "./flight-routes";
import { BASE_TAXES_CENTS, simulateFlights, taxesCentsFor } from "./flight-simulation";
import { seededRandom } from "../random";

const roundTrip: FlightSearchCriteria = {
  tripType: "round-trip",
  origin: "GRU — São Paulo (Guarulhos)",
  destination: "SDU",
  departureDate: "2026-08-20",
  returnDate: "2026-08-27",
};
const oneWay: FlightSearchCriteria = { ...roundTrip, tripType: "one-way", returnDate: null };

const count = (flights: { airline: string }[], airline: string) => flights.filter((f) => f.airline === airline).length;

describe("simulateFlights (product §9)", () => {
  it("offers 3 Azul, 2 GOL and 2 LATAM flights", () => {
    const flights = simulateFlights(roundTrip, seededRandom(1));
    expect(flights).toHaveLength(7);
    expect(count(flights, "azul")).toBe(3);
    expect(count(flights, "gol")).toBe(2);
    expect(count(flights, "latam")).toBe(2);
    expect(new Set(flights.map((f) => f.id)).size).toBe(7);
  });

  it("sorts by miles, cheapest first", () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const miles = simulateFlights(roundTrip, seededRandom(seed)).map((f) => f.miles);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });

  it("keeps each leg's miles within 0.85–1.15 of the route table, taxes at R$ 89,90 + 0,2% and 1–9 seats", () => {
    // São Paulo–Rio is 10.000 miles and 1h 00m each way in the table.
    for (let seed = 0; seed < 200; seed += 1) {
      for (const flight of simulateFlights(roundTrip, seededRandom(seed))) {
        for (const leg of [flight.outbound, flight.inbound]) {
          expect(Number.isInteger(leg?.miles)).toBe(true);
          expect(leg?.miles).toBeGreaterThanOrEqual(8_500);
          expect(leg?.miles).toBeLessThanOrEqual(11_500);
          expect(leg?.taxesCents).toBe(BASE_TAXES_CENTS + Math.round((leg?.miles ?? 0) / 5));
          expect(leg?.durationMinutes).toBe(60);
        }
        expect(flight.availability).toBeGreaterThanOrEqual(1);
        expect(flight.availability).toBeLessThanOrEqual(9);
      }
    }
  });

  it("adds a round trip's two legs into its total, and a one-way trip is its one leg", () => {
    for (const flight of simulateFlights(roundTrip, seededRandom(7))) {
      const { outbound, inbound } = flight;
      expect(flight.miles).toBe(outbound.miles + (inbound?.miles ?? Number.NaN));
      expect(flight.taxesCents).toBe(outbound.taxesCents + (inbound?.taxesCents ?? Number.NaN));
      expect(flight.durationMinutes).toBe(120);
    }
    for (const flight of simulateFlights(oneWay, seededRandom(7))) {
      expect(flight.inbound).toBeNull();
      expect(flight).toMatchObject({
        miles: flight.outbound.miles,
        taxesCents: flight.outbound.taxesCents,
        durationMinutes: 60,
      });
    }
  });

  it("reaches both ends of the miles factor", () => {
    expect(simulateFlights(oneWay, () => 0).every((f) => f.miles === 8_500)).toBe(true);
    expect(simulateFlights(oneWay, () => 0.999_999).every((f) => f.miles === 11_500)).toBe(true);
  });

  it("falls back to 25.000 miles and 2h 30m on a route outside the table", () => {
    const flights = simulateFlights({ ...oneWay, origin: "Lisboa", destination: "Porto" }, () => 0.5);
    expect(flights).toHaveLength(7);
    for (const flight of flights) {
      expect(flight.miles).toBe(FALLBACK_ROUTE_MILES);
      expect(flight.durationMinutes).toBe(durationMinutes(FALLBACK_ROUTE_DURATION));
      expect(flight.origin).toBe("Lisboa");
      expect(flight.destination).toBe("Porto");
    }
  });

  it("replays the same flights for the same seed", () => {
    expect(simulateFlights(roundTrip, seededRandom(99))).toEqual(simulateFlights(roundTrip, seededRandom(99)));
    expect(simulateFlights(roundTrip, seededRandom(99))).not.toEqual(simulateFlights(roundTrip, seededRandom(100)));
  });

  it("dates flights on the chosen days, with a return only on round trips", () => {
    for (const flight of simulateFlights(roundTrip, seededRandom(3))) {
      expect(flight.outbound.departureDate).toMatch(/^2026-08-20T(0[6-9]|1\d|2[0-2]):[0-5][05]:00-03:00$/);
      expect(flight.inbound?.departureDate).toMatch(/^2026-08-27T\d{2}:\d{2}:00-03:00$/);
    }
    for (const flight of simulateFlights(oneWay, seededRandom(3))) {
      expect(flight.inbound).toBeNull();
    }
  });

  it("brings a same-day round trip back after it left", () => {
    const sameDay = { ...roundTrip, returnDate: roundTrip.departureDate };
    for (let seed = 0; seed < 50; seed += 1) {
      for (const flight of simulateFlights(sameDay, seededRandom(seed))) {
        expect(Date.parse(flight.inbound?.departureDate ?? "")).toBeGreaterThan(
          Date.parse(flight.outbound.departureDate) + 4 * 3600_000,
        );
      }
    }
  });

  it("shows known airports by code", () => {
    const [flight] = simulateFlights(roundTrip, seededRandom(5));
    expect(flight).toMatchObject({ origin: "GRU", destination: "SDU" });
  });

  it("finds nothing between two airports of the same city", () => {
    expect(simulateFlights({ ...oneWay, origin: "GRU", destination: "CGH" }, seededRandom(1))).toEqual([]);
    expect(simulateFlights({ ...oneWay, origin: "Recife", destination: "REC" }, seededRandom(1))).toEqual([]);
    expect(simulateFlights({ ...oneWay, origin: "Lisboa", destination: " lisboa " }, seededRandom(1))).toEqual([]);
  });
});

describe("durationMinutes", () => {
  it("reads the route table's durations", () => {
    expect(durationMinutes("1h 00m")).toBe(60);
    expect(durationMinutes("4h 05m")).toBe(245);
    expect(durationMinutes("55m")).toBe(55);
    expect(() => durationMinutes("uma hora")).toThrow();
  });
});

describe("taxesCentsFor", () => {
  it("adds 0,2% of the miles, in reais, to R$ 89,90", () => {
    expect(taxesCentsFor(25_000)).toBe(13_990);
    expect(taxesCentsFor(8_500)).toBe(10_690);
    // 0,2% of 10.002 miles is R$ 20,004: rounded to the centavo.
    expect(taxesCentsFor(10_002)).toBe(8_990 + 2_000);
    expect(taxesCentsFor(10_003)).toBe(8_990 + 2_001);
  });
});
