CREATE TABLE "rg_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"kind" text,
	"period" text,
	"amount" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"days" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone,
	"reopen_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rg_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "rg_limits_positive" CHECK (("rg_limits"."amount" IS NULL OR "rg_limits"."amount" > 0) AND ("rg_limits"."pending_amount" IS NULL OR "rg_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "rg_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_stakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"bet_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "rg_stakes_amount_non_negative" CHECK ("rg_stakes"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rg_events" ADD CONSTRAINT "rg_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusions" ADD CONSTRAINT "rg_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limit_hits" ADD CONSTRAINT "rg_limit_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_players" ADD CONSTRAINT "rg_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_stakes" ADD CONSTRAINT "rg_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_events_user_idx" ON "rg_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "rg_exclusions_user_idx" ON "rg_exclusions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rg_limit_hits_at_idx" ON "rg_limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "rg_stakes_user_placed_idx" ON "rg_stakes" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "rg_stakes_bet_idx" ON "rg_stakes" USING btree ("game","bet_ref");--> statement-breakpoint
CREATE INDEX "rg_stakes_open_idx" ON "rg_stakes" USING btree ("user_id") WHERE "rg_stakes"."settled_at" IS NULL AND "rg_stakes"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "wagers_user_settled_idx" ON "wagers" USING btree ("user_id","settled_at");