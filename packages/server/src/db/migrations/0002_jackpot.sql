CREATE TABLE "jackpot_bet_items" (
	"bet_id" bigint NOT NULL,
	"inventory_item_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "jackpot_bet_items_bet_id_inventory_item_id_pk" PRIMARY KEY("bet_id","inventory_item_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bank" bigint NOT NULL,
	"ticket_from" bigint NOT NULL,
	"ticket_to" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_bets_round_ticket_unique" UNIQUE("round_id","ticket_from"),
	CONSTRAINT "jackpot_bets_bank_positive" CHECK ("jackpot_bets"."bank" > 0),
	CONSTRAINT "jackpot_bets_tickets_are_cents" CHECK ("jackpot_bets"."ticket_from" >= 1 AND "jackpot_bets"."ticket_to" - "jackpot_bets"."ticket_from" + 1 = "jackpot_bets"."bank")
);
--> statement-breakpoint
CREATE TABLE "jackpot_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_round" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"public_hash" text NOT NULL,
	"phase" text DEFAULT 'waiting' NOT NULL,
	"total_bank" bigint DEFAULT 0 NOT NULL,
	"total_tickets" bigint DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"betting_ends_at" timestamp with time zone,
	"spin_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"winning_ticket" bigint,
	"winner_user_id" integer,
	"winner_bet_id" bigint,
	"commission_cents" bigint,
	"win_cents" bigint,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "jackpot_rounds_chain_round_unique" UNIQUE("chain_id","chain_round"),
	CONSTRAINT "jackpot_rounds_phase_known" CHECK ("jackpot_rounds"."phase" IN ('waiting', 'betting', 'spinning', 'finished', 'voided')),
	CONSTRAINT "jackpot_rounds_tickets_are_cents" CHECK ("jackpot_rounds"."total_tickets" = "jackpot_rounds"."total_bank" AND "jackpot_rounds"."total_bank" >= 0),
	CONSTRAINT "jackpot_rounds_total_items_non_negative" CHECK ("jackpot_rounds"."total_items" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jackpot_bet_items" ADD CONSTRAINT "jackpot_bet_items_bet_id_jackpot_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."jackpot_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_bet_items" ADD CONSTRAINT "jackpot_bet_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_bets" ADD CONSTRAINT "jackpot_bets_round_id_jackpot_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."jackpot_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_bets" ADD CONSTRAINT "jackpot_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_rounds" ADD CONSTRAINT "jackpot_rounds_chain_id_fairness_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."fairness_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_rounds" ADD CONSTRAINT "jackpot_rounds_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_rounds" ADD CONSTRAINT "jackpot_rounds_winner_bet_id_jackpot_bets_id_fk" FOREIGN KEY ("winner_bet_id") REFERENCES "public"."jackpot_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_rounds" ADD CONSTRAINT "jackpot_rounds_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_bet_items_item_idx" ON "jackpot_bet_items" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "jackpot_bets_user_idx" ON "jackpot_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_rounds_phase_idx" ON "jackpot_rounds" USING btree ("phase","id");