import { createDatabase } from "./server/db/client";
import { migrateDatabase } from "./server/db/migrate";
import { loadEnv } from "./server/env";
import { grantAdminRole } from "./server/services/access";

const USAGE = `Uso: npm run cli -- <comando>

Comandos:
  make-admin <email>   torna administradora a conta com este e-mail`;

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "make-admin" || rest.length !== 1 || !rest[0]) {
    console.error(USAGE);
    return 2;
  }
  const database = createDatabase(loadEnv());
  try {
    await migrateDatabase(database);
    if (!(await grantAdminRole(database.db, rest[0]))) {
      console.error(`Nenhuma conta encontrada com o e-mail ${rest[0]}.`);
      return 1;
    }
    console.log(`${rest[0]} agora é administrador(a).`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
