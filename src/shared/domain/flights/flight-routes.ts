import { findMetro } from "./airports";

/**
 * docs/product.md §9's fixed route table: one-way award prices and flight times between the main Brazilian
 * cities, by city pair in either direction. Anything else uses the fallbacks.
 */
export const FALLBACK_ROUTE_MILES = 25_000;
export const FALLBACK_ROUTE_DURATION = "2h 30m";

interface RouteFacts {
  miles: number;
  duration: string;
}

const ROUTES: Record<string, RouteFacts> = {
  "RIO-SAO": { miles: 10_000, duration: "1h 00m" },
  "BSB-SAO": { miles: 15_000, duration: "1h 40m" },
  "BHZ-SAO": { miles: 10_000, duration: "1h 10m" },
  "SAO-SSA": { miles: 20_000, duration: "2h 25m" },
  "REC-SAO": { miles: 25_000, duration: "3h 10m" },
  "FOR-SAO": { miles: 28_000, duration: "3h 25m" },
  "POA-SAO": { miles: 15_000, duration: "1h 35m" },
  "CWB-SAO": { miles: 9_000, duration: "1h 00m" },
  "FLN-SAO": { miles: 12_000, duration: "1h 10m" },
  "MAO-SAO": { miles: 35_000, duration: "4h 05m" },
  "BEL-SAO": { miles: 32_000, duration: "3h 35m" },
  "NAT-SAO": { miles: 28_000, duration: "3h 25m" },
  "MCZ-SAO": { miles: 24_000, duration: "2h 55m" },
  "GYN-SAO": { miles: 12_000, duration: "1h 25m" },
  "CGB-SAO": { miles: 18_000, duration: "2h 05m" },
  "SAO-VIX": { miles: 10_000, duration: "1h 15m" },
  "IGU-SAO": { miles: 14_000, duration: "1h 35m" },
  "BSB-RIO": { miles: 15_000, duration: "1h 45m" },
  "RIO-SSA": { miles: 18_000, duration: "2h 05m" },
  "REC-RIO": { miles: 24_000, duration: "2h 50m" },
  "FOR-RIO": { miles: 27_000, duration: "3h 20m" },
  "POA-RIO": { miles: 18_000, duration: "2h 05m" },
  "BHZ-RIO": { miles: 9_000, duration: "55m" },
  "CWB-RIO": { miles: 12_000, duration: "1h 25m" },
  "MAO-RIO": { miles: 35_000, duration: "4h 15m" },
  "BSB-MAO": { miles: 22_000, duration: "2h 45m" },
  "BSB-SSA": { miles: 16_000, duration: "1h 55m" },
  "BSB-REC": { miles: 20_000, duration: "2h 30m" },
  "BSB-FOR": { miles: 22_000, duration: "2h 45m" },
  "BEL-BSB": { miles: 20_000, duration: "2h 30m" },
  "BHZ-BSB": { miles: 11_000, duration: "1h 15m" },
  "REC-SSA": { miles: 10_000, duration: "1h 15m" },
  "FOR-REC": { miles: 10_000, duration: "1h 15m" },
  "CWB-POA": { miles: 9_000, duration: "1h 00m" },
  "FLN-POA": { miles: 8_000, duration: "55m" },
};

function routeKey(origin: string, destination: string): string | null {
  const from = findMetro(origin);
  const to = findMetro(destination);
  if (!from || !to) return null;
  return [from, to].sort().join("-");
}

export function routeFacts(origin: string, destination: string): RouteFacts {
  const key = routeKey(origin, destination);
  const known = key ? ROUTES[key] : undefined;
  return known ?? { miles: FALLBACK_ROUTE_MILES, duration: FALLBACK_ROUTE_DURATION };
}

/** A table duration ("1h 05m", "55m") in minutes, so a round trip's two legs can be added up. */
export function durationMinutes(duration: string): number {
  const match = /^(?:(\d+)h)?\s*(?:(\d+)m)?$/.exec(duration.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) throw new Error(`Unknown duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** Two names for one city (GRU and CGH, or "São Paulo" and "sao paulo") have no flight between them. */
export function isSamePlace(origin: string, destination: string): boolean {
  const from = findMetro(origin);
  const to = findMetro(destination);
  if (from && to) return from === to;
  return origin.trim().toLowerCase() === destination.trim().toLowerCase();
}
