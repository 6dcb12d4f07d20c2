CREATE TABLE "ledger_rebuilds" (
	"program_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_rebuilds" ADD CONSTRAINT "ledger_rebuilds_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mile_lots_program_consumption_idx" ON "mile_lots" USING btree ("program_id","expires_on","acquired_on","id") WHERE "mile_lots"."remaining" > 0;--> statement-breakpoint
-- docs/decisions/029: today's movements move into the one ledger, with their ids. Accumulations
-- keep what was paid as their lot's cost; transactions keep their sign by type.
INSERT INTO "wallet_entries" ("id", "user_id", "program_id", "source", "type", "miles", "entry_date", "amount_paid_cents", "cost_cents", "expires_on", "created_at")
SELECT "id", "user_id", "program_id", 'accumulation', 'accumulation', "miles_acquired", "calculation_date", "amount_paid_cents", "amount_paid_cents", "expires_on", "created_at"
FROM "cost_calculations";
--> statement-breakpoint
INSERT INTO "wallet_entries" ("id", "user_id", "program_id", "source", "type", "miles", "entry_date", "cost_cents", "expires_on", "description", "created_at")
SELECT "id", "user_id", "program_id", 'transaction', "type"::text,
  CASE WHEN "type" IN ('usage', 'expiration') THEN -"amount" ELSE "amount" END,
  "transaction_date", 0,
  CASE WHEN "type" IN ('usage', 'expiration') THEN NULL ELSE "expires_on" END,
  "description", "created_at"
FROM "points_transactions";
--> statement-breakpoint
-- What no movement explains (the balance typed when the program was created and later corrections
-- in its form) becomes one correction on the program's first day, so Σ entries = balance exactly.
INSERT INTO "wallet_entries" ("user_id", "program_id", "source", "type", "miles", "entry_date", "cost_cents", "description", "created_at")
SELECT p."user_id", p."id", 'correction', 'correction', (p."balance" - m."moved")::integer,
  LEAST(p."created_at"::date, m."first_day"), 0, 'Saldo inicial', p."created_at"
FROM "loyalty_programs" p
CROSS JOIN LATERAL (
  SELECT COALESCE(SUM("miles"), 0) AS "moved", MIN("entry_date") AS "first_day"
  FROM "wallet_entries" e WHERE e."program_id" = p."id"
) m
WHERE p."balance" - m."moved" <> 0;
--> statement-breakpoint
-- The old lots (dated credits only) are replaced by the ledger's: every credit a lot with its cost.
DELETE FROM "mile_lots";
--> statement-breakpoint
UPDATE "loyalty_programs" SET "held_cost_cents" = 0, "usage_cost_cents" = 0;
--> statement-breakpoint
-- The lots and every usage's cost are re-derived by the app's own replay right after the
-- migrations, under the same lock (server/services/wallet/ledger/rebuild.ts).
INSERT INTO "ledger_rebuilds" ("program_id") SELECT DISTINCT "program_id" FROM "wallet_entries";
