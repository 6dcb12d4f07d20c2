import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";

/**
 * Tokens a member creates for scripts ('Tokens de API'). Like sessions, the id finds the row and
 * only a SHA-256 of the secret is kept (docs/decisions/017-api-tokens-and-account-self-service.md).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    secretHash: text().notNull(),
    readOnly: boolean().notNull(),
    // The personal-data scope (docs/decisions/039): whole CPFs and birth dates of the household.
    personalData: boolean().notNull().default(false),
    createdAt: timestamptz().notNull().defaultNow(),
    // Null: valid until revoked.
    expiresAt: timestamptz(),
    // Refreshed at most once a minute, so reading through a token stays a read.
    lastUsedAt: timestamptz(),
  },
  (t) => [
    index("api_tokens_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("api_tokens_name_length", sql`char_length(${t.name}) between 1 and 80`),
  ],
);
