import type { FastifyInstance } from "fastify";
import { todayInSaoPaulo } from "../../src/shared/domain/plain-date";
import { promotionState } from "../../src/shared/domain/promotions/promotions";
import { caller, envelope, sql } from "./context";

/** The feed's default page (PROMOTION_LIMITS.feedPageSize); one more row tells whether a next page exists. */
const PAGE_SIZE = 24;

interface FeedRow {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  category: string;
  program: string;
  from_program: string | null;
  discount: string;
  valid_until: string;
  min_purchase: number | null;
  max_bonus: number | null;
  min_transfer: number | null;
  destinations: string[];
  routes: string[];
  link: string;
  created_at: Date;
}

/** Only the first page with no filters (`input={}`), the one the bench reads. */
export function registerPromotionsFeed(app: FastifyInstance) {
  app.get("/trpc/promotions.feed", async (request, reply) => {
    const me = await caller(request.headers.authorization);
    // Anyone may ask: without the grant the app answers 200 with the lock, not an error.
    if (!me || !me.has_dashboard_access) return reply.type("application/json").send(envelope({ access: false }));
    const today = todayInSaoPaulo();
    // Active offers first, then expired ones, newest first within each; the limit is a literal as in the app.
    const rows = await sql<FeedRow[]>`
      select id, title, description, image_url, category, program, from_program, discount, valid_until, min_purchase,
        max_bonus, min_transfer, destinations, routes, link, created_at
      from promocoes order by (valid_until < ${today}) asc, created_at desc, id desc limit ${sql.unsafe(String(PAGE_SIZE + 1))}`;
    const items = rows.slice(0, PAGE_SIZE).map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      imageUrl: row.image_url,
      category: row.category,
      program: row.program,
      fromProgram: row.from_program,
      discount: row.discount,
      validUntil: row.valid_until,
      minPurchase: row.min_purchase,
      maxBonus: row.max_bonus,
      minTransfer: row.min_transfer,
      destinations: row.destinations,
      routes: row.routes,
      link: row.link,
      createdAt: row.created_at,
      state: promotionState(row.valid_until, today),
    }));
    const last = items.at(-1);
    const nextCursor = rows.length > PAGE_SIZE && last ? last.id : null;
    return reply.type("application/json").send(envelope({ access: true, items, nextCursor }));
  });
}
