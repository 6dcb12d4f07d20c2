import { useCallback, useEffect, useRef, useState } from "react";
import type { FlightSearchCriteria } from "@/shared/domain/flights/flight-search";
import { simulateFlights, type SimulatedFlight } from "@/shared/domain/flights/flight-simulation";

/** docs/product.md §9: the simulated search takes 2 to 3 s, so it reads like a real one. */
const SEARCH_DELAY_MS = { min: 2000, max: 3000 };

export type FlightSearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "results"; flights: SimulatedFlight[] }
  | { status: "empty" }
  | { status: "error"; criteria: FlightSearchCriteria };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** docs/product.md §4: loading, then results, empty or error. Runs in the browser (no network, docs/product.md §7). */
export function useFlightSearch() {
  const [state, setState] = useState<FlightSearchState>({ status: "idle" });
  // Only the latest search may settle the state: an older one finishing late is ignored.
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const search = useCallback(async (criteria: FlightSearchCriteria) => {
    const id = ++latest.current;
    setState({ status: "loading" });
    await wait(SEARCH_DELAY_MS.min + Math.random() * (SEARCH_DELAY_MS.max - SEARCH_DELAY_MS.min));
    if (id !== latest.current) return;
    try {
      const flights = simulateFlights(criteria, Math.random);
      setState(flights.length > 0 ? { status: "results", flights } : { status: "empty" });
    } catch {
      setState({ status: "error", criteria });
    }
  }, []);

  return { state, search };
}
