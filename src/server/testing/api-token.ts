/**
 * The one place tests get a token for the typed client. Until API tokens land, a session token
 * from a real login serves as the Bearer token (the server accepts it); swap this body for
 * "create an API token" and every script test follows.
 */
export async function obtainApiToken(appUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL("/trpc/auth.login", appUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(appUrl).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("milheiro_session="));
  const token = cookie?.split(";")[0]?.slice("milheiro_session=".length);
  if (!token) throw new Error("login set no session cookie");
  return token;
}
