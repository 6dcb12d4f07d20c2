const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginCheckInput {
  method: string;
  origin: string | undefined;
  /** Requests authenticated by an Authorization header carry no ambient credentials to forge. */
  hasBearerToken: boolean;
}

/**
 * CSRF defence from the Lucia guide: a state-changing request must come from our own origin.
 * Browsers always send Origin on non-GET requests, so a missing one is refused too, except for
 * bearer-token scripts, which a cross-site page cannot make a browser send.
 */
export function isRequestOriginAllowed(input: OriginCheckInput, appUrl: string): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  if (input.origin === undefined) return input.hasBearerToken;
  try {
    return sameOrigin(new URL(input.origin), new URL(appUrl));
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** localhost, 127.0.0.1 and [::1] name the same local server, so opening the app by any of them works. */
function sameOrigin(origin: URL, app: URL): boolean {
  if (origin.origin === app.origin) return true;
  return (
    origin.protocol === app.protocol &&
    origin.port === app.port &&
    LOOPBACK_HOSTS.has(origin.hostname) &&
    LOOPBACK_HOSTS.has(app.hostname)
  );
}
