ALTER TYPE "public"."notification_kind" ADD VALUE 'trial_ending';--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_claims" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_product_access" DROP CONSTRAINT "user_product_access_product_type_valid";--> statement-breakpoint
ALTER TABLE "billing_subscriptions" DROP CONSTRAINT "billing_subscriptions_product_type_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_product_type_valid";--> statement-breakpoint
ALTER TABLE "user_product_access" ADD CONSTRAINT "user_product_access_product_type_valid" CHECK ("user_product_access"."product_type" in ('promocoes', 'relatorios', 'planos', 'cursos', 'pro', 'teste-pro') or "user_product_access"."product_type" ~ '^course-[0-9a-f-]{36}$');--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_product_type_valid" CHECK ("billing_subscriptions"."product_type" in ('promocoes', 'pro') or "billing_subscriptions"."product_type" ~ '^course-[0-9a-f-]{36}$');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_type_valid" CHECK ("payments"."product_type" in ('promocoes', 'pro') or "payments"."product_type" ~ '^course-[0-9a-f-]{36}$');