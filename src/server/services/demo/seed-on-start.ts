import { sql } from "drizzle-orm";
import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { generateRandomToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Logger } from "../../logger";
import { seedDemoAccount } from "./seed-demo";

/** Arbitrary but fixed, like the migration lock: instances starting together seed once. */
const DEMO_SEED_LOCK_KEY = 7_241_994;

/**
 * SEED_DEMO=true: a fresh installation (no account yet) gets the demo account, and the log says
 * how to enter it. A database that already has accounts is never touched.
 */
export async function seedDemoOnStart(database: Database, log: Logger, appUrl: string): Promise<void> {
  await database.withAdvisoryLock(DEMO_SEED_LOCK_KEY, async () => {
    const [{ count } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) {
      log.info({ seedDemo: "skipped" }, "SEED_DEMO: o banco já tem contas; a demonstração não foi criada");
      return;
    }
    const password = generateRandomToken(10);
    await seedDemoAccount(database.db, { password, today: todayInSaoPaulo(), log });
    log.info(
      {
        email: DEMO_ACCOUNT.email,
        password,
        login: new URL("/login", appUrl).toString(),
        demo: new URL("/demo", appUrl).toString(),
      },
      `Conta demo criada: entre com ${DEMO_ACCOUNT.email} e a senha ${password} (ou visite /demo para ver sem entrar)`,
    );
  });
}
