import { describe, expect, it } from "vitest";
import { FLIGHT_SEARCH_MESSAGES as M, validateFlightSearch, type FlightSearchForm } from "./flight-search";

const TODAY = "2026-08-01";
const form: FlightSearchForm = {
  tripType: "round-trip",
  origin: " GRU ",
  destination: "SDU",
  departureDate: "2026-08-20",
  returnDate: "2026-08-27",
};

function refusal(input: FlightSearchForm) {
  const result = validateFlightSearch(input, TODAY);
  if (result.ok) throw new Error("expected a refusal");
  return result.refusal;
}

describe("validateFlightSearch (product §5)", () => {
  it.each([
    ["origin", { origin: "  " }],
    ["destination", { destination: "" }],
    ["departureDate", { departureDate: "" }],
  ] as const)("asks for %s with the 'Campos obrigatórios' toast", (field, change) => {
    expect(refusal({ ...form, ...change })).toEqual({
      title: "Campos obrigatórios",
      description: "Por favor, preencha origem, destino e data de ida.",
      field,
    });
  });

  it("asks a round trip for its return date", () => {
    expect(refusal({ ...form, returnDate: "" })).toEqual({
      title: "Data de volta obrigatória",
      description: "Para ida e volta, informe a data de retorno.",
      field: "returnDate",
    });
  });

  it("refuses a return before the departure, or a departure in the past", () => {
    expect(refusal({ ...form, returnDate: "2026-08-19" })).toMatchObject(M.returnBeforeDeparture);
    expect(refusal({ ...form, departureDate: "2026-07-31" })).toMatchObject(M.departureInPast);
    expect(refusal({ ...form, departureDate: "2026-02-30" })).toMatchObject(M.invalidDate);
  });

  it("accepts a same-day round trip and trims the places", () => {
    const result = validateFlightSearch({ ...form, returnDate: form.departureDate }, TODAY);
    expect(result).toEqual({
      ok: true,
      criteria: {
        tripType: "round-trip",
        origin: "GRU",
        destination: "SDU",
        departureDate: "2026-08-20",
        returnDate: "2026-08-20",
      },
    });
  });

  it("ignores the return date of a one-way trip, even an invalid one", () => {
    const result = validateFlightSearch({ ...form, tripType: "one-way", returnDate: "2026-08-01" }, TODAY);
    expect(result).toMatchObject({ ok: true, criteria: { tripType: "one-way", returnDate: null } });
    expect(validateFlightSearch({ ...form, tripType: "one-way", returnDate: "" }, TODAY).ok).toBe(true);
  });

  it("allows departing today", () => {
    expect(validateFlightSearch({ ...form, departureDate: TODAY }, TODAY).ok).toBe(true);
  });
});
