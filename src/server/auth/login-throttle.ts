import { formatWait } from "@/shared/format";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import { logAuthEvent } from "./auth-events";
import {
  claimAttempt,
  clearAttempts,
  isKnownClient,
  refundAttempt,
  rememberKnownClient,
  throttleKey,
  type ThrottleScope,
} from "./throttle";

export interface LoginAttempt {
  email: string;
  ip: string;
}

export interface ClaimedLogin {
  /** The password was right: the attempt stops counting and the client becomes known. */
  succeeded(): Promise<void>;
}

export function tooManyAttempts(retryAfterMs: number): AppError {
  return new AppError(
    "TOO_MANY_LOGIN_ATTEMPTS",
    `Muitas tentativas de login. Tente novamente em ${formatWait(retryAfterMs)}.`,
  );
}

/**
 * Counts the attempt in every scope before the password is looked at; refuses, with the wait,
 * when one of them is locked. A refused attempt still counts for the scopes already claimed: a
 * client that keeps knocking on a locked account is guessing.
 */
export async function claimLoginAttempt(db: DbOrTx, log: Logger, attempt: LoginAttempt): Promise<ClaimedLogin> {
  const { email, ip } = attempt;
  const known = await isKnownClient(db, email, ip);
  const scopes: [ThrottleScope, string][] = [
    ["client", throttleKey("client", ip)],
    ["clientAccount", throttleKey("clientAccount", email, ip)],
    ...(known ? [] : [["account", throttleKey("account", email)] as [ThrottleScope, string]]),
  ];
  for (const [scope, key] of scopes) {
    const claim = await claimAttempt(db, scope, key);
    if (!claim.allowed) {
      logAuthEvent(log, "login_throttled", { scope, retryAfterMs: claim.retryAfterMs });
      throw tooManyAttempts(claim.retryAfterMs);
    }
  }
  return {
    async succeeded() {
      await clearAttempts(db, throttleKey("clientAccount", email, ip));
      await refundAttempt(db, "client", throttleKey("client", ip));
      if (!known) await refundAttempt(db, "account", throttleKey("account", email));
      await rememberKnownClient(db, email, ip);
    },
  };
}
