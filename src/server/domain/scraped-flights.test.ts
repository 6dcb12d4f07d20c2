import { describe, expect, it } from "vitest";
import {
  AZUL_RESULTS_MARKDOWN,
  BLOCKED_PAGE_MARKDOWN,
  GOL_RESULTS_MARKDOWN,
  LATAM_RESULTS_MARKDOWN,
} from "../integrations/firecrawl-fixtures";
import { MAX_FLIGHTS_PER_PAGE, parsePriceCents, parseScrapedFlights } from "./scraped-flights";

describe("parsePriceCents", () => {
  it.each([
    ["R$ 1.234,56", 123_456],
    ["R$489,90", 48_990],
    ["R$ 12.345.678,00", 1_234_567_800],
    ["R$ 389", 38_900],
    ["A partir de **R$\u00a01.089,90**", 108_990],
  ])("reads %s", (text, cents) => {
    expect(parsePriceCents(text)).toBe(cents);
  });

  it("finds nothing without an R$ amount", () => {
    expect(parsePriceCents("12.345 milhas")).toBeNull();
    expect(parsePriceCents("USD 120,00")).toBeNull();
  });
});

describe("parseScrapedFlights on recorded airline pages", () => {
  it("reads Azul's cards, skipping the 'a partir de' banner, the date strip and the boarding tax", () => {
    expect(parseScrapedFlights("Azul", AZUL_RESULTS_MARKDOWN)).toEqual([
      {
        airline: "Azul",
        departureTime: "06:10",
        arrivalTime: "07:05",
        priceCents: 38_990,
        duration: "55m",
        stops: "Direto",
      },
      {
        airline: "Azul",
        departureTime: "09:45",
        arrivalTime: "10:40",
        priceCents: 45_290,
        duration: "55m",
        stops: "Direto",
      },
      {
        airline: "Azul",
        departureTime: "13:20",
        arrivalTime: "17:35",
        priceCents: 108_990,
        duration: "4h 15m",
        stops: "1 parada",
      },
      {
        airline: "Azul",
        departureTime: "19:30",
        arrivalTime: "20:25",
        priceCents: 51_990,
        duration: "55m",
        stops: "Direto",
      },
    ]);
  });

  it("reads GOL's table, taking the first (Light) fare of each row", () => {
    expect(parseScrapedFlights("GOL", GOL_RESULTS_MARKDOWN)).toEqual([
      {
        airline: "GOL",
        departureTime: "06:00",
        arrivalTime: "07:05",
        priceCents: 42_990,
        duration: "1h 05m",
        stops: "Direto",
      },
      {
        airline: "GOL",
        departureTime: "08:35",
        arrivalTime: "09:40",
        priceCents: 37_990,
        duration: "1h 05m",
        stops: "Direto",
      },
      {
        airline: "GOL",
        departureTime: "12:15",
        arrivalTime: "15:50",
        priceCents: 61_290,
        duration: "3h 35m",
        stops: "1 parada",
      },
      {
        airline: "GOL",
        departureTime: "18:40",
        arrivalTime: "19:45",
        priceCents: 114_990,
        duration: "1h 05m",
        stops: "Direto",
      },
    ]);
  });

  it("reads LATAM's list, with its '1 h 5 min' durations and 'escala' for a stop", () => {
    expect(parseScrapedFlights("LATAM", LATAM_RESULTS_MARKDOWN)).toEqual([
      {
        airline: "LATAM",
        departureTime: "07:20",
        arrivalTime: "08:25",
        priceCents: 49_876,
        duration: "1h 05m",
        stops: "Direto",
      },
      {
        airline: "LATAM",
        departureTime: "11:50",
        arrivalTime: "12:55",
        priceCents: 44_176,
        duration: "1h 05m",
        stops: "Direto",
      },
      {
        airline: "LATAM",
        departureTime: "16:05",
        arrivalTime: "19:40",
        priceCents: 68_756,
        duration: "3h 35m",
        stops: "1 parada",
      },
    ]);
  });

  it("returns one empty row for a page with no flights, so the list can say what was missing", () => {
    expect(parseScrapedFlights("GOL", BLOCKED_PAGE_MARKDOWN)).toEqual([
      { airline: "GOL", departureTime: null, arrivalTime: null, priceCents: null, duration: null, stops: null },
    ]);
    expect(parseScrapedFlights("GOL", "")).toHaveLength(1);
  });
});

describe("parseScrapedFlights on partial pages", () => {
  it("keeps the times when no price was found", () => {
    expect(
      parseScrapedFlights("Azul", "Saída 06:10 · Chegada 07:05 · 2h 30m · 2 paradas\n\nPreço indisponível"),
    ).toEqual([
      {
        airline: "Azul",
        departureTime: "06:10",
        arrivalTime: "07:05",
        priceCents: null,
        duration: "2h 30m",
        stops: "2 paradas",
      },
    ]);
  });

  it("keeps the price when no time was found", () => {
    expect(parseScrapedFlights("LATAM", "Tarifa promocional: R$ 299,90")).toEqual([
      { airline: "LATAM", departureTime: null, arrivalTime: null, priceCents: 29_990, duration: null, stops: null },
    ]);
  });

  it("does not read durations or clock-like numbers as times", () => {
    const [flight] = parseScrapedFlights("GOL", "Voo 1234 · 2h30 de viagem · ref 123:456 · às 10:15 · R$ 500,00");
    expect(flight).toMatchObject({ departureTime: "10:15", arrivalTime: null, duration: "2h 30m", priceCents: 50_000 });
  });

  it("lists at most 10 flights per page", () => {
    const page = Array.from({ length: 15 }, (_, i) => `${String(6 + i).padStart(2, "0")}:00 · R$ ${100 + i},00`).join(
      "\n",
    );
    const flights = parseScrapedFlights("Azul", page);
    expect(flights).toHaveLength(MAX_FLIGHTS_PER_PAGE);
    expect(flights[9]).toMatchObject({ departureTime: "15:00", priceCents: 10_900 });
  });
});
