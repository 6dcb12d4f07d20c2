/**
 * Scripting Milheiro from TypeScript with the same typed client the web app uses.
 *
 *   MILHEIRO_URL=http://localhost:3000 MILHEIRO_EMAIL=ana@exemplo.com MILHEIRO_PASSWORD=... \
 *     npx tsx scripts/wallet-summary.ts
 *
 * It logs in, then calls procedures with a Bearer token (no cookies, no Origin needed).
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "../src/server/trpc/router";

const baseUrl = process.env.MILHEIRO_URL ?? "http://localhost:3000";
const email = process.env.MILHEIRO_EMAIL;
const password = process.env.MILHEIRO_PASSWORD;

/** Logs in like the browser does and keeps the session token from the Set-Cookie header. */
async function logIn(): Promise<string> {
  if (!email || !password) throw new Error("Defina MILHEIRO_EMAIL e MILHEIRO_PASSWORD.");
  let token: string | null = null;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        headers: { origin: new URL(baseUrl).origin },
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          const cookie = response.headers.getSetCookie().find((value) => value.startsWith("milheiro_session="));
          token = cookie?.split(";")[0]?.split("=")[1] ?? token;
          return response;
        },
      }),
    ],
  });
  await client.auth.login.mutate({ email, password });
  if (!token) throw new Error("O servidor não devolveu uma sessão.");
  return token;
}

async function main() {
  const token = await logIn();
  const api = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseUrl}/trpc`, headers: { authorization: `Bearer ${token}` } })],
  });
  const me = await api.auth.me.query();
  console.log(`Conectado como ${me?.fullName ?? me?.email} (${me?.isAdmin ? "admin" : "membro"}).`);
  console.log(`Acesso a Minha Gestão: ${me?.hasDashboardAccess ? "sim" : "não"}`);
  await api.auth.logout.mutate();
}

main().catch((error: unknown) => {
  console.error(error instanceof TRPCClientError ? `Erro: ${error.message}` : error);
  process.exit(1);
});
