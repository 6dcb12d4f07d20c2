import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  courseIdOf,
  GRANT_ALL_PRODUCTS,
  grantsToRevokeAll,
  isGrantActive,
  type ProductType,
} from "@/shared/domain/access/access";
import type { AdminUserInputSchema, GrantAccessInputSchema, RevokeAccessInputSchema } from "@/shared/schemas/admin";
import type { Db, Tx } from "../../db/client";
import { accessAuditLog, courses, userProductAccess, users } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Grants and revokes (docs/product.md §4), owned by the access service: access.ts answers "may they?",
 * this file changes the answer. Every change and its audit row commit together; nothing is
 * cached, so the member's very next request sees it (access.ts reads grants fresh).
 */
export interface AdminActor {
  id: string;
  email: string;
  /** The API token the admin's script presented; null or absent for a browser session. */
  apiTokenId?: string | null;
}

export interface GrantState {
  productType: ProductType;
  accessGranted: boolean;
  expiresAt: Date | null;
  active: boolean;
}

type Change =
  | { productType: ProductType; accessGranted: true; expiresAt: Date | null }
  | { productType: ProductType; accessGranted: false };

async function requireUser(tx: Tx, userId: string): Promise<void> {
  // FOR SHARE: the user cannot be deleted between this check and the grant that references it.
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("share");
  if (!user) throw new AppError("USER_NOT_FOUND");
}

async function requireCourseOf(tx: Tx, productType: ProductType): Promise<void> {
  const courseId = courseIdOf(productType);
  if (courseId === null) return;
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("share");
  if (!course) throw new AppError("COURSE_NOT_FOUND");
}

/**
 * docs/product.md §7: upsert on (user_id, product_type); a grant sets granted_at and expires_at, a revoke only the
 * flag.
 */
async function upsert(tx: Tx, userId: string, change: Change): Promise<GrantState> {
  const set = change.accessGranted
    ? { accessGranted: true, grantedAt: sql`now()`, expiresAt: change.expiresAt, updatedAt: sql`now()` }
    : { accessGranted: false, updatedAt: sql`now()` };
  const [row] = await tx
    .insert(userProductAccess)
    .values({ userId, productType: change.productType, ...set })
    .onConflictDoUpdate({ target: [userProductAccess.userId, userProductAccess.productType], set })
    .returning({ accessGranted: userProductAccess.accessGranted, expiresAt: userProductAccess.expiresAt });
  if (!row) throw new Error("upsert returned no row");
  return { productType: change.productType, ...row, active: isGrantActive(row) };
}

/** Saves the changes and one audit row each (who, whom, what, when), inside the caller's transaction. */
async function apply(tx: Tx, actor: AdminActor, userId: string, changes: readonly Change[]): Promise<GrantState[]> {
  if (changes.length === 0) return [];
  const saved: GrantState[] = [];
  for (const change of changes) saved.push(await upsert(tx, userId, change));
  await tx.insert(accessAuditLog).values(
    changes.map((change) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      actorApiTokenId: actor.apiTokenId ?? null,
      targetUserId: userId,
      productType: change.productType,
      action: change.accessGranted ? ("grant" as const) : ("revoke" as const),
      expiresAt: change.accessGranted ? change.expiresAt : null,
    })),
  );
  return saved;
}

export async function grantAccess(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof GrantAccessInputSchema>,
): Promise<GrantState> {
  return db.transaction(async (tx) => {
    await requireUser(tx, input.userId);
    await requireCourseOf(tx, input.productType);
    const [state] = await apply(tx, actor, input.userId, [
      { productType: input.productType, accessGranted: true, expiresAt: input.expiresAt },
    ]);
    if (!state) throw new Error("grant saved nothing");
    return state;
  });
}

/** docs/product.md §7: an upsert with access_granted false, so revoking what was never granted is harmless. */
export async function revokeAccess(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof RevokeAccessInputSchema>,
): Promise<GrantState> {
  return db.transaction(async (tx) => {
    await requireUser(tx, input.userId);
    const [state] = await apply(tx, actor, input.userId, [{ productType: input.productType, accessGranted: false }]);
    if (!state) throw new Error("revoke saved nothing");
    return state;
  });
}

/** 'Liberar Tudo': every product of GRANT_ALL_PRODUCTS, with no expiry, in one transaction. */
export async function grantAllAccess(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof AdminUserInputSchema>,
): Promise<GrantState[]> {
  return db.transaction(async (tx) => {
    await requireUser(tx, input.userId);
    const changes = GRANT_ALL_PRODUCTS.map((productType) => ({
      productType,
      accessGranted: true as const,
      expiresAt: null,
    }));
    return apply(tx, actor, input.userId, changes);
  });
}

/** 'Revogar Tudo': whatever grantsToRevokeAll picks among the user's grants, in one transaction. */
export async function revokeAllAccess(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof AdminUserInputSchema>,
): Promise<GrantState[]> {
  return db.transaction(async (tx) => {
    await requireUser(tx, input.userId);
    // FOR UPDATE: a grant made meanwhile waits, and is then either revoked here or made after.
    const held = await tx
      .select({ productType: userProductAccess.productType, accessGranted: userProductAccess.accessGranted })
      .from(userProductAccess)
      .where(eq(userProductAccess.userId, input.userId))
      .for("update");
    const targets = grantsToRevokeAll(held).map((grant) => grant.productType as ProductType);
    return apply(
      tx,
      actor,
      input.userId,
      targets.map((productType) => ({ productType, accessGranted: false as const })),
    );
  });
}
