import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, unique, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";

const ELEVEN_DIGITS = sql.raw(`'^[0-9]{11}$'`);

/**
 * The people whose miles an account manages (docs/decisions/039): the member first (`is_member`,
 * made for every account by the users_member_holder trigger of drizzle/0014, so no path that
 * creates an account can forget it), then anyone else the member adds. Every program belongs to
 * one holder. The CPF is personal data: eleven digits, whole only in the edit form's read.
 */
export const holders = pgTable(
  "holders",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isMember: boolean().notNull().default(false),
    // The member's own holder may leave it empty: it then reads as the profile's name.
    name: text(),
    cpf: varchar({ length: 11 }),
    birthDate: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // Lets programs and passengers reference (id, user_id): never another account's holder.
    unique("holders_id_user_key").on(t.id, t.userId),
    unique("holders_user_cpf_key").on(t.userId, t.cpf),
    uniqueIndex("holders_one_member_idx")
      .on(t.userId)
      .where(sql`${t.isMember}`),
    index("holders_user_created_idx").on(t.userId, t.createdAt),
    check("holders_cpf_digits", sql`${t.cpf} is null or ${t.cpf} ~ ${ELEVEN_DIGITS}`),
    check("holders_name_present", sql`${t.isMember} or length(btrim(coalesce(${t.name}, ''))) > 0`),
    check("holders_other_has_cpf", sql`${t.isMember} or ${t.cpf} is not null`),
  ],
);

/** The people tickets are issued for, kept once per account and reused across programs. */
export const beneficiaries = pgTable(
  "beneficiaries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    cpf: varchar({ length: 11 }).notNull(),
    birthDate: date({ mode: "string" }),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique("beneficiaries_id_user_key").on(t.id, t.userId),
    unique("beneficiaries_user_cpf_key").on(t.userId, t.cpf),
    index("beneficiaries_user_name_idx").on(t.userId, t.name),
    check("beneficiaries_cpf_digits", sql`${t.cpf} ~ ${ELEVEN_DIGITS}`),
    check("beneficiaries_name_present", sql`length(btrim(${t.name})) > 0`),
  ],
);
