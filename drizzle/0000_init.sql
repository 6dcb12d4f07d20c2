CREATE TYPE "public"."app_role" AS ENUM('admin');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."promotion_category" AS ENUM('compra-milhas', 'passagens', 'transferencia', 'upgrade', 'resgate');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('accumulation', 'usage', 'transfer', 'bonus', 'expiration');--> statement-breakpoint
CREATE TABLE "email_confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttles_failures_non_negative" CHECK ("login_throttles"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_product_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"access_granted" boolean DEFAULT true NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_product_access_product_type_valid" CHECK ("user_product_access"."product_type" in ('promocoes', 'relatorios', 'planos', 'cursos') or "user_product_access"."product_type" ~ '^course-[0-9a-f-]{36}$')
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" "app_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_normalized" CHECK ("users"."email" = lower(btrim("users"."email")))
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video_url" text,
	"content" text,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_duration_non_negative" CHECK ("course_lessons"."duration_minutes" >= 0),
	CONSTRAINT "course_lessons_order_non_negative" CHECK ("course_lessons"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_url" text NOT NULL,
	"file_type" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_materials_size_non_negative" CHECK ("course_materials"."file_size" is null or "course_materials"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_modules_order_non_negative" CHECK ("course_modules"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"thumbnail_url" text,
	"status" "course_status" DEFAULT 'draft' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price_non_negative" CHECK ("courses"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "homepage_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hero_title" text NOT NULL,
	"hero_subtitle" text NOT NULL,
	"hero_background_image" text,
	"primary_button_text" text NOT NULL,
	"primary_button_link" text NOT NULL,
	"secondary_button_text" text NOT NULL,
	"secondary_button_link" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_settings_single_row" CHECK ("homepage_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "promocoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"category" "promotion_category" NOT NULL,
	"program" text NOT NULL,
	"discount" text NOT NULL,
	"valid_until" date NOT NULL,
	"min_purchase" integer,
	"max_bonus" integer,
	"min_transfer" integer,
	"destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"routes" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promocoes_min_purchase_non_negative" CHECK ("promocoes"."min_purchase" is null or "promocoes"."min_purchase" >= 0),
	CONSTRAINT "promocoes_max_bonus_non_negative" CHECK ("promocoes"."max_bonus" is null or "promocoes"."max_bonus" >= 0),
	CONSTRAINT "promocoes_min_transfer_non_negative" CHECK ("promocoes"."min_transfer" is null or "promocoes"."min_transfer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cost_calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"miles_acquired" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"cost_per_thousand_cents" integer DEFAULT 0 NOT NULL,
	"calculation_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_calculations_miles_positive" CHECK ("cost_calculations"."miles_acquired" > 0),
	CONSTRAINT "cost_calculations_amount_non_negative" CHECK ("cost_calculations"."amount_paid_cents" >= 0),
	CONSTRAINT "cost_calculations_cost_non_negative" CHECK ("cost_calculations"."cost_per_thousand_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo" varchar(3),
	"account_number" text,
	"balance" integer DEFAULT 0 NOT NULL,
	"expiration_date" date,
	"pending_bonus" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_programs_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "loyalty_programs_balance_non_negative" CHECK ("loyalty_programs"."balance" >= 0),
	CONSTRAINT "loyalty_programs_pending_bonus_non_negative" CHECK ("loyalty_programs"."pending_bonus" >= 0),
	CONSTRAINT "loyalty_programs_name_present" CHECK (length(btrim("loyalty_programs"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "points_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"type" "transaction_type" NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"transaction_date" date NOT NULL,
	"cost_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_transactions_amount_positive" CHECK ("points_transactions"."amount" > 0),
	CONSTRAINT "points_transactions_cost_non_negative" CHECK ("points_transactions"."cost_cents" is null or "points_transactions"."cost_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_product_access" ADD CONSTRAINT "user_product_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocoes" ADD CONSTRAINT "promocoes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_calculations" ADD CONSTRAINT "cost_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_calculations" ADD CONSTRAINT "cost_calculations_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_user_id_idx" ON "email_confirmation_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_product_access_user_product_key" ON "user_product_access" USING btree ("user_id","product_type");--> statement-breakpoint
CREATE INDEX "user_product_access_created_at_idx" ON "user_product_access" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_lessons_module_order_idx" ON "course_lessons" USING btree ("module_id","order_index");--> statement-breakpoint
CREATE INDEX "course_materials_lesson_created_idx" ON "course_materials" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "course_modules_course_order_idx" ON "course_modules" USING btree ("course_id","order_index");--> statement-breakpoint
CREATE INDEX "courses_status_order_idx" ON "courses" USING btree ("status","order_index");--> statement-breakpoint
CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promocoes_created_at_idx" ON "promocoes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cost_calculations_user_date_idx" ON "cost_calculations" USING btree ("user_id","calculation_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cost_calculations_program_idx" ON "cost_calculations" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "loyalty_programs_user_created_idx" ON "loyalty_programs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_transactions_user_date_idx" ON "points_transactions" USING btree ("user_id","transaction_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_transactions_program_idx" ON "points_transactions" USING btree ("program_id");