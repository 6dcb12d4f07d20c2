import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { MAX_ALERT_PERCENT } from "@/shared/domain/promotions/promotion-alerts";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { promotionCategoryEnum } from "./promotions";

/**
 * A member's 'Avise-me' (docs/decisions/044): a saved filter over the promotions feed. A null
 * column asks nothing of that field. The same filter twice is one alert (NULLS NOT DISTINCT).
 */
export const promotionAlerts = pgTable(
  "promotion_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: promotionCategoryEnum(),
    program: text(),
    fromProgram: text(),
    minPercent: integer(),
    originAirport: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("promotion_alerts_user_idx").on(t.userId, t.createdAt),
    unique("promotion_alerts_same_filter")
      .on(t.userId, t.category, t.program, t.fromProgram, t.minPercent, t.originAirport)
      .nullsNotDistinct(),
    check(
      "promotion_alerts_min_percent_range",
      sql`${t.minPercent} is null or ${t.minPercent} between 1 and ${sql.raw(String(MAX_ALERT_PERCENT))}`,
    ),
    check("promotion_alerts_origin_airport_iata", sql`${t.originAirport} is null or ${t.originAirport} ~ '^[A-Z]{3}$'`),
  ],
);
