import { describe, expect, it } from "vitest";
import type { SimulatedFlight } from "@/shared/domain/flights/flight-simulation";
import { flightRedemptionPrefill } from "./flight-redemption";

const leg = (departureDate: string) => ({ departureDate, miles: 12_500, taxesCents: 4_590, durationMinutes: 190 });

const flight: SimulatedFlight = {
  id: "gol-1",
  airline: "gol",
  origin: "GRU",
  destination: "REC",
  outbound: leg("2026-12-31T22:15:00-03:00"),
  inbound: leg("2027-01-07T08:40:00-03:00"),
  miles: 25_000,
  taxesCents: 9_180,
  durationMinutes: 380,
  availability: 4,
};

describe("a finder result as 'Registrar emissão' opens", () => {
  it("fills the trip, its São Paulo days, miles and taxes, and the program that flies the airline", () => {
    const programs = [
      { id: "latam", name: "LATAM Pass" },
      { id: "smiles", name: "Smiles Diamante" },
    ];
    expect(flightRedemptionPrefill(flight, programs, " 2.400,00 ")).toEqual({
      programId: "smiles",
      origin: "GRU",
      destination: "REC",
      departureOn: "2026-12-31",
      returnOn: "2027-01-07",
      miles: "25000",
      taxesCents: "91,80",
      cashPriceCents: "2.400,00",
    });
  });

  it("leaves the program to choose when none flies it, and the return blank one way", () => {
    const prefill = flightRedemptionPrefill({ ...flight, inbound: null }, [{ id: "azul", name: "Azul Fidelidade" }]);
    expect(prefill.programId).toBe("");
    expect(prefill.returnOn).toBe("");
    expect(prefill.cashPriceCents).toBe("");
  });
});
