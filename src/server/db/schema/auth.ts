import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    emailConfirmedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check("users_email_normalized", sql`${t.email} = lower(btrim(${t.email}))`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    // The /demo entry: a session that may read but never change anything (docs/decisions/017).
    readOnly: boolean().notNull().default(false),
    // What 'Minha conta' lists; refreshed every few minutes, never on each request.
    userAgent: text(),
    ip: text(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const emailConfirmationTokens = pgTable(
  "email_confirmation_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index("email_confirmation_tokens_user_id_idx").on(t.userId)],
);

/** Single-use password reset links: only the hash is stored; a used row stays to tell "already used" apart. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/** A pending change of address: the account keeps its e-mail until the link sent to `new_email` is opened. */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text().notNull(),
    expiresAt: timestamptz().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("email_change_tokens_user_id_idx").on(t.userId),
    check("email_change_tokens_email_normalized", sql`${t.newEmail} = lower(btrim(${t.newEmail}))`),
  ],
);

export const loginThrottles = pgTable(
  "login_throttles",
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    lockedUntil: timestamptz(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check("login_throttles_failures_non_negative", sql`${t.failures} >= 0`)],
);

export const profiles = pgTable(
  "profiles",
  {
    id: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text(),
    email: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("profiles_created_at_idx").on(t.createdAt.desc().nullsFirst())],
);

export const roleEnum = pgEnum("app_role", ["admin"]);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const userProductAccess = pgTable(
  "user_product_access",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productType: text().notNull(),
    accessGranted: boolean().notNull().default(true),
    grantedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_product_access_user_product_key").on(t.userId, t.productType),
    index("user_product_access_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    check(
      "user_product_access_product_type_valid",
      sql`${t.productType} in ('promocoes', 'relatorios', 'planos', 'cursos', 'pro', 'teste-pro') or ${t.productType} ~ '^course-[0-9a-f-]{36}$'`,
    ),
  ],
);
