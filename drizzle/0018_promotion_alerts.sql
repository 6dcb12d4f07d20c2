ALTER TYPE "public"."notification_kind" ADD VALUE 'promotion_match';--> statement-breakpoint
CREATE TABLE "promotion_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" "promotion_category",
	"program" text,
	"from_program" text,
	"min_percent" integer,
	"origin_airport" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_alerts_same_filter" UNIQUE NULLS NOT DISTINCT("user_id","category","program","from_program","min_percent","origin_airport"),
	CONSTRAINT "promotion_alerts_min_percent_range" CHECK ("promotion_alerts"."min_percent" is null or "promotion_alerts"."min_percent" between 1 and 300),
	CONSTRAINT "promotion_alerts_origin_airport_iata" CHECK ("promotion_alerts"."origin_airport" is null or "promotion_alerts"."origin_airport" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" DROP CONSTRAINT "alert_preferences_push_kinds_known";--> statement-breakpoint
ALTER TABLE "alert_preferences" ALTER COLUMN "push_kinds" SET DEFAULT '{lot_expiry,program_expiry,bonus_reminder,cpf_place_freed,trial_ending,promotion_match}'::text[];--> statement-breakpoint
ALTER TABLE "promocoes" ADD COLUMN "from_program" text;--> statement-breakpoint
ALTER TABLE "promotion_alerts" ADD CONSTRAINT "promotion_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_alerts_user_idx" ON "promotion_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_push_kinds_known" CHECK ("alert_preferences"."push_kinds" <@ '{lot_expiry,program_expiry,bonus_reminder,cpf_place_freed,trial_ending,promotion_match}'::text[]);--> statement-breakpoint
-- Hand-written: members who kept any push on get the new kind too, as new members do by default;
-- those who turned every push off stay silent (docs/decisions/044).
UPDATE "alert_preferences" SET "push_kinds" = array_append("push_kinds", 'promotion_match') WHERE cardinality("push_kinds") > 0;
