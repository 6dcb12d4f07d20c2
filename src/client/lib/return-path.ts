/**
 * Where to go back to after logging in again, from the login page's address. Only a path on this
 * site is followed: anything else ('//evil.example', 'https://…', the login page itself) is dropped,
 * so the parameter can never send someone off-site or round in a loop.
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  if (value === "/login" || value.startsWith("/login?") || value.startsWith("/login#")) return undefined;
  return value;
}
