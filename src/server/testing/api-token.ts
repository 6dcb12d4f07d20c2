/**
 * The one place tests get a token for the typed client, the way a member does: log in, then
 * create a 'leitura e escrita' API token on 'Minha conta' (account.createApiToken).
 */
export async function obtainApiToken(appUrl: string, email: string, password: string): Promise<string> {
  const origin = new URL(appUrl).origin;
  const login = await fetch(new URL("/trpc/auth.login", appUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith("milheiro_session="));
  if (!cookie) throw new Error("login set no session cookie");

  const created = await fetch(new URL("/trpc/account.createApiToken", appUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin, cookie: cookie.split(";")[0] ?? "" },
    body: JSON.stringify({
      name: "testes de scripts",
      scope: "leitura-escrita",
      expiresOn: "",
      currentPassword: password,
    }),
  });
  if (!created.ok) throw new Error(`createApiToken answered ${created.status}: ${await created.text()}`);
  const { result } = (await created.json()) as { result: { data: { token: string } } };
  return result.data.token;
}
