import type { Env } from "../env";

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes a function trusting that many hops
 * nearest the server: Fastify 5.12 reads a bare number as "trust nobody" (it cannot tell whether
 * a request came through the proxies), so the count is only right when the app is reachable
 * through them alone — the README says so. Address ranges are checked against each hop.
 */
export function fastifyTrustProxy(
  setting: Env["TRUST_PROXY"],
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}
