import { describe, expect, it } from "vitest";
import { AIRPORTS, airportLabel, findAirport, findMetro, iataCodeOf, placeName } from "./airports";
import { routeFacts } from "./flight-routes";

describe("airports", () => {
  it("has unique codes", () => {
    expect(new Set(AIRPORTS.map((airport) => airport.code)).size).toBe(AIRPORTS.length);
  });

  it("reads a picked label, a code in any case, or a single-airport city", () => {
    const guarulhos = AIRPORTS.find((airport) => airport.code === "GRU");
    if (!guarulhos) throw new Error("GRU missing");
    expect(findAirport(airportLabel(guarulhos))?.code).toBe("GRU");
    expect(findAirport(" sdu ")?.code).toBe("SDU");
    expect(findAirport("recife")?.code).toBe("REC");
    expect(findAirport("Florianopolis")?.code).toBe("FLN");
  });

  it("does not guess between the airports of one city, but knows the city", () => {
    expect(findAirport("São Paulo")).toBeNull();
    expect(findMetro("sao paulo")).toBe("SAO");
    expect(findMetro("Rio de Janeiro")).toBe("RIO");
    expect(findMetro("Lisboa")).toBeNull();
  });

  it("does not read the first letters of a city as a code", () => {
    // "Natal" starts with NAT, "Recife" with REC: the whole word decides.
    expect(findAirport("Natalândia")).toBeNull();
    expect(findAirport("Rio")).toBeNull();
  });

  it("gives an IATA code for the airline search pages", () => {
    expect(iataCodeOf("GIG — Rio de Janeiro (Galeão)")).toBe("GIG");
    expect(iataCodeOf("opo")).toBe("OPO");
    expect(iataCodeOf("São Paulo")).toBeNull();
    expect(iataCodeOf("Lisboa")).toBeNull();
  });

  it("names a known airport by its code and anything else as typed", () => {
    expect(placeName("Salvador")).toBe("SSA");
    expect(placeName(" Lisboa ")).toBe("Lisboa");
  });
});

describe("routeFacts", () => {
  it("prices a city pair in either direction, whatever airport of the city", () => {
    expect(routeFacts("GRU", "SDU")).toEqual({ miles: 10_000, duration: "1h 00m" });
    expect(routeFacts("Rio de Janeiro", "VCP")).toEqual({ miles: 10_000, duration: "1h 00m" });
    expect(routeFacts("MAO", "CGH")).toEqual({ miles: 35_000, duration: "4h 05m" });
  });

  it("falls back for a pair outside the table", () => {
    expect(routeFacts("IGU", "MAO")).toEqual({ miles: 25_000, duration: "2h 30m" });
    expect(routeFacts("Lisboa", "GRU")).toEqual({ miles: 25_000, duration: "2h 30m" });
  });
});
