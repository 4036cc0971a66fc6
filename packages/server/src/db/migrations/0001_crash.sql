CREATE TABLE "fairness_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"anchor" text NOT NULL,
	"next_round" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairness_chains_anchor_unique" UNIQUE("anchor"),
	CONSTRAINT "fairness_chains_length_positive" CHECK ("fairness_chains"."length" > 0),
	CONSTRAINT "fairness_chains_next_round_in_range" CHECK ("fairness_chains"."next_round" BETWEEN 1 AND "fairness_chains"."length" + 1)
);
--> statement-breakpoint
CREATE TABLE "crash_bet_items" (
	"bet_id" bigint NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "crash_bet_items_bet_id_inventory_item_id_pk" PRIMARY KEY("bet_id","inventory_item_id")
);
--> statement-breakpoint
CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bank" bigint NOT NULL,
	"auto_withdraw" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cashed_out_at" timestamp with time zone,
	"cashed_out_multiplier" integer,
	"payout" bigint,
	"win_inventory_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_bank_positive" CHECK ("crash_bets"."bank" > 0),
	CONSTRAINT "crash_bets_status_known" CHECK ("crash_bets"."status" IN ('active', 'won', 'lost', 'refunded')),
	CONSTRAINT "crash_bets_auto_withdraw_range" CHECK ("crash_bets"."auto_withdraw" = 0 OR "crash_bets"."auto_withdraw" BETWEEN 121 AND 999999)
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_round" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"public_hash" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"crash_point" integer NOT NULL,
	"phase" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "crash_rounds_chain_round_unique" UNIQUE("chain_id","chain_round"),
	CONSTRAINT "crash_rounds_phase_known" CHECK ("crash_rounds"."phase" IN ('waiting', 'running', 'crashed', 'voided')),
	CONSTRAINT "crash_rounds_crash_point_range" CHECK ("crash_rounds"."crash_point" BETWEEN 100 AND 999999)
);
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_status_known";--> statement-breakpoint
ALTER TABLE "crash_bet_items" ADD CONSTRAINT "crash_bet_items_bet_id_crash_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."crash_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bet_items" ADD CONSTRAINT "crash_bet_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_win_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("win_inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_fairness_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."fairness_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fairness_chains_game_idx" ON "fairness_chains" USING btree ("game","id");--> statement-breakpoint
CREATE INDEX "crash_bet_items_item_idx" ON "crash_bet_items" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "crash_bets_round_idx" ON "crash_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "crash_bets_user_idx" ON "crash_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "crash_rounds_phase_idx" ON "crash_rounds" USING btree ("phase","id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_status_known" CHECK ("inventory_items"."status" IN ('available', 'in_bet', 'withdrawing', 'withdrawn', 'sold', 'lost'));