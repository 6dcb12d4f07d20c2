DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "user_product_access_created_at_idx";--> statement-breakpoint
DROP INDEX "courses_created_at_idx";--> statement-breakpoint
DROP INDEX "promocoes_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_product_access_created_at_idx" ON "user_product_access" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "promocoes_created_at_idx" ON "promocoes" USING btree ("created_at" DESC NULLS FIRST);