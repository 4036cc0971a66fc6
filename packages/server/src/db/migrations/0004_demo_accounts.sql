ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_caps_skeleton" text;--> statement-breakpoint
CREATE INDEX "users_name_skeleton_idx" ON "users" USING btree ("name_skeleton");--> statement-breakpoint
CREATE INDEX "users_name_caps_skeleton_idx" ON "users" USING btree ("name_caps_skeleton");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_demo_is_keyed" CHECK (NOT "users"."is_demo" OR ("users"."demo_key" IS NOT NULL AND "users"."steam_id" IS NULL));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_demo_role_valid" CHECK ("users"."demo_role" IS NULL OR ("users"."is_demo" AND "users"."demo_role" IN ('admin', 'moderator')));