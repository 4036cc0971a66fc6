CREATE TABLE "wheel_bet_items" (
	"bet_id" bigint NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "wheel_bet_items_bet_id_inventory_item_id_pk" PRIMARY KEY("bet_id","inventory_item_id")
);
--> statement-breakpoint
CREATE TABLE "wheel_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"colour" text NOT NULL,
	"bank" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"payout" bigint,
	"win_inventory_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wheel_bets_bank_positive" CHECK ("wheel_bets"."bank" > 0),
	CONSTRAINT "wheel_bets_colour_known" CHECK ("wheel_bets"."colour" IN ('black', 'red', 'green', 'yellow')),
	CONSTRAINT "wheel_bets_status_known" CHECK ("wheel_bets"."status" IN ('active', 'won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "wheel_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_round" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"public_hash" text NOT NULL,
	"segment" integer NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"total_bank" bigint DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"spin_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "wheel_rounds_chain_round_unique" UNIQUE("chain_id","chain_round"),
	CONSTRAINT "wheel_rounds_phase_known" CHECK ("wheel_rounds"."phase" IN ('betting', 'spinning', 'finished', 'voided')),
	CONSTRAINT "wheel_rounds_segment_range" CHECK ("wheel_rounds"."segment" BETWEEN 0 AND 53),
	CONSTRAINT "wheel_rounds_totals_non_negative" CHECK ("wheel_rounds"."total_bank" >= 0 AND "wheel_rounds"."total_items" >= 0)
);
--> statement-breakpoint
CREATE TABLE "case_odds_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"version" integer NOT NULL,
	"price" bigint NOT NULL,
	"ticket_value_cents" bigint NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_odds_tables_case_version_unique" UNIQUE("case_id","version"),
	CONSTRAINT "case_odds_tables_price_positive" CHECK ("case_odds_tables"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "case_openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"ticket" integer NOT NULL,
	"price" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"item_price" bigint NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_openings_seed_nonce_unique" UNIQUE("seed_id","nonce"),
	CONSTRAINT "case_openings_ticket_range" CHECK ("case_openings"."ticket" BETWEEN 0 AND 99999)
);
--> statement-breakpoint
CREATE TABLE "case_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "case_seeds_nonce_non_negative" CHECK ("case_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"priority" integer NOT NULL,
	"current_table_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "wheel_bet_items" ADD CONSTRAINT "wheel_bet_items_bet_id_wheel_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."wheel_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_bet_items" ADD CONSTRAINT "wheel_bet_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_bets" ADD CONSTRAINT "wheel_bets_round_id_wheel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."wheel_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_bets" ADD CONSTRAINT "wheel_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_bets" ADD CONSTRAINT "wheel_bets_win_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("win_inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_rounds" ADD CONSTRAINT "wheel_rounds_chain_id_fairness_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."fairness_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_rounds" ADD CONSTRAINT "wheel_rounds_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_odds_tables" ADD CONSTRAINT "case_odds_tables_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_openings" ADD CONSTRAINT "case_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_openings" ADD CONSTRAINT "case_openings_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_openings" ADD CONSTRAINT "case_openings_table_id_case_odds_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."case_odds_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_openings" ADD CONSTRAINT "case_openings_seed_id_case_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."case_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_openings" ADD CONSTRAINT "case_openings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_openings" ADD CONSTRAINT "case_openings_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_seeds" ADD CONSTRAINT "case_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wheel_bet_items_item_idx" ON "wheel_bet_items" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "wheel_bets_round_idx" ON "wheel_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "wheel_bets_user_idx" ON "wheel_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "wheel_rounds_phase_idx" ON "wheel_rounds" USING btree ("phase","id");--> statement-breakpoint
CREATE INDEX "case_openings_user_idx" ON "case_openings" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_seeds_active_unique" ON "case_seeds" USING btree ("user_id") WHERE "case_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "case_seeds_user_idx" ON "case_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cases_priority_idx" ON "cases" USING btree ("priority","id");