CREATE TYPE "public"."access_audit_action" AS ENUM('grant', 'revoke');--> statement-breakpoint
CREATE TABLE "access_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"target_user_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"action" "access_audit_action" NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_buckets_hits_non_negative" CHECK ("rate_limit_buckets"."hits" >= 0)
);
--> statement-breakpoint
DROP INDEX "points_transactions_program_idx";--> statement-breakpoint
ALTER TABLE "access_audit_log" ADD CONSTRAINT "access_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audit_log" ADD CONSTRAINT "access_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_audit_log_target_created_idx" ON "access_audit_log" USING btree ("target_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "points_transactions_program_date_idx" ON "points_transactions" USING btree ("program_id","transaction_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "points_transactions_user_type_date_idx" ON "points_transactions" USING btree ("user_id","type","transaction_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);