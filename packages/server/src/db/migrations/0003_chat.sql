CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text DEFAULT 'message' NOT NULL,
	"text" text NOT NULL,
	"stats" jsonb,
	"balance" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "chat_messages_type_known" CHECK ("chat_messages"."type" IN ('message', 'stats', 'balance')),
	CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") BETWEEN 1 AND 255)
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"muted_by" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chat_quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"item_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"solved_by" integer,
	"solved_at" timestamp with time zone,
	"answer" text,
	"prize_instance_id" bigint,
	CONSTRAINT "chat_quizzes_ends_after_start" CHECK ("chat_quizzes"."ends_at" > "chat_quizzes"."started_at"),
	CONSTRAINT "chat_quizzes_solved_whole" CHECK (("chat_quizzes"."solved_by" IS NULL) = ("chat_quizzes"."solved_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_reason_id_chat_ban_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."chat_ban_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_quizzes" ADD CONSTRAINT "chat_quizzes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_quizzes" ADD CONSTRAINT "chat_quizzes_solved_by_users_id_fk" FOREIGN KEY ("solved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_quizzes" ADD CONSTRAINT "chat_quizzes_prize_instance_id_inventory_items_id_fk" FOREIGN KEY ("prize_instance_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_live_idx" ON "chat_messages" USING btree ("id") WHERE "chat_messages"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_mutes_user_idx" ON "chat_mutes" USING btree ("user_id") WHERE "chat_mutes"."lifted_at" IS NULL;