ALTER TYPE "public"."notification_kind" ADD VALUE 'cpf_place_freed';--> statement-breakpoint
CREATE TABLE "cpf_limit_rules" (
	"catalogue_id" uuid PRIMARY KEY NOT NULL,
	"limit" integer NOT NULL,
	"window" text NOT NULL,
	"counts" text NOT NULL,
	"wait_days" integer DEFAULT 0 NOT NULL,
	"infants_exempt" boolean DEFAULT false NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"checked_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpf_limit_rules_limit_positive" CHECK ("cpf_limit_rules"."limit" between 1 and 1000),
	CONSTRAINT "cpf_limit_rules_window_valid" CHECK ("cpf_limit_rules"."window" in ('calendar_year', 'rolling_12_months', 'fixed_list')),
	CONSTRAINT "cpf_limit_rules_counts_valid" CHECK ("cpf_limit_rules"."counts" in ('person', 'ticket')),
	CONSTRAINT "cpf_limit_rules_list_counts_people" CHECK ("cpf_limit_rules"."window" <> 'fixed_list' or "cpf_limit_rules"."counts" = 'person'),
	CONSTRAINT "cpf_limit_rules_wait_range" CHECK ("cpf_limit_rules"."wait_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"birth_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "beneficiaries_user_cpf_key" UNIQUE("user_id","cpf"),
	CONSTRAINT "beneficiaries_cpf_digits" CHECK ("beneficiaries"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "beneficiaries_name_present" CHECK (length(btrim("beneficiaries"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "holders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"is_member" boolean DEFAULT false NOT NULL,
	"name" text,
	"cpf" varchar(11),
	"birth_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holders_id_user_key" UNIQUE("id","user_id"),
	CONSTRAINT "holders_user_cpf_key" UNIQUE("user_id","cpf"),
	CONSTRAINT "holders_cpf_digits" CHECK ("holders"."cpf" is null or "holders"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "holders_name_present" CHECK ("holders"."is_member" or length(btrim(coalesce("holders"."name", ''))) > 0),
	CONSTRAINT "holders_other_has_cpf" CHECK ("holders"."is_member" or "holders"."cpf" is not null)
);
--> statement-breakpoint
CREATE TABLE "cpf_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"added_on" date NOT NULL,
	"removed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpf_list_entries_dates" CHECK ("cpf_list_entries"."removed_on" is null or "cpf_list_entries"."removed_on" >= "cpf_list_entries"."added_on")
);
--> statement-breakpoint
CREATE TABLE "redemption_passengers" (
	"redemption_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"holder_id" uuid,
	"beneficiary_id" uuid,
	CONSTRAINT "redemption_passengers_pkey" PRIMARY KEY("redemption_id","position"),
	CONSTRAINT "redemption_passengers_one_person" CHECK (("redemption_passengers"."holder_id" is null) <> ("redemption_passengers"."beneficiary_id" is null))
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departure_on" date NOT NULL,
	"return_on" date,
	"cabin" text NOT NULL,
	"taxes_cents" bigint DEFAULT 0 NOT NULL,
	"cash_price_cents" bigint,
	"booking_code" text,
	"note" text,
	"confirmed_over_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_airports" CHECK ("redemptions"."origin" ~ '^[A-Z]{3}$' and "redemptions"."destination" ~ '^[A-Z]{3}$'),
	CONSTRAINT "redemptions_distinct_airports" CHECK ("redemptions"."origin" <> "redemptions"."destination"),
	CONSTRAINT "redemptions_return_after" CHECK ("redemptions"."return_on" is null or "redemptions"."return_on" >= "redemptions"."departure_on"),
	CONSTRAINT "redemptions_money_non_negative" CHECK ("redemptions"."taxes_cents" >= 0 and coalesce("redemptions"."cash_price_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_source_valid";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_type_valid";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_source_type_consistent";--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "personal_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Nullable until every existing program has its member's holder (the end of this file).
ALTER TABLE "loyalty_programs" ADD COLUMN "holder_id" uuid DEFAULT null;--> statement-breakpoint
ALTER TABLE "cpf_limit_rules" ADD CONSTRAINT "cpf_limit_rules_catalogue_id_program_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."program_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holders" ADD CONSTRAINT "holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpf_list_entries" ADD CONSTRAINT "cpf_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpf_list_entries" ADD CONSTRAINT "cpf_list_entries_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpf_list_entries" ADD CONSTRAINT "cpf_list_entries_beneficiary_fk" FOREIGN KEY ("beneficiary_id","user_id") REFERENCES "public"."beneficiaries"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_passengers" ADD CONSTRAINT "redemption_passengers_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_passengers" ADD CONSTRAINT "redemption_passengers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_passengers" ADD CONSTRAINT "redemption_passengers_holder_fk" FOREIGN KEY ("holder_id","user_id") REFERENCES "public"."holders"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_passengers" ADD CONSTRAINT "redemption_passengers_beneficiary_fk" FOREIGN KEY ("beneficiary_id","user_id") REFERENCES "public"."beneficiaries"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_id_wallet_entries_id_fk" FOREIGN KEY ("id") REFERENCES "public"."wallet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_program_owner_fk" FOREIGN KEY ("program_id","user_id") REFERENCES "public"."loyalty_programs"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_user_name_idx" ON "beneficiaries" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "holders_one_member_idx" ON "holders" USING btree ("user_id") WHERE "holders"."is_member";--> statement-breakpoint
CREATE INDEX "holders_user_created_idx" ON "holders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cpf_list_entries_program_idx" ON "cpf_list_entries" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cpf_list_entries_open_key" ON "cpf_list_entries" USING btree ("program_id","beneficiary_id") WHERE "cpf_list_entries"."removed_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_passengers_holder_key" ON "redemption_passengers" USING btree ("redemption_id","holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemption_passengers_beneficiary_key" ON "redemption_passengers" USING btree ("redemption_id","beneficiary_id");--> statement-breakpoint
CREATE INDEX "redemption_passengers_holder_idx" ON "redemption_passengers" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "redemption_passengers_beneficiary_idx" ON "redemption_passengers" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "redemptions_user_departure_idx" ON "redemptions" USING btree ("user_id","departure_on" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "redemptions_program_idx" ON "redemptions" USING btree ("program_id");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_holder_owner_fk" FOREIGN KEY ("holder_id","user_id") REFERENCES "public"."holders"("id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_programs_holder_idx" ON "loyalty_programs" USING btree ("holder_id");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_source_valid" CHECK ("wallet_entries"."source" in ('accumulation', 'transaction', 'transfer', 'correction', 'redemption'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_type_valid" CHECK ("wallet_entries"."type" in ('accumulation', 'usage', 'transfer', 'bonus', 'expiration', 'correction', 'redemption'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_source_type_consistent" CHECK (case "wallet_entries"."source"
        when 'accumulation' then "wallet_entries"."type" = 'accumulation' and "wallet_entries"."miles" > 0 and "wallet_entries"."amount_paid_cents" is not null
        when 'correction' then "wallet_entries"."type" = 'correction'
        when 'transfer' then "wallet_entries"."type" in ('transfer', 'bonus') and "wallet_entries"."transfer_id" is not null
        when 'redemption' then "wallet_entries"."type" = 'redemption' and "wallet_entries"."miles" < 0 and "wallet_entries"."amount_paid_cents" is null
        else "wallet_entries"."type" not in ('correction', 'redemption') and "wallet_entries"."amount_paid_cents" is null end);--> statement-breakpoint
-- The member's own holder (docs/decisions/039), for every existing account, then every program
-- belongs to its member's holder before the column becomes NOT NULL.
INSERT INTO "holders" ("user_id", "is_member") SELECT "id", true FROM "users";--> statement-breakpoint
UPDATE "loyalty_programs" SET "holder_id" = "holders"."id" FROM "holders"
  WHERE "holders"."user_id" = "loyalty_programs"."user_id" AND "holders"."is_member";--> statement-breakpoint
ALTER TABLE "loyalty_programs" ALTER COLUMN "holder_id" SET NOT NULL;--> statement-breakpoint
-- Every account made from now on gets its own holder in the same statement, whatever made it
-- (signup, the CLI, the demo seed, a test or the bench writing rows directly).
CREATE FUNCTION create_member_holder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO holders (user_id, is_member) VALUES (NEW.id, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_member_holder AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION create_member_holder();--> statement-breakpoint
-- A program written without a holder is the member's own, set before NOT NULL is checked.
CREATE FUNCTION default_program_holder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.holder_id IS NULL THEN
    SELECT id INTO NEW.holder_id FROM holders WHERE user_id = NEW.user_id AND is_member;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER loyalty_programs_member_holder BEFORE INSERT ON loyalty_programs FOR EACH ROW EXECUTE FUNCTION default_program_holder();--> statement-breakpoint
-- Each airline's CPF limit (docs/members-domain.md, "Beneficiary (CPF) limits"), from the public
-- pages gathered in November 2026; a figure the sources disagree on is in the row's note.
INSERT INTO "cpf_limit_rules" ("catalogue_id", "limit", "window", "counts", "wait_days", "infants_exempt", "note", "source", "checked_on")
SELECT entry.id, rule.place_limit, rule.place_window, rule.counts, rule.wait_days, rule.infants_exempt, rule.note, rule.source, '2026-11-01'
FROM (VALUES
  ('Smiles', 25, 'calendar_year', 'person', 0, false, NULL, 'pontospravoar.com/como-funciona-limitacao-cpf-emissao-passagens-pontos ; cartoesdecredito.me/milhas/limite-de-cpf-azul-fidelidade-latam-pass-e-smiles-2024'),
  ('LATAM Pass', 24, 'rolling_12_months', 'ticket', 0, false, 'A LATAM conta cada bilhete emitido para terceiros: dois bilhetes para a mesma pessoa ocupam dois lugares (guias antigos contavam pessoas distintas).', 'cartoesdecredito.me/milhas/bomba-alteracao-no-limite-de-cpfs-do-latam-pass ; mestredasmilhas.com/posicionamento-da-latam-sobre-limitacao-de-emissao-de-passagens-premio'),
  ('Azul Fidelidade', 5, 'fixed_list', 'person', 30, true, 'Regra de 2020 (5 beneficiários; a carência era de 60 dias). Desde abril de 2024 o número cresce com a categoria (5 a 8, não confirmado).', 'cartoesdecredito.me/milhas/limite-de-cpf-azul-fidelidade-latam-pass-e-smiles-2024 ; passageirodeprimeira.com/mais-novidades-por-ai-azul-aumenta-numero-de-beneficiarios-validade-de-pontos-e-anuncia-novas-mudancas/'),
  ('TAP Miles&Go', 10, 'calendar_year', 'person', 0, false, NULL, 'cartoesdecredito.me/milhas/limite-de-cpf-azul-fidelidade-latam-pass-e-smiles-2024')
) AS rule(program_name, place_limit, place_window, counts, wait_days, infants_exempt, note, source)
JOIN "program_catalogue" entry ON entry.name = rule.program_name;
