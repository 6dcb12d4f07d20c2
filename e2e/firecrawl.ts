/**
 * e2e/flights.spec.ts serves a Firecrawl look-alike (recorded airline pages) on this port and the
 * app under test is pointed at it: 50 above the app's own, so parallel e2e runs never collide.
 */
export function firecrawlPortFor(appPort: number): number {
  return appPort + 50;
}
