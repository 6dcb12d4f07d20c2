import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane); @node-rs/argon2 defaults to argon2id.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown e-mail cannot be told apart. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("milheiro-dummy-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
