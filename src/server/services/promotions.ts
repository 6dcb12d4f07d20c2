import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { promotionState } from "@/shared/domain/promotions";
import type {
  PromotionFeaturedInputSchema,
  PromotionFeedInputSchema,
  PromotionInputSchema,
  PromotionUpdateInputSchema,
} from "@/shared/schemas/promotions";
import type { Db, DbOrTx } from "../db/client";
import { literalLimit } from "../db/literal-limit";
import { promocoes } from "../db/schema";
import { AppError } from "../errors";
import type { Actor } from "./access";
import { discardUnusedFile, type FileCleanup } from "./stored-files";

const t = promocoes;

/** What a subscriber's card shows; who created it and whether it is featured stay in admin. */
const feedColumns = {
  id: t.id,
  title: t.title,
  description: t.description,
  imageUrl: t.imageUrl,
  category: t.category,
  program: t.program,
  discount: t.discount,
  validUntil: t.validUntil,
  minPurchase: t.minPurchase,
  maxBonus: t.maxBonus,
  minTransfer: t.minTransfer,
  destinations: t.destinations,
  routes: t.routes,
  link: t.link,
  createdAt: t.createdAt,
};

const adminColumns = { ...feedColumns, featured: t.featured, updatedAt: t.updatedAt };

/** The state is decided here, on the São Paulo calendar, so the badge and the 'only active' filter agree. */
function withState<T extends { validUntil: string }>(row: T, today: string) {
  return { ...row, state: promotionState(row.validUntil, today) };
}

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
const newestFirst = [desc(t.createdAt), desc(t.id)];

/** Past its last day on the São Paulo calendar: such offers go after every one still usable. */
const isExpired = (today: string) => sql<boolean>`(${t.validUntil} < ${today})`;

/** The feed's order: active promotions newest first, then the expired ones, newest first. */
const activeFirst = (today: string) => [asc(isExpired(today)), ...newestFirst];

/** Keyset condition: every row strictly after `cursor` in activeFirst order. */
function afterCursor(cursor: string, today: string): SQL {
  const cursorExpired = sql`(select p.valid_until < ${today} from promocoes p where p.id = ${cursor})`;
  const cursorKey = sql`(select p.created_at, p.id from promocoes p where p.id = ${cursor})`;
  return sql`(${isExpired(today)} > ${cursorExpired} or (${isExpired(today)} = ${cursorExpired} and (${t.createdAt}, ${t.id}) < ${cursorKey}))`;
}

function feedConditions(input: z.output<typeof PromotionFeedInputSchema>, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (input.category) conditions.push(eq(t.category, input.category));
  if (input.program) conditions.push(eq(t.program, input.program));
  if (input.onlyActive) conditions.push(gte(t.validUntil, today));
  // Keyset page: everything strictly after the last row shown, in the same order.
  if (input.cursor) conditions.push(afterCursor(input.cursor, today));
  return and(...conditions);
}

/**
 * One page of the feed: spec §7's newest first, with expired offers after all active ones so the
 * first screen shows what can still be used. Callers have already checked access.
 */
export async function listPromotionFeed(
  db: DbOrTx,
  input: z.output<typeof PromotionFeedInputSchema>,
  today = todayInSaoPaulo(),
) {
  const rows = await db
    .select(feedColumns)
    .from(t)
    .where(feedConditions(input, today))
    .orderBy(...activeFirst(today))
    .limit(literalLimit(input.limit + 1));
  const items = rows.slice(0, input.limit).map((row) => withState(row, today));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > input.limit && last ? last.id : null };
}

export type PromotionFeedItem = Awaited<ReturnType<typeof listPromotionFeed>>["items"][number];

/** The programs that have promotions, for the feed's program filter. */
export async function listPromotionPrograms(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ program: t.program }).from(t).orderBy(asc(t.program));
  return rows.map((row) => row.program);
}

/** Every promotion for the admin tab, newest first (spec §7), whatever its state. */
export async function listAllPromotions(db: DbOrTx, today = todayInSaoPaulo()) {
  const rows = await db.select(adminColumns).from(t).orderBy(...newestFirst);
  return rows.map((row) => withState(row, today));
}

export type AdminPromotion = Awaited<ReturnType<typeof listAllPromotions>>[number];

export async function createPromotion(
  db: DbOrTx,
  actor: Actor,
  input: z.output<typeof PromotionInputSchema>,
): Promise<AdminPromotion> {
  const [row] = await db
    .insert(t)
    .values({ ...input, createdBy: actor.id })
    .returning(adminColumns);
  if (!row) throw new Error("insert returned no row");
  return withState(row, todayInSaoPaulo());
}

export async function updatePromotion(
  db: Db,
  cleanup: FileCleanup,
  input: z.output<typeof PromotionUpdateInputSchema>,
): Promise<AdminPromotion> {
  const { id, ...fields } = input;
  const { row, previousImageUrl } = await db.transaction(async (tx) => {
    const [previous] = await tx.select({ imageUrl: t.imageUrl }).from(t).where(eq(t.id, id)).for("update");
    if (!previous) throw new AppError("PROMOTION_NOT_FOUND");
    const [updated] = await tx
      .update(t)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(t.id, id))
      .returning(adminColumns);
    if (!updated) throw new AppError("PROMOTION_NOT_FOUND");
    return { row: updated, previousImageUrl: previous.imageUrl };
  });
  // After the commit: the old image is only deleted once nothing can roll the change back.
  if (previousImageUrl !== row.imageUrl) await discardUnusedFile(db, cleanup, "promotion-image", previousImageUrl);
  return withState(row, todayInSaoPaulo());
}

/** Ativar / Desativar (spec §2): sets `featured`, which the original only logged. */
export async function setPromotionFeatured(
  db: DbOrTx,
  input: z.output<typeof PromotionFeaturedInputSchema>,
): Promise<AdminPromotion> {
  const [row] = await db
    .update(t)
    .set({ featured: input.featured, updatedAt: sql`now()` })
    .where(eq(t.id, input.id))
    .returning(adminColumns);
  if (!row) throw new AppError("PROMOTION_NOT_FOUND");
  return withState(row, todayInSaoPaulo());
}
