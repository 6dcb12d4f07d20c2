import { and, count, desc, eq, inArray, not, sql } from "drizzle-orm";
import type { z } from "zod";
import { isGrantActive, LISTED_PRODUCTS, type ListedProduct } from "@/shared/domain/access/access";
import type { UserPickerInputSchema, UsersListInputSchema } from "@/shared/schemas/admin";
import type { DbOrTx } from "../../db/client";
import { matchesAny } from "../../db/like";
import { profiles, userProductAccess, userRoles, users } from "../../db/schema";
import { activeGrantExists } from "../access/access";

/**
 * The admin's view of accounts (docs/product.md §2 "Users"). Every user has a users row; the profile (name)
 * may be missing for accounts made outside signup, hence the left join.
 */
const identity = {
  id: users.id,
  email: users.email,
  fullName: profiles.fullName,
};

const byName = (search: string) => matchesAny(search, [users.email, profiles.fullName]);

const isAdmin = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`;

interface ProductStatus {
  active: boolean;
  expiresAt: Date | null;
}

export type ProductStatuses = Record<ListedProduct, ProductStatus>;

/** The listed products' grant status for a page of users, in one query on the (user, product) key. */
async function productStatuses(db: DbOrTx, userIds: string[]): Promise<Map<string, Partial<ProductStatuses>>> {
  const statuses = new Map<string, Partial<ProductStatuses>>();
  if (userIds.length === 0) return statuses;
  const grants = await db
    .select({
      userId: userProductAccess.userId,
      productType: userProductAccess.productType,
      accessGranted: userProductAccess.accessGranted,
      expiresAt: userProductAccess.expiresAt,
    })
    .from(userProductAccess)
    .where(
      and(inArray(userProductAccess.userId, userIds), inArray(userProductAccess.productType, [...LISTED_PRODUCTS])),
    );
  for (const grant of grants) {
    const forUser = statuses.get(grant.userId) ?? {};
    // A revoked grant keeps its old expiry in the row; it says nothing about access any more.
    const expiresAt = grant.accessGranted ? grant.expiresAt : null;
    forUser[grant.productType as ListedProduct] = { active: isGrantActive(grant), expiresAt };
    statuses.set(grant.userId, forUser);
  }
  return statuses;
}

const NO_ACCESS: ProductStatus = { active: false, expiresAt: null };

/**
 * Newest accounts first, id breaking ties so pages never repeat or skip a user. Offset paging
 * with a total: the tab shows page numbers, and at 10,000 users the deepest page still costs a
 * few milliseconds (measured in docs/decisions/005-admin-access-grants.md).
 */
export async function listUsers(db: DbOrTx, input: z.output<typeof UsersListInputSchema>) {
  const where = byName(input.search);
  // The page's ids first, over users alone when there is no search; the admin flag and the names
  // are then looked up for those few rows only, not for all 10,000 before the sort.
  const page = db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .as("page");
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        ...identity,
        createdAt: users.createdAt,
        isAdmin,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ total: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  const statuses = await productStatuses(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => {
      const held = statuses.get(row.id) ?? {};
      const products = Object.fromEntries(LISTED_PRODUCTS.map((product) => [product, held[product] ?? NO_ACCESS]));
      return { ...row, products: products as ProductStatuses };
    }),
    total: totals?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

const PICKER_LIMIT = 20;

/**
 * The grant dialogs' user select: the first matches by name or e-mail, optionally without those
 * who already have a product: its active holders and the admins, who have it by role (docs/product.md §6).
 */
export async function searchUsersForGrant(db: DbOrTx, input: z.output<typeof UserPickerInputSchema>) {
  const withoutHolders = input.withoutActive
    ? and(not(activeGrantExists(users.id, input.withoutActive)), not(isAdmin))
    : undefined;
  return db
    .select(identity)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(byName(input.search), withoutHolders))
    .orderBy(users.email)
    .limit(PICKER_LIMIT);
}
