import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { promotionState } from "@/shared/domain/promotions/promotions";
import type {
  PromotionFeaturedInputSchema,
  PromotionFeedInputSchema,
  PromotionInputSchema,
  PromotionUpdateInputSchema,
} from "@/shared/schemas/promotions";
import type { Db, DbOrTx } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { preparedPerShape } from "../../db/per-shape";
import { promocoes } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../access/access";
import { discardUnusedFile, type FileCleanup } from "../files/stored-files";

const t = promocoes;

/** What a subscriber's card shows; who created it and whether it is featured stay in admin. */
const feedColumns = {
  id: t.id,
  title: t.title,
  description: t.description,
  imageUrl: t.imageUrl,
  category: t.category,
  program: t.program,
  fromProgram: t.fromProgram,
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

/**
 * The state is decided here, on the São Paulo calendar, so the badge and the 'only active' filter
 * agree. Hot path (docs/decisions/035, the feed): it is added to the row just read rather than to a
 * copy; the rows are this call's own, and a copy per card was a tenth of the feed's garbage.
 */
function withState<T extends { validUntil: string }>(row: T, today: string) {
  return Object.assign(row, { state: promotionState(row.validUntil, today) });
}

/** Newest first; the id breaks ties so pages never overlap or skip a row. */
const newestFirst = [desc(t.createdAt), desc(t.id)];

// Hot path (docs/decisions/035, the feed): prepared per shape (db/per-shape.ts), values as
// placeholders, the LIMIT written into the SQL.
const todayParam = sql.placeholder("today");
const cursorParam = sql.placeholder("cursor");

/** Past its last day on the São Paulo calendar: such offers go after every one still usable. */
const isExpired = sql<boolean>`(${t.validUntil} < ${todayParam})`;

/** The feed's order: active promotions newest first, then the expired ones, newest first. */
const activeFirst = [asc(isExpired), ...newestFirst];

/** Keyset condition: every row strictly after the cursor's row in activeFirst order. */
const cursorExpired = sql`(select p.valid_until < ${todayParam} from promocoes p where p.id = ${cursorParam})`;
const cursorKey = sql`(select p.created_at, p.id from promocoes p where p.id = ${cursorParam})`;
const afterCursor = sql`(${isExpired} > ${cursorExpired} or (${isExpired} = ${cursorExpired} and (${t.createdAt}, ${t.id}) < ${cursorKey}))`;

interface FeedShape extends Record<string, boolean | number> {
  category: boolean;
  program: boolean;
  onlyActive: boolean;
  cursor: boolean;
  limit: number;
}

function feedSelect(db: Db, shape: FeedShape) {
  return db
    .select(feedColumns)
    .from(t)
    .where(
      and(
        shape.category ? eq(t.category, sql.placeholder("category")) : undefined,
        shape.program ? eq(t.program, sql.placeholder("program")) : undefined,
        shape.onlyActive ? gte(t.validUntil, todayParam) : undefined,
        // Keyset page: everything strictly after the last row shown, in the same order.
        shape.cursor ? afterCursor : undefined,
      ),
    )
    .orderBy(...activeFirst)
    .limit(literalLimit(shape.limit));
}

const preparedFeeds = preparedPerShape("promotion_feed", (db, shape: FeedShape, name) =>
  feedSelect(db, shape).prepare(name),
);

/**
 * One page of the feed: docs/product.md §7's newest first, with expired offers after all active ones so the
 * first screen shows what can still be used. Callers have already checked access.
 */
export async function listPromotionFeed(
  db: Db,
  input: z.output<typeof PromotionFeedInputSchema>,
  today = todayInSaoPaulo(),
) {
  const shape = {
    category: Boolean(input.category),
    program: Boolean(input.program),
    onlyActive: Boolean(input.onlyActive),
    cursor: Boolean(input.cursor),
    // One row more than a page tells whether another page exists.
    limit: input.limit + 1,
  };
  const rows = await preparedFeeds(db)(shape).execute({
    today,
    category: input.category,
    program: input.program,
    cursor: input.cursor,
  });
  const items = rows.slice(0, input.limit).map((row) => withState(row, today));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > input.limit && last ? last.id : null };
}

/** The programs that have promotions, for the feed's program filter. */
export async function listPromotionPrograms(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ program: t.program }).from(t).orderBy(asc(t.program));
  return rows.map((row) => row.program);
}

/** Every promotion for the admin tab, newest first (docs/product.md §7), whatever its state. */
export async function listAllPromotions(db: DbOrTx, today = todayInSaoPaulo()) {
  const rows = await db
    .select(adminColumns)
    .from(t)
    .orderBy(...newestFirst);
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

/** Ativar / Desativar (docs/product.md §2): sets `featured`, which the original only logged. */
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
