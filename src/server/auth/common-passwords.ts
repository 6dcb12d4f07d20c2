import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * zxcvbn-ts's list of common passwords (MIT, ~49,000 entries ranked by frequency, merged from
 * published leaks), server-side only so it never weighs on the browser bundle. Compared in lower
 * case: "Password" is as guessable as "password".
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
