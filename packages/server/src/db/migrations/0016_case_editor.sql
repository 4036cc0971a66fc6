ALTER TABLE "case_odds_tables" ADD COLUMN "source" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_odds_tables" ADD COLUMN "published_by" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "case_odds_tables" ADD CONSTRAINT "case_odds_tables_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;