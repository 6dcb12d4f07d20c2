DROP INDEX "cost_calculations_user_date_idx";--> statement-breakpoint
DROP INDEX "points_transactions_user_date_idx";--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "cost_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "opening_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "paid_accumulation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "paid_cost_per_thousand_sum_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "usage_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cost_calculations_user_date_idx" ON "cost_calculations" USING btree ("user_id","calculation_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "points_transactions_user_date_idx" ON "points_transactions" USING btree ("user_id","transaction_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Backfill the new running totals and opening balances from any rows already stored, so the
-- balance invariant of docs/decisions/004 holds from the first deploy on.
UPDATE "loyalty_programs" AS p SET
	"paid_accumulation_count" = (SELECT count(*) FROM "cost_calculations" c WHERE c."program_id" = p."id" AND c."amount_paid_cents" > 0),
	"paid_cost_per_thousand_sum_cents" = (SELECT coalesce(sum(c."cost_per_thousand_cents"), 0) FROM "cost_calculations" c WHERE c."program_id" = p."id" AND c."amount_paid_cents" > 0),
	"usage_cost_cents" = (SELECT coalesce(sum(t."cost_cents"), 0) FROM "points_transactions" t WHERE t."program_id" = p."id" AND t."type" = 'usage'),
	"opening_balance" = p."balance"
		- (SELECT coalesce(sum(c."miles_acquired"), 0) FROM "cost_calculations" c WHERE c."program_id" = p."id")
		- (SELECT coalesce(sum(CASE WHEN t."type" IN ('usage', 'expiration') THEN -t."amount" ELSE t."amount" END), 0) FROM "points_transactions" t WHERE t."program_id" = p."id");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_paid_count_non_negative" CHECK ("loyalty_programs"."paid_accumulation_count" >= 0);--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_paid_sum_consistent" CHECK ("loyalty_programs"."paid_cost_per_thousand_sum_cents" >= 0 and ("loyalty_programs"."paid_accumulation_count" > 0 or "loyalty_programs"."paid_cost_per_thousand_sum_cents" = 0));--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_usage_cost_non_negative" CHECK ("loyalty_programs"."usage_cost_cents" >= 0);