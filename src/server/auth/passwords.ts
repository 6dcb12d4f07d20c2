import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../errors";
import { isCommonPassword } from "./common-passwords";

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane); @node-rs/argon2 defaults to argon2id.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Argon2 runs on libuv's four-thread pool, which file and DNS work share: unbounded, a burst of
 * logins or signups starves everything else (/healthz stalled for seconds). At most one core
 * short of the machine hashes at once, a few more wait, and the rest are told to retry at once.
 */
export const HASHING_LIMITS = {
  running: Math.max(1, Math.min(3, availableParallelism() - 1)),
  waiting: 24,
} as const;

let running = 0;
const waiting: (() => void)[] = [];

/** How much hashing is under way, for tests to prove the cap holds. */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHING_LIMITS.running) {
    running += 1;
  } else {
    if (waiting.length >= HASHING_LIMITS.waiting) throw new AppError("SERVER_BUSY");
    // The slot is handed over by whoever finishes, so `running` never dips between the two.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** A new password (signup, change, reset): the spec's length rule is the schema's; this refuses the common ones. */
export async function assertPasswordAllowed(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError("PASSWORD_TOO_COMMON");
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashingSlot(() => verify(passwordHash, password));
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown e-mail cannot be told apart. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash("milheiro-dummy-password", ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
