import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase, decodeHex } from "@oslojs/encoding";

/** Random string from a CSPRNG; 20 bytes = 160 bits of entropy (the guide's minimum is 120). */
export function generateRandomToken(bytes = 20): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Compares a presented secret with a stored hex hash without leaking timing. */
export function tokenMatchesHash(token: string, storedHexHash: string): boolean {
  const presented = sha256(new TextEncoder().encode(token));
  let stored: Uint8Array;
  try {
    stored = decodeHex(storedHexHash);
  } catch {
    return false;
  }
  return stored.length === presented.length && constantTimeEqual(presented, stored);
}
