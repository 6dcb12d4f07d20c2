// The integration and attack suites start several app processes on one database
// (src/server/testing/empty-postgres.ts), which only a PostgreSQL server can share: without one
// they would fail test by test, so `npm test` stops at once with one line saying what is missing.
import { connect } from "node:net";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/postgres";

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    const done = (reachable) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}

/** The line to print when nothing answers at the server's address, or null when something does. */
export async function missingPostgresLine(databaseUrl = DEFAULT_URL) {
  const url = new URL(databaseUrl);
  const host = url.hostname || "127.0.0.1";
  const port = Number(url.port || 5432);
  if (await answers(host, port)) return null;
  return (
    `PostgreSQL não responde em ${host}:${port}: as suítes de integração precisam dele ` +
    "(instale com `sudo apt-get install -y postgresql` e libere o acesso local, ou defina DATABASE_URL)."
  );
}
