import type { Logger } from "../logger";

/**
 * Security-relevant moments, one log line each, for an operator to reconstruct who did what.
 * The request logger already carries the request id (`reqId`); callers add ids, never secrets
 * (no password, token or hash is ever a field here).
 */
export type AuthEvent =
  | "login_succeeded"
  | "login_failed"
  | "login_throttled"
  | "logout"
  | "signup"
  | "password_changed"
  | "password_confirm_failed"
  | "password_reset_requested"
  | "password_reset"
  | "api_token_created"
  | "api_token_revoked"
  | "access_granted"
  | "access_revoked"
  | "admin_role_granted";

export interface AuthEventFields {
  /** The account concerned, when one is known (never the typed e-mail of an unknown address). */
  userId?: string | null;
  /** Who acted, when not the account itself (an admin granting access). */
  actorId?: string;
  [detail: string]: string | number | boolean | null | undefined;
}

export function logAuthEvent(log: Logger, event: AuthEvent, fields: AuthEventFields = {}): void {
  const payload = { authEvent: event, ...fields };
  if (event === "login_failed" || event === "login_throttled" || event === "password_confirm_failed") {
    log.warn(payload, `auth: ${event}`);
  } else {
    log.info(payload, `auth: ${event}`);
  }
}
