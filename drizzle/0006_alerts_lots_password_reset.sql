CREATE TYPE "public"."notification_email_status" AS ENUM('pending', 'sending', 'sent', 'off', 'failed');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('lot_expiry', 'program_expiry', 'bonus_reminder', 'weekly_summary');--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"thresholds" integer[] DEFAULT '{90,30,7,1}' NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"weekly_summary" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_preferences_thresholds_known" CHECK ("alert_preferences"."thresholds" <@ '{90,30,7,1}'::integer[])
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid,
	"kind" "notification_kind" NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"miles" integer,
	"expires_on" date,
	"email_status" "notification_email_status" DEFAULT 'pending' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_claimed_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mile_lots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"source" text NOT NULL,
	"acquired_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"miles" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "mile_lots_source_valid" CHECK ("mile_lots"."source" in ('accumulation', 'transaction')),
	CONSTRAINT "mile_lots_miles_positive" CHECK ("mile_lots"."miles" > 0),
	CONSTRAINT "mile_lots_remaining_range" CHECK ("mile_lots"."remaining" between 0 and "mile_lots"."miles")
);
--> statement-breakpoint
ALTER TABLE "cost_calculations" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "pending_bonus_expected_on" date;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "usual_validity_months" integer;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_program_id_loyalty_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."loyalty_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mile_lots" ADD CONSTRAINT "mile_lots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mile_lots" ADD CONSTRAINT "mile_lots_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."email_status" = 'pending';--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mile_lots_program_expiry_idx" ON "mile_lots" USING btree ("program_id","expires_on");--> statement-breakpoint
CREATE INDEX "mile_lots_live_expiry_idx" ON "mile_lots" USING btree ("expires_on") WHERE "mile_lots"."remaining" > 0;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_usual_validity_range" CHECK ("loyalty_programs"."usual_validity_months" is null or "loyalty_programs"."usual_validity_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_expiry_only_incoming" CHECK ("points_transactions"."expires_on" is null or "points_transactions"."type" in ('accumulation', 'bonus', 'transfer'));