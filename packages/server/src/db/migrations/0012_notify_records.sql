CREATE TABLE "payment_notification_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"sender" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"body_bytes" integer NOT NULL,
	"body_sha256" text NOT NULL,
	"body_head" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notification_refusals_window_unique" UNIQUE("provider","reason","sender","window_start"),
	CONSTRAINT "payment_notification_refusals_bounded" CHECK (octet_length("payment_notification_refusals"."body_head") <= 256 AND "payment_notification_refusals"."count" >= 1 AND "payment_notification_refusals"."body_bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "payment_notification_refusals_last_seen_idx" ON "payment_notification_refusals" USING btree ("last_seen_at");