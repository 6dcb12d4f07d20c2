import { and, desc, eq } from "drizzle-orm";
import { describeDevice } from "@/shared/domain/account/user-agent";
import type { PushSubscriptionInput } from "@/shared/schemas/notifications";
import type { DbOrTx } from "../../db/client";
import { pushSubscriptions as s } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * 'Ativar notificações neste aparelho': keeps the browser's subscription. The same browser
 * subscribing again (a new key, or another member logged in there) replaces its row, since the
 * push service's address names that browser profile alone.
 */
export async function addPushDevice(
  db: DbOrTx,
  scope: WalletScope,
  input: PushSubscriptionInput,
  userAgent: string | null,
) {
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent };
  const [row] = await db
    .insert(s)
    .values({ userId: scope.ownerId, endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: s.endpoint, set: { userId: scope.ownerId, ...values } })
    .returning({ id: s.id });
  if (!row) throw new Error("inscrição não gravada");
  return { id: row.id };
}

/** The member's devices, newest first, named by their browser and system. */
export async function listPushDevices(db: DbOrTx, scope: WalletScope) {
  const rows = await db
    .select({ id: s.id, endpoint: s.endpoint, userAgent: s.userAgent, createdAt: s.createdAt })
    .from(s)
    .where(ownedBy(s, scope))
    .orderBy(desc(s.createdAt), desc(s.id));
  return rows.map(({ userAgent, ...row }) => ({ ...row, device: describeDevice(userAgent) }));
}

/** Another member's device answers NOT_FOUND, like an unknown one. */
export async function removePushDevice(db: DbOrTx, scope: WalletScope, id: string) {
  const removed = await db
    .delete(s)
    .where(and(eq(s.id, id), ownedBy(s, scope)))
    .returning({ id: s.id });
  if (removed.length === 0) throw new AppError("PUSH_DEVICE_NOT_FOUND");
  return { ok: true as const };
}
