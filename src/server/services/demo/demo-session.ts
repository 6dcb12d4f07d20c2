import { eq } from "drizzle-orm";
import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { createSession, type NewSession, type SessionClient } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";

async function demoAccountId(db: Db): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  return row?.id ?? null;
}

/** Whether /demo can offer 'Explorar a conta demonstração' (the seed may not have run). */
export async function demoAvailable(db: Db): Promise<boolean> {
  return (await demoAccountId(db)) !== null;
}

/** A read-only session on the demo account: the visitor sees everything and can change nothing. */
export async function startDemoSession(db: Db, client: SessionClient): Promise<NewSession> {
  const userId = await demoAccountId(db);
  if (!userId) throw new AppError("DEMO_UNAVAILABLE");
  return createSession(db, userId, { client, readOnly: true });
}
