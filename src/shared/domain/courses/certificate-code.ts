/**
 * Certificate verification codes: 12 characters of Crockford's base 32 (no I, L, O or U, so
 * nothing reads as another letter or a digit), written in three groups, e.g. "7KQ2-M9XD-4HTB".
 * People type them from paper, so reading forgives case, spaces, missing dashes and look-alikes.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 12;
const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };

/** A code from random bytes (at least 12; each byte's low five bits pick a character: 60 bits in all). */
export function certificateCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new RangeError(`a certificate code needs ${CODE_LENGTH} random bytes`);
  const chars = Array.from(bytes.subarray(0, CODE_LENGTH), (byte) => ALPHABET[byte & 31]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((group) => group.join("")).join("-");
}

/** The canonical form of what someone typed, or null when it cannot be a certificate code. */
export function parseCertificateCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[OIL]/g, (char) => LOOK_ALIKES[char] ?? char);
  if (compact.length !== CODE_LENGTH || [...compact].some((char) => !ALPHABET.includes(char))) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8, 12)}`;
}
