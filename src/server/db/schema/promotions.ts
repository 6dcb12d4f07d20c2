import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { PROMOTION_CATEGORIES } from "@/shared/domain/promotions/promotion-categories";
import { users } from "./auth";
import { timestamptz } from "./columns";

export const promotionCategoryEnum = pgEnum("promotion_category", PROMOTION_CATEGORIES);

export const promocoes = pgTable(
  "promocoes",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    featured: boolean().notNull().default(false),
    category: promotionCategoryEnum().notNull(),
    program: text().notNull(),
    // A transfer's origin (Livelo in "Livelo → Smiles"); `program` is the one receiving the points.
    fromProgram: text(),
    discount: text().notNull(),
    validUntil: date({ mode: "string" }).notNull(),
    minPurchase: integer(),
    maxBonus: integer(),
    minTransfer: integer(),
    destinations: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    routes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    link: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("promocoes_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    check("promocoes_min_purchase_non_negative", sql`${t.minPurchase} is null or ${t.minPurchase} >= 0`),
    check("promocoes_max_bonus_non_negative", sql`${t.maxBonus} is null or ${t.maxBonus} >= 0`),
    check("promocoes_min_transfer_non_negative", sql`${t.minTransfer} is null or ${t.minTransfer} >= 0`),
  ],
);
