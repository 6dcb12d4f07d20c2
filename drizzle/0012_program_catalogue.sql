CREATE TABLE "program_catalogue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"purchase_validity_months" integer,
	"bonus_validity_months" integer,
	"club_validity_months" integer,
	"validity_note" text,
	"minimum_transfer_points" integer,
	"rules_source" text,
	"rules_checked_on" date,
	"reference_low_cents" integer,
	"reference_high_cents" integer,
	"reference_source" text,
	"reference_checked_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_catalogue_name_present" CHECK (length(btrim("program_catalogue"."name")) > 0),
	CONSTRAINT "program_catalogue_kind_valid" CHECK ("program_catalogue"."kind" in ('pontos', 'milhas')),
	CONSTRAINT "program_catalogue_validity_range" CHECK (coalesce("program_catalogue"."purchase_validity_months", 1) between 1 and 240
        and coalesce("program_catalogue"."bonus_validity_months", 1) between 1 and 240
        and coalesce("program_catalogue"."club_validity_months", 1) between 1 and 240),
	CONSTRAINT "program_catalogue_minimum_positive" CHECK (coalesce("program_catalogue"."minimum_transfer_points", 1) > 0),
	CONSTRAINT "program_catalogue_reference_complete" CHECK (("program_catalogue"."reference_low_cents" is null and "program_catalogue"."reference_high_cents" is null)
        or ("program_catalogue"."reference_low_cents" > 0 and "program_catalogue"."reference_high_cents" >= "program_catalogue"."reference_low_cents"
            and "program_catalogue"."reference_source" is not null and "program_catalogue"."reference_checked_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "program_catalogue_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_catalogue_audit_action_valid" CHECK ("program_catalogue_audit"."action" in ('create', 'update'))
);
--> statement-breakpoint
CREATE TABLE "program_catalogue_partners" (
	"source_id" uuid NOT NULL,
	"destination_id" uuid NOT NULL,
	"points_sent" integer NOT NULL,
	"miles_received" integer NOT NULL,
	CONSTRAINT "program_catalogue_partners_pkey" PRIMARY KEY("source_id","destination_id"),
	CONSTRAINT "program_catalogue_partners_not_self" CHECK ("program_catalogue_partners"."source_id" <> "program_catalogue_partners"."destination_id"),
	CONSTRAINT "program_catalogue_partners_ratio_positive" CHECK ("program_catalogue_partners"."points_sent" > 0 and "program_catalogue_partners"."miles_received" > 0)
);
--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD COLUMN "catalogue_id" uuid;--> statement-breakpoint
ALTER TABLE "program_catalogue_audit" ADD CONSTRAINT "program_catalogue_audit_catalogue_id_program_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."program_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_catalogue_audit" ADD CONSTRAINT "program_catalogue_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_catalogue_partners" ADD CONSTRAINT "program_catalogue_partners_source_id_program_catalogue_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."program_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_catalogue_partners" ADD CONSTRAINT "program_catalogue_partners_destination_id_program_catalogue_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."program_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_catalogue_name_key" ON "program_catalogue" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "program_catalogue_audit_entry_created_idx" ON "program_catalogue_audit" USING btree ("catalogue_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "program_catalogue_partners_destination_idx" ON "program_catalogue_partners" USING btree ("destination_id");--> statement-breakpoint
ALTER TABLE "loyalty_programs" ADD CONSTRAINT "loyalty_programs_catalogue_id_program_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."program_catalogue"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_programs_catalogue_idx" ON "loyalty_programs" USING btree ("catalogue_id");--> statement-breakpoint
-- The catalogue's first rows (docs/decisions/034), from the public pages gathered in November 2026:
-- every figure keeps its source and the day it was checked; a figure the sources disagree on says
-- "não confirmado" in its note, and one nobody found is left empty for an admin to fill in. Bands:
-- airline miles bought at up to R$ 18 are cheap, R$ 19-24 usual, R$ 25 or more high; bank points
-- in promotion cost R$ 35-42 before a transfer bonus.
INSERT INTO "program_catalogue" ("name", "kind", "aliases", "purchase_validity_months", "bonus_validity_months",
  "club_validity_months", "validity_note", "minimum_transfer_points", "rules_source", "rules_checked_on",
  "reference_low_cents", "reference_high_cents", "reference_source", "reference_checked_on") VALUES
  ('Smiles', 'milhas', ARRAY['smiles','gol smiles'], 36, 12, 120, '36 meses para milhas que não vêm de voos GOL; 6 anos para milhas de voos GOL; o bônus de algumas promoções de transferência vale 6 meses.', NULL, 'smiles.com.br/novo-programa ; ticobrazileiro.com.br/?p=4273 ; smiles.com.br/premmia-250325', '2026-11-01', 1800, 2400, 'blog.plutoofinance.com/post/vale-a-pena-comprar-milhas-guia-2025', '2026-11-01'),
  ('LATAM Pass', 'milhas', ARRAY['latam pass','latampass','latam','multiplus'], 24, NULL, 36, '24 meses a partir do crédito (regra no Brasil, não confirmada); Gold ou superior sem vencimento desde abril de 2025 enquanto durar a categoria; 36 meses no plano 1.000 do clube (lista antiga, não confirmada).', NULL, 'latam.com/en_us/latam-pass/how-to-earn-points/expiration-of-points/ ; passageirodeprimeira.com/mudancas-no-latam-pass-ja-estao-valendo-relembre-as-novas-regras-e-beneficios ; paginanet.com.br/index.php/mais/economia/clubes-de-pontos-valem-a-pena.html', '2026-11-01', 1800, 2400, 'blog.plutoofinance.com/post/vale-a-pena-comprar-milhas-guia-2025', '2026-11-01'),
  ('Azul Fidelidade', 'milhas', ARRAY['azul fidelidade','tudoazul','tudo azul','azul'], 24, NULL, NULL, 'Possivelmente mais longa para assinantes do clube e do cartão (não confirmado).', NULL, 'destinodicas.com/?p=3512', '2026-11-01', 1800, 2400, 'blog.plutoofinance.com/post/vale-a-pena-comprar-milhas-guia-2025', '2026-11-01'),
  ('Livelo', 'pontos', ARRAY['livelo'], 24, NULL, NULL, 'Pontos do Clube Livelo não vencem enquanto o clube estiver ativo.', NULL, 'unneced.com/validade-dos-pontos-livelo-como-nao-perder-dinheiro-em-2026/all', '2026-11-01', 3500, 4200, 'pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos', '2026-11-01'),
  ('Esfera', 'pontos', ARRAY['esfera'], 24, NULL, NULL, '24 meses para pontos de compras em parceiros (regra geral, não confirmada). Transferência em até 3 dias úteis (24 h no expresso, pago).', 30000, 'passageirodeprimeira.com/esfera-oferece-ate-7-pontos-por-real-gasto-no-ponto-4/', '2026-11-01', 3500, 4200, 'pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos', '2026-11-01'),
  ('TAP Miles&Go', 'milhas', ARRAY['tap','tap miles go','tap miles and go','miles go'], NULL, NULL, NULL, 'Validade e referência de mercado ainda não levantadas.', NULL, NULL, NULL, NULL, NULL, NULL, NULL),
  ('ALL Accor', 'pontos', ARRAY['all accor','accor all','accor'], NULL, NULL, NULL, 'Transfere para a LATAM Pass em blocos de 4.000 pontos. Validade e referência de mercado ainda não levantadas.', NULL, NULL, NULL, NULL, NULL, NULL, NULL);--> statement-breakpoint
-- Bank programs transfer 1:1 to the airlines; ALL Accor 2:1 to LATAM Pass.
INSERT INTO "program_catalogue_partners" ("source_id", "destination_id", "points_sent", "miles_received")
SELECT source.id, destination.id, pair.points_sent, pair.miles_received
FROM (VALUES
  ('Livelo', 'Smiles', 1, 1),
  ('Livelo', 'LATAM Pass', 1, 1),
  ('Livelo', 'Azul Fidelidade', 1, 1),
  ('Livelo', 'TAP Miles&Go', 1, 1),
  ('Esfera', 'Smiles', 1, 1),
  ('Esfera', 'LATAM Pass', 1, 1),
  ('Esfera', 'Azul Fidelidade', 1, 1),
  ('Esfera', 'TAP Miles&Go', 1, 1),
  ('ALL Accor', 'LATAM Pass', 2, 1)
) AS pair(source_name, destination_name, points_sent, miles_received)
JOIN "program_catalogue" source ON source.name = pair.source_name
JOIN "program_catalogue" destination ON destination.name = pair.destination_name;--> statement-breakpoint
-- A program name as matching reads it, the rule of normalizeProgramName
-- (src/shared/domain/flights/airline-programs.ts): no accents, lower case, runs of anything but
-- letters and digits as one space.
CREATE FUNCTION program_name_key(program_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(lower(translate(program_name, 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN')), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
-- The catalogue entry a typed program name means, as programLook matches brands
-- (src/shared/domain/wallet/program-brands.ts): the whole name, or its first words, is the entry's
-- name or one of its aliases; the longest match wins. Used here for existing programs and by
-- createProgram when a caller names no entry.
CREATE FUNCTION program_catalogue_match(program_name text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT entry.id
  FROM program_catalogue entry
  CROSS JOIN LATERAL unnest(array_append(entry.aliases, entry.name)) AS alias(value)
  WHERE program_name_key(program_name) = program_name_key(alias.value)
     OR program_name_key(program_name) LIKE program_name_key(alias.value) || ' %'
  ORDER BY length(program_name_key(alias.value)) DESC, entry.name
  LIMIT 1
$$;--> statement-breakpoint
UPDATE "loyalty_programs" SET "catalogue_id" = program_catalogue_match("name") WHERE "catalogue_id" IS NULL;
