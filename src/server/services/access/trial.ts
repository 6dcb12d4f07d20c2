import { createHmac, randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PLAN_GRANT_PRODUCTS, TRIAL_PRODUCT } from "@/shared/domain/payments/plan-access";
import { trialWindow } from "@/shared/domain/payments/trial";
import type { Db } from "../../db/client";
import { accessAuditLog, serverSecrets, trialClaims, userProductAccess, users } from "../../db/schema";
import type { Logger } from "../../logger";

/**
 * The PRO trial (docs/decisions/031): fourteen days of PRO without a card, started once per person
 * at signup, at the e-mail confirmation when that is required, or at the next login of an account
 * that never had access. "Once per person" is a keyed hash of the address in trial_claims, which
 * outlives the account: signing up again after deleting it starts no second trial.
 */
const EMAIL_KEY = "trial-email-hmac";
/** How the trial's grant reads in the access audit, beside the admins' e-mails and "Stripe (pagamento)". */
const TRIAL_AUDIT_ACTOR = "Teste grátis (cadastro)";

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The HMAC key, made at first use and kept in server_secrets: every instance reads the same one. */
function emailKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: EMAIL_KEY, value: randomBytes(32).toString("base64") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, EMAIL_KEY));
      if (!row) throw new Error("server secret missing after insert");
      return Buffer.from(row.value, "base64");
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function trialEmailHash(key: Buffer, email: string): string {
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Starts the member's trial if this person never had one and the account never had a plan; the
 * trial's end, or null when none starts. Safe to call on every signup, confirmation and login.
 */
export async function startTrialOnce(db: Db, userId: string, now: Date): Promise<Date | null> {
  const key = await emailKey(db);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return null;
    const held = await tx
      .select({ productType: userProductAccess.productType })
      .from(userProductAccess)
      .where(
        and(eq(userProductAccess.userId, userId), inArray(userProductAccess.productType, [...PLAN_GRANT_PRODUCTS])),
      )
      .limit(1);
    if (held.length > 0) return null;
    const claimed = await tx
      .insert(trialClaims)
      .values({ emailHash: trialEmailHash(key, user.email), claimedAt: now })
      .onConflictDoNothing()
      .returning({ emailHash: trialClaims.emailHash });
    if (claimed.length === 0) return null;
    const { endsAt } = trialWindow(now);
    await tx.insert(userProductAccess).values({
      userId,
      productType: TRIAL_PRODUCT,
      accessGranted: true,
      grantedAt: now,
      expiresAt: endsAt,
    });
    await tx.insert(accessAuditLog).values({
      actorId: null,
      actorEmail: TRIAL_AUDIT_ACTOR,
      targetUserId: userId,
      productType: TRIAL_PRODUCT,
      action: "grant",
      expiresAt: endsAt,
      createdAt: sql`now()`,
    });
    return endsAt;
  });
}

/** startTrialOnce where a failure must not stop what called it (signup, login): logged, tried again at the next login. */
export async function startTrialQuietly(deps: { db: Db; log: Logger }, userId: string, now: Date): Promise<void> {
  try {
    await startTrialOnce(deps.db, userId, now);
  } catch (error) {
    deps.log.error({ err: error, userId }, "Falha ao iniciar o teste grátis; nova tentativa no próximo login");
  }
}
