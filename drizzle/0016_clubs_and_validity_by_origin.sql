CREATE TABLE "club_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"miles_per_month" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"minimum_stay_months" integer DEFAULT 0 NOT NULL,
	"validity_months" integer,
	"transfer_bonus_basis_points" integer DEFAULT 0 NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"checked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_plans_name_present" CHECK (length(btrim("club_plans"."name")) > 0),
	CONSTRAINT "club_plans_source_present" CHECK (length(btrim("club_plans"."source")) > 0),
	CONSTRAINT "club_plans_miles_positive" CHECK ("club_plans"."miles_per_month" > 0),
	CONSTRAINT "club_plans_price_positive" CHECK ("club_plans"."price_cents" > 0),
	CONSTRAINT "club_plans_stay_range" CHECK ("club_plans"."minimum_stay_months" between 0 and 60),
	CONSTRAINT "club_plans_validity_range" CHECK (coalesce("club_plans"."validity_months", 1) between 1 and 240),
	CONSTRAINT "club_plans_bonus_range" CHECK ("club_plans"."transfer_bonus_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "club_postings" (
	"club_id" uuid NOT NULL,
	"billing_on" date NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_postings_pkey" PRIMARY KEY("club_id","billing_on")
);
--> statement-breakpoint
CREATE TABLE "club_prices" (
	"club_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"price_cents" bigint NOT NULL,
	CONSTRAINT "club_prices_pkey" PRIMARY KEY("club_id","effective_from"),
	CONSTRAINT "club_prices_price_positive" CHECK ("club_prices"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"plan_id" uuid,
	"name" text NOT NULL,
	"miles_per_month" integer NOT NULL,
	"billing_day" integer NOT NULL,
	"starts_on" date NOT NULL,
	"minimum_stay_months" integer DEFAULT 0 NOT NULL,
	"validity_months" integer,
	"transfer_bonus_basis_points" integer DEFAULT 0 NOT NULL,
	"next_billing_on" date NOT NULL,
	"paused_since" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_name_present" CHECK (length(btrim("clubs"."name")) > 0),
	CONSTRAINT "clubs_miles_positive" CHECK ("clubs"."miles_per_month" > 0),
	CONSTRAINT "clubs_billing_day_range" CHECK ("clubs"."billing_day" between 1 and 31),
	CONSTRAINT "clubs_stay_range" CHECK ("clubs"."minimum_stay_months" between 0 and 60),
	CONSTRAINT "clubs_validity_range" CHECK (coalesce("clubs"."validity_months", 1) between 1 and 240),
	CONSTRAINT "clubs_bonus_range" CHECK ("clubs"."transfer_bonus_basis_points" between 0 and 10000),
	CONSTRAINT "clubs_ends_after_start" CHECK ("clubs"."ends_on" is null or "clubs"."ends_on" >= "clubs"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "program_catalogue" DROP CONSTRAINT "program_catalogue_validity_range";--> statement-breakpoint
ALTER TABLE "program_catalogue" ADD COLUMN "flight_validity_months" integer;--> statement-breakpoint
ALTER TABLE "club_plans" ADD CONSTRAINT "club_plans_catalogue_id_program_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."program_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_postings" ADD CONSTRAINT "club_postings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_postings" ADD CONSTRAINT "club_postings_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_prices" ADD CONSTRAINT "club_prices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_plan_id_club_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."club_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_plans_catalogue_name_key" ON "club_plans" USING btree ("catalogue_id",lower("name"));--> statement-breakpoint
CREATE INDEX "clubs_user_program_idx" ON "clubs" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "clubs_due_idx" ON "clubs" USING btree ("next_billing_on") WHERE "clubs"."paused_since" is null;--> statement-breakpoint
ALTER TABLE "program_catalogue" ADD CONSTRAINT "program_catalogue_validity_range" CHECK (coalesce("program_catalogue"."purchase_validity_months", 1) between 1 and 240
        and coalesce("program_catalogue"."bonus_validity_months", 1) between 1 and 240
        and coalesce("program_catalogue"."club_validity_months", 1) between 1 and 240
        and coalesce("program_catalogue"."flight_validity_months", 1) between 1 and 240);--> statement-breakpoint
-- Hand-written seed (docs/decisions/042): the validity of flight miles and the club plans found on
-- public pages (docs/members-domain.md, "Clubs", checked November 2026). A plan whose figure
-- sources disagree on says so in its note; admins correct them in /admin.
UPDATE "program_catalogue" SET "flight_validity_months" = 72 WHERE "name" = 'Smiles';--> statement-breakpoint
INSERT INTO "club_plans" ("catalogue_id", "name", "miles_per_month", "price_cents", "minimum_stay_months",
  "validity_months", "transfer_bonus_basis_points", "note", "source", "checked_on")
SELECT catalogue.id, plan.name, plan.miles, plan.price, plan.stay, plan.validity, plan.bonus, plan.note, plan.source, '2026-11-01'
FROM (VALUES
  ('Smiles', 'Clube Smiles 1.000', 1000, 4200, 6, 120, 0, 'R$ 453,60 no plano anual.', 'smiles.com.br/premmia-250325'),
  ('Smiles', 'Clube Smiles 20.000', 20000, 77800, 10, 120, 0, 'Entre R$ 778 e R$ 819 por mês (2021, não confirmado).', 'smiles.com.br/clube-smiles/promo-upgrade-20/29112021'),
  ('Azul Fidelidade', 'Clube Azul 1.000', 1000, 4500, 0, NULL, 1000, 'R$ 42 por mês no plano anual.', 'appspoupanca.com/?p=31756'),
  ('Azul Fidelidade', 'Clube Azul 2.000', 2000, 8000, 0, NULL, 1000, 'R$ 74 por mês no plano anual.', 'appspoupanca.com/?p=31756'),
  ('Azul Fidelidade', 'Clube Azul 5.000', 5000, 18700, 0, NULL, 1000, 'R$ 174 por mês no plano anual.', 'appspoupanca.com/?p=31756'),
  ('Azul Fidelidade', 'Clube Azul 10.000', 10000, 37000, 0, NULL, 2000, 'R$ 344 por mês no plano anual.', 'appspoupanca.com/?p=31756'),
  ('Livelo', 'Clube Livelo 500', 500, 2190, 0, NULL, 0, 'Pontos não vencem enquanto o clube estiver ativo.', 'veja.abril.com.br/economia/como-acumular-mais-pontos-para-trocar-por-recompensas/'),
  ('Livelo', 'Clube Livelo 7.000', 7000, 19990, 0, NULL, 0, 'Preço de 2018 (não confirmado); pontos não vencem enquanto o clube estiver ativo.', 'veja.abril.com.br/economia/como-acumular-mais-pontos-para-trocar-por-recompensas/'),
  ('Esfera', 'Clube Esfera 200', 200, 2790, 0, NULL, 0, NULL, 'passagens.top/?p=30683'),
  ('Esfera', 'Clube Esfera 1.000', 1000, 5490, 0, NULL, 0, NULL, 'passagens.top/?p=30683'),
  ('Esfera', 'Clube Esfera 5.000', 5000, 22990, 0, NULL, 0, NULL, 'passagens.top/?p=30683'),
  ('Esfera', 'Clube Esfera 20.000', 20000, 83990, 0, NULL, 0, NULL, 'passagens.top/?p=30683'),
  ('LATAM Pass', 'Clube LATAM Pass 1.000', 1000, 4290, 0, 36, 0, 'Lista antiga da Multiplus (não confirmada).', 'paginanet.com.br/index.php/mais/economia/clubes-de-pontos-valem-a-pena.html'),
  ('LATAM Pass', 'Clube LATAM Pass 5.000', 5000, 17990, 0, NULL, 0, 'Lista antiga da Multiplus (não confirmada).', 'paginanet.com.br/index.php/mais/economia/clubes-de-pontos-valem-a-pena.html'),
  ('LATAM Pass', 'Clube LATAM Pass 10.000', 10000, 36990, 0, NULL, 0, 'Lista antiga da Multiplus (não confirmada).', 'paginanet.com.br/index.php/mais/economia/clubes-de-pontos-valem-a-pena.html')
) AS plan(program, name, miles, price, stay, validity, bonus, note, source)
JOIN "program_catalogue" catalogue ON catalogue."name" = plan.program;
