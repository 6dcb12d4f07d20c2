import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { promocoes } from "../db/schema";

export type PromotionRow = typeof promocoes.$inferInsert;

/** A unique program name, so each test filters the shared feed down to its own rows. */
export function uniqueProgram(prefix = "Programa"): string {
  return `${prefix} ${randomBytes(4).toString("hex")}`;
}

/** A promotion written straight to the database (e.g. with a chosen created_at), as an admin would have saved it. */
export async function insertPromotion(
  db: Db,
  overrides: Partial<PromotionRow> = {},
): Promise<{ id: string; title: string }> {
  const title = overrides.title ?? `Promoção ${randomBytes(4).toString("hex")}`;
  const [row] = await db
    .insert(promocoes)
    .values({
      title,
      description: "Compre pontos com bônus.",
      category: "compra-milhas",
      program: "Smiles",
      discount: "Até 100% de bônus",
      validUntil: "2999-12-31",
      link: "https://exemplo.com/oferta",
      ...overrides,
    })
    .returning({ id: promocoes.id, title: promocoes.title });
  if (!row) throw new Error("insert returned no row");
  return row;
}
