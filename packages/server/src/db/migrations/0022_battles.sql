CREATE TABLE "battle_cases" (
	"battle_id" integer NOT NULL,
	"round" integer NOT NULL,
	"case_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "battle_cases_battle_id_round_pk" PRIMARY KEY("battle_id","round")
);
--> statement-breakpoint
CREATE TABLE "battle_rolls" (
	"battle_id" integer NOT NULL,
	"round" integer NOT NULL,
	"seat" integer NOT NULL,
	"ticket" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_price" bigint NOT NULL,
	"to_seat" integer,
	"inventory_item_id" bigint,
	CONSTRAINT "battle_rolls_battle_id_round_seat_pk" PRIMARY KEY("battle_id","round","seat"),
	CONSTRAINT "battle_rolls_ticket_range" CHECK ("battle_rolls"."ticket" BETWEEN 0 AND 99999)
);
--> statement-breakpoint
CREATE TABLE "battle_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"battle_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"user_id" integer,
	"client_seed" text NOT NULL,
	"cost" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "battle_seats_seat_range" CHECK ("battle_seats"."seat" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"crazy" boolean NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"creator_id" integer NOT NULL,
	"cost" bigint NOT NULL,
	"round_count" integer NOT NULL,
	"lane" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_round" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"public_hash" text NOT NULL,
	"seeds" text,
	"winning_team" integer,
	"tie_index" integer,
	"revealed_rounds" integer DEFAULT 0 NOT NULL,
	"next_reveal_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "battles_chain_position_unique" UNIQUE("chain_id","chain_round"),
	CONSTRAINT "battles_cost_positive" CHECK ("battles"."cost" > 0),
	CONSTRAINT "battles_round_count_range" CHECK ("battles"."round_count" BETWEEN 1 AND 25),
	CONSTRAINT "battles_revealed_range" CHECK ("battles"."revealed_rounds" BETWEEN 0 AND "battles"."round_count")
);
--> statement-breakpoint
ALTER TABLE "battle_cases" ADD CONSTRAINT "battle_cases_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_cases" ADD CONSTRAINT "battle_cases_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_cases" ADD CONSTRAINT "battle_cases_table_id_case_odds_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."case_odds_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rolls" ADD CONSTRAINT "battle_rolls_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rolls" ADD CONSTRAINT "battle_rolls_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_rolls" ADD CONSTRAINT "battle_rolls_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_seats" ADD CONSTRAINT "battle_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_chain_id_fairness_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."fairness_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_seats_taken_unique" ON "battle_seats" USING btree ("battle_id","seat") WHERE "battle_seats"."left_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_seats_player_unique" ON "battle_seats" USING btree ("battle_id","user_id") WHERE "battle_seats"."left_at" IS NULL AND "battle_seats"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "battle_seats_user_idx" ON "battle_seats" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "battles_waiting_lane_unique" ON "battles" USING btree ("lane") WHERE "battles"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "battles_status_idx" ON "battles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "battles_creator_idx" ON "battles" USING btree ("creator_id","status");