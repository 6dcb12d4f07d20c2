/**
 * zxcvbn-ts's list of common passwords (MIT, ~49,000 entries ranked by frequency, merged from
 * published leaks), server-side only so it never weighs on the browser bundle. Compared in lower
 * case: "Password" is as guessable as "password". Loaded on the first password chosen, not at
 * start: the dictionaries weigh more to load than the rest of the server (docs/decisions/035).
 */
let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
}

export async function isCommonPassword(password: string): Promise<boolean> {
  // A failed load is forgotten, so one bad moment does not refuse every password until a restart.
  commonPasswords ??= loadCommonPasswords().catch((error: unknown) => {
    commonPasswords = undefined;
    throw error;
  });
  return (await commonPasswords).has(password.toLowerCase());
}
