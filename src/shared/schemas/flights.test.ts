import { describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "../domain/plain-date";
import {
  FLIGHT_SEARCH_FIELD_MESSAGES,
  FlightSearchFormSchema,
  SCRAPER_MESSAGES,
  ScraperKeyFormSchema,
  ScrapeRouteFormSchema,
} from "./flights";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }));

const today = todayInSaoPaulo();

describe("FlightSearchFormSchema", () => {
  it("marks the field validateFlightSearch refused, in the field's own words", () => {
    const result = FlightSearchFormSchema.safeParse({
      tripType: "round-trip",
      origin: "GRU",
      destination: "SDU",
      departureDate: today,
      returnDate: "",
    });
    expect(issuesOf(result)).toEqual([{ path: ["returnDate"], message: FLIGHT_SEARCH_FIELD_MESSAGES.returnDate }]);
  });

  it("hands over the criteria of a valid search", () => {
    const form = { tripType: "one-way", origin: " GRU ", destination: "SDU", departureDate: today, returnDate: "x" };
    expect(FlightSearchFormSchema.parse(form)).toEqual({
      tripType: "one-way",
      origin: "GRU",
      destination: "SDU",
      departureDate: today,
      returnDate: null,
    });
  });
});

describe("ScrapeRouteFormSchema", () => {
  it("asks for the first blank field, then for an airport code", () => {
    expect(issuesOf(ScrapeRouteFormSchema.safeParse({ origin: "", destination: "SDU", departureDate: today }))).toEqual(
      [{ path: ["origin"], message: FLIGHT_SEARCH_FIELD_MESSAGES.origin }],
    );
    expect(
      issuesOf(ScrapeRouteFormSchema.safeParse({ origin: "GRU", destination: "Lugar Nenhum", departureDate: today })),
    ).toEqual([{ path: ["destination"], message: SCRAPER_MESSAGES.airportUnknown }]);
  });

  it("turns known airports into their IATA codes", () => {
    expect(
      ScrapeRouteFormSchema.parse({ origin: "GRU — São Paulo (Guarulhos)", destination: "sdu", departureDate: today }),
    ).toEqual({ origin: "GRU", destination: "SDU", departureDate: today });
  });
});

describe("ScraperKeyFormSchema", () => {
  it("asks for a key under the field, then applies the shared key rules", () => {
    expect(issuesOf(ScraperKeyFormSchema.safeParse({ apiKey: "  " }))).toEqual([
      { path: ["apiKey"], message: SCRAPER_MESSAGES.keyBlank },
    ]);
    expect(issuesOf(ScraperKeyFormSchema.safeParse({ apiKey: "fc chave" }))).toEqual([
      { path: ["apiKey"], message: SCRAPER_MESSAGES.keyInvalid },
    ]);
    expect(ScraperKeyFormSchema.parse({ apiKey: " fc-123 " })).toEqual({ apiKey: "fc-123" });
  });
});
