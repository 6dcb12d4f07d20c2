import type { Db } from "../../db/client";
import { vapidKeys } from "../../db/schema";
import type { Env } from "../../env";
import type { Agent } from "node:https";
import { createPushSender, generateVapidKeys, type PushSender, type VapidKeys } from "../../integrations/push";

/**
 * The key pair pushes are signed with (docs/decisions/043): the settings when set (production),
 * else the pair kept in the database, made the first time one is needed. Two instances making it
 * at once both insert "on conflict do nothing" and both read back the one that won.
 */
export async function vapidKeysOf(
  db: Db,
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY">,
): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const kept = await readKept(db);
  if (kept) return kept;
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...(await generateVapidKeys()) })
    .onConflictDoNothing();
  const made = await readKept(db);
  if (!made) throw new Error("chaves VAPID não gravadas");
  return made;
}

async function readKept(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .limit(1);
  return row;
}

/** The sender the alert jobs push with, signing with the keys of the moment it is needed. */
export function pushSenderFor(
  db: Db,
  env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">,
  options: { agent?: Agent } = {},
): () => Promise<PushSender> {
  return async () => createPushSender(await vapidKeysOf(db, env), env.VAPID_SUBJECT, options);
}
