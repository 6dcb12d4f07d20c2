CREATE TABLE "spreadsheet_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_sha256" varchar(64) NOT NULL,
	"row_count" integer NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spreadsheet_imports_user_file_key" UNIQUE("user_id","file_sha256"),
	CONSTRAINT "spreadsheet_imports_counts" CHECK ("spreadsheet_imports"."row_count" >= 0 and "spreadsheet_imports"."skipped_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;