CREATE TABLE "deposit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"sum" bigint NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"promo_id" integer,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"rate" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text,
	"receipt" text,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_provider_payment_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "deposit_orders_sum_positive" CHECK ("deposit_orders"."sum" > 0 AND "deposit_orders"."bonus" >= 0),
	CONSTRAINT "deposit_orders_status_known" CHECK ("deposit_orders"."status" IN ('pending', 'paid', 'failed', 'review', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" integer,
	"provider_payment_id" text,
	"outcome" text NOT NULL,
	"reason" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"percent" integer,
	"uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"daily_limit" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_known" CHECK ("promo_codes"."kind" IN ('balance', 'deposit')),
	CONSTRAINT "promo_codes_used_within" CHECK ("promo_codes"."used" >= 0 AND "promo_codes"."used" <= "promo_codes"."uses")
);
--> statement-breakpoint
CREATE TABLE "promo_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"deposit_order_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_uses_once" UNIQUE("promo_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trade_gateway_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"user_id" integer NOT NULL,
	"steam_offer_id" text,
	"state" integer NOT NULL,
	"items" jsonb NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"protected_until" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"reverted_at" timestamp with time zone,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_offers_steam_offer_id_unique" UNIQUE("steam_offer_id"),
	CONSTRAINT "trade_offers_direction_known" CHECK ("trade_offers"."direction" IN ('deposit', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "user_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"trade_offer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "user_debts_amount_positive" CHECK ("user_debts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"system" integer,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"inventory_item_id" bigint,
	"status" text DEFAULT 'moderation' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0 AND "withdrawals"."tax" >= 0 AND "withdrawals"."tax" <= "withdrawals"."amount"),
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" IN ('moderation', 'sending', 'completed', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_status_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "protected_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_uses" ADD CONSTRAINT "promo_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offers" ADD CONSTRAINT "trade_offers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_debts" ADD CONSTRAINT "user_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_debts" ADD CONSTRAINT "user_debts_trade_offer_id_trade_offers_id_fk" FOREIGN KEY ("trade_offer_id") REFERENCES "public"."trade_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_user_idx" ON "deposit_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_uses_day_idx" ON "promo_uses" USING btree ("promo_id","used_at");--> statement-breakpoint
CREATE INDEX "trade_offers_user_idx" ON "trade_offers" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_debts_offer_unique" ON "user_debts" USING btree ("trade_offer_id");--> statement-breakpoint
CREATE INDEX "user_debts_user_idx" ON "user_debts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_status_known" CHECK ("inventory_items"."status" IN ('available', 'in_bet', 'withdrawing', 'withdrawn', 'sold', 'lost', 'reverted'));