import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * One PRO trial per person (docs/decisions/031): the keyed hash of every address that has started
 * a trial, and nothing else. No foreign key: the row outlives the account, so deleting it and
 * signing up again with the same address starts no second trial (docs/security.md, the privacy page).
 */
export const trialClaims = pgTable("trial_claims", {
  emailHash: text().primaryKey(),
  claimedAt: timestamptz().notNull().defaultNow(),
});

/** Keys the server makes for itself on first use and keeps (the trial claims' HMAC key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamptz().notNull().defaultNow(),
});
