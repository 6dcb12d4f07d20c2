/**
 * API tokens ('Tokens de API'): `mh_<id>_<secret>`. The prefix tells a token apart from a session
 * token (`<id>.<secret>`) at a glance, in logs and in secret scanners; the id finds the row and only
 * a hash of the secret is stored (docs/decisions/017-api-tokens-and-account-self-service.md).
 */
const API_TOKEN_PREFIX = "mh_";

export const API_TOKEN_SCOPES = ["leitura", "leitura-escrita"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  leitura: "leitura",
  "leitura-escrita": "leitura e escrita",
};

export function scopeIsReadOnly(scope: ApiTokenScope): boolean {
  return scope === "leitura";
}

export function scopeOf(readOnly: boolean): ApiTokenScope {
  return readOnly ? "leitura" : "leitura-escrita";
}

// Base32 lower case without padding, as generateRandomToken writes it.
const PART = /^[a-z2-7]{16,64}$/;

export function formatApiToken(id: string, secret: string): string {
  return `${API_TOKEN_PREFIX}${id}_${secret}`;
}

export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** The id and secret of a well-formed token; null for anything else. */
export function parseApiToken(token: string): { id: string; secret: string } | null {
  if (!looksLikeApiToken(token)) return null;
  const [id, secret, ...rest] = token.slice(API_TOKEN_PREFIX.length).split("_");
  if (!id || !secret || rest.length > 0 || !PART.test(id) || !PART.test(secret)) return null;
  return { id, secret };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last instant an admin's token works (ADMIN_API_TOKEN_MAX_DAYS after it was made): admin
 * powers in a script must not outlive their owner's attention. Members' tokens have no such limit.
 */
export function adminTokenDeadline(createdAt: Date, maxDays: number): Date {
  return new Date(createdAt.getTime() + maxDays * DAY_MS);
}

/** The expiry a new token gets: what was asked, but never past an admin's deadline. */
export function tokenExpiryFor(
  asked: Date | null,
  owner: { isAdmin: boolean },
  createdAt: Date,
  adminMaxDays: number,
): Date | null {
  if (!owner.isAdmin) return asked;
  const deadline = adminTokenDeadline(createdAt, adminMaxDays);
  return asked === null || asked.getTime() > deadline.getTime() ? deadline : asked;
}

/** Whether a token still works at `now` as far as its owner's role goes (expiry is checked apart). */
export function tokenWithinAdminLimit(
  token: { createdAt: Date },
  owner: { isAdmin: boolean },
  now: Date,
  adminMaxDays: number,
): boolean {
  return !owner.isAdmin || now.getTime() < adminTokenDeadline(token.createdAt, adminMaxDays).getTime();
}
