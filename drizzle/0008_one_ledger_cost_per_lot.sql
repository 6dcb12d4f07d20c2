CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"miles" integer NOT NULL,
	"entry_date" date NOT NULL,
	"amount_paid_cents" bigint,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"expires_on" date,
	"description" text,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_miles_non_zero" CHECK ("wallet_entries"."miles" <> 0),
	CONSTRAINT "wallet_entries_source_valid" CHECK ("wallet_entries"."source" in ('accumulation', 'transaction', 'transfer', 'correction')),
	CONSTRAINT "wallet_entries_type_valid" CHECK ("wallet_entries"."type" in ('accumulation', 'usage', 'transfer', 'bonus', 'expiration', 'correction')),
	CONSTRAINT "wallet_entries_cost_non_negative" CHECK ("wallet_entries"."cost_cents" >= 0),
	CONSTRAINT "wallet_entries_paid_non_negative" CHECK ("wallet_entries"."amount_paid_cents" is null or "wallet_entries"."amount_paid_cents" >= 0),
	CONSTRAINT "wallet_entries_expiry_only_credits" CHECK ("wallet_entries"."expires_on" is null or "wallet_entries"."miles" > 0),
	CONSTRAINT "wallet_entries_source_type_consistent" CHECK (case "wallet_entries"."source"
        when 'accumulation' then "wallet_entries"."type" = 'accumulation' and "wallet_entries"."miles" > 0 and "wallet_entries"."amount_paid_cents" is not null
        when 'correction' then "wallet_entries"."type" = 'correction'
        when 'transfer' then "wallet_entries"."type" in ('transfer', 'bonus') and "wallet_entries"."transfer_id" is not null
        else "wallet_entries"."type" not in ('correction') and "wallet_entries"."amount_paid_cents" is null end)
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_program_id" uuid NOT NULL,
	"to_program_id" uuid NOT NULL,
	"transfer_date" date NOT NULL,
	"points_sent" integer NOT NULL,
	"ratio_from" integer DEFAULT 1 NOT NULL,
	"ratio_to" integer DEFAULT 1 NOT NULL,
	"bonus_basis_points" integer DEFAULT 0 NOT NULL,
	"bonus_cap_miles" integer,
	"base_miles" integer NOT NULL,
	"bonus_miles" integer DEFAULT 0 NOT NULL,
	"bonus_status" text DEFAULT 'none' NOT NULL,
	"bonus_expected_on" date,
	"base_expires_on" date,
	"bonus_expires_on" date,
	"cost_cents" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_distinct_programs" CHECK ("wallet_transfers"."from_program_id" <> "wallet_transfers"."to_program_id"),
	CONSTRAINT "wallet_transfers_points_positive" CHECK ("wallet_transfers"."points_sent" > 0 and "wallet_transfers"."base_miles" > 0),
	CONSTRAINT "wallet_transfers_ratio_positive" CHECK ("wallet_transfers"."ratio_from" > 0 and "wallet_transfers"."ratio_to" > 0),
	CONSTRAINT "wallet_transfers_bonus_non_negative" CHECK ("wallet_transfers"."bonus_basis_points" >= 0 and "wallet_transfers"."bonus_miles" >= 0),
	CONSTRAINT "wallet_transfers_cost_non_negative" CHECK ("wallet_transfers"."cost_cents" >= 0),
	CONSTRAINT "wallet_transfers_bonus_status_valid" CHECK ("wallet_transfers"."bonus_status" in ('none', 'pending', 'credited')),
	CONSTRAINT "wallet_transfers_bonus_consistent" CHECK (("wallet_transfers"."bonus_status" = 'none') = ("wallet_transfers"."bonus_miles" = 0) and ("wallet_transfers"."bonus_expected_on" is null or "wallet_transfers"."bonus_status" = 'pending'))
);
--> statement-breakpoint
ALTER TABLE "mile_lots" DROP CONSTRAINT "mile_lots_source_valid";--> statement-breakpoint
ALTER TABLE "mile_lots" ALTER COLUMN "expires_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mile_lots" ADD COLUMN "cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mile_lots" ADD COLUMN "remaining_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "held_cost_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_from_owner_fk" FOREIGN KEY ("from_program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_to_owner_fk" FOREIGN KEY ("to_program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_user_date_idx" ON "wallet_entries" USING btree ("user_id","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_entries_program_date_idx" ON "wallet_entries" USING btree ("program_id","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_entries_user_type_date_idx" ON "wallet_entries" USING btree ("user_id","type","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_entries_user_source_date_idx" ON "wallet_entries" USING btree ("user_id","source","entry_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_entries_transfer_idx" ON "wallet_entries" USING btree ("transfer_id") WHERE "wallet_entries"."transfer_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_transfers_user_date_idx" ON "wallet_transfers" USING btree ("user_id","transfer_date" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "mile_lots" ADD CONSTRAINT "mile_lots_cost_range" CHECK ("mile_lots"."cost_cents" >= 0 and "mile_lots"."remaining_cost_cents" between 0 and "mile_lots"."cost_cents");--> statement-breakpoint
ALTER TABLE "mile_lots" ADD CONSTRAINT "mile_lots_source_valid" CHECK ("mile_lots"."source" in ('accumulation', 'transaction', 'entry'));--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_held_cost_non_negative" CHECK ("loyalty_programs"."held_cost_cents" >= 0);