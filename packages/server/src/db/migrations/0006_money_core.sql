CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "accounts_user_non_negative" CHECK ("accounts"."user_id" IS NULL OR "accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"debit_balance_after" bigint NOT NULL,
	"credit_balance_after" bigint NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_two_accounts" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "wagers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"bet_ref" text NOT NULL,
	"round_id" integer,
	"user_id" integer NOT NULL,
	"stake_items" bigint DEFAULT 0 NOT NULL,
	"stake_money" bigint DEFAULT 0 NOT NULL,
	"payout_items" bigint DEFAULT 0 NOT NULL,
	"payout_money" bigint DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"multiplier" integer,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wagers_game_bet_unique" UNIQUE("game","bet_ref"),
	CONSTRAINT "wagers_amounts_non_negative" CHECK ("wagers"."stake_items" >= 0 AND "wagers"."stake_money" >= 0 AND "wagers"."payout_items" >= 0 AND "wagers"."payout_money" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cashback_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagers" ADD CONSTRAINT "wagers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE INDEX "transfers_created_idx" ON "transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wagers_settled_idx" ON "wagers" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "wagers_user_idx" ON "wagers" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_held_non_negative" CHECK ("users"."held" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_not_own_referrer" CHECK ("users"."referrer_id" IS NULL OR "users"."referrer_id" <> "users"."id");--> statement-breakpoint
-- Data: carry the single-entry ledger into the double-entry accounts (issue 13). Nothing is lost:
-- every ledger row becomes one transfer with the same id, kind, reference, time and user balance
-- after it, against the house account its kind belongs to; users.balance and users.cashback stay
-- exactly what they were.
INSERT INTO "accounts" ("code", "type") VALUES
  ('house:game:crash', 'game:crash'), ('house:game:wheel', 'game:wheel'), ('house:game:cases', 'game:cases'),
  ('house:commission', 'commission'), ('house:storehouse', 'storehouse'), ('house:marketing', 'marketing'),
  ('house:bonus_pot', 'bonus_pot'), ('house:clearing:manual', 'clearing:manual'),
  ('house:clearing:freekassa', 'clearing:freekassa'), ('house:clearing:yoomoney', 'clearing:yoomoney'),
  ('house:clearing:nowpayments', 'clearing:nowpayments'), ('house:clearing:card', 'clearing:card');
--> statement-breakpoint
INSERT INTO "accounts" ("code", "user_id", "type")
SELECT 'user:' || u.id || ':' || t.type, u.id, t.type
FROM "users" u CROSS JOIN (VALUES ('available'), ('held'), ('cashback')) AS t(type);
--> statement-breakpoint
UPDATE "users" SET "referral_code" = substr(md5(random()::text || id::text || clock_timestamp()::text), 1, 10);
--> statement-breakpoint
INSERT INTO "transfers" ("id", "kind", "debit_account_id", "credit_account_id", "amount",
  "debit_balance_after", "credit_balance_after", "reference", "idempotency_key", "created_at")
SELECT l.id, l.kind,
  CASE WHEN l.delta > 0 THEN h.id ELSE a.id END,
  CASE WHEN l.delta > 0 THEN a.id ELSE h.id END,
  abs(l.delta),
  CASE WHEN l.delta > 0 THEN 0 ELSE l.balance_after END,
  CASE WHEN l.delta > 0 THEN l.balance_after ELSE 0 END,
  l.reference, COALESCE(l.idempotency_key, 'migrated:ledger_entry:' || l.id), l.created_at
FROM "ledger_entries" l
JOIN "accounts" a ON a.code = 'user:' || l.user_id || ':available'
JOIN "accounts" h ON h.code = CASE
  WHEN l.kind IN ('storehouse_buy', 'storehouse_sell') THEN 'house:storehouse'
  WHEN l.kind IN ('bet', 'win', 'refund', 'crash_win_remainder') THEN 'house:game:crash'
  WHEN l.kind IN ('deposit', 'withdrawal') THEN 'house:clearing:manual'
  ELSE 'house:marketing' END;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('transfers', 'id'), GREATEST((SELECT max("id") FROM "transfers"), 1));
--> statement-breakpoint
-- A balance the old ledger did not explain (never expected: only a hand-made change) is kept and
-- explained. A chain that did not start at zero gets an opening transfer before the user's first
-- row: its id is minus the user id, so every account's chain still reads in id order.
INSERT INTO "transfers" ("id", "kind", "debit_account_id", "credit_account_id", "amount",
  "debit_balance_after", "credit_balance_after", "reference", "idempotency_key", "created_at")
SELECT -o.user_id, 'adjustment',
  CASE WHEN o.opening > 0 THEN h.id ELSE a.id END,
  CASE WHEN o.opening > 0 THEN a.id ELSE h.id END,
  abs(o.opening),
  CASE WHEN o.opening > 0 THEN 0 ELSE o.opening END,
  CASE WHEN o.opening > 0 THEN o.opening ELSE 0 END,
  'migration', 'migrated:opening:' || o.user_id, o.created_at
FROM (
  SELECT DISTINCT ON (l.user_id) l.user_id, l.balance_after - l.delta AS opening, l.created_at
  FROM "ledger_entries" l ORDER BY l.user_id, l.id
) o
JOIN "accounts" a ON a.code = 'user:' || o.user_id || ':available'
JOIN "accounts" h ON h.code = 'house:marketing'
WHERE o.opening <> 0;
--> statement-breakpoint
-- What was changed by hand after the last row (or with no row at all): one adjustment at the end.
INSERT INTO "transfers" ("kind", "debit_account_id", "credit_account_id", "amount",
  "debit_balance_after", "credit_balance_after", "reference", "idempotency_key")
SELECT 'adjustment',
  CASE WHEN d.diff > 0 THEN h.id ELSE a.id END,
  CASE WHEN d.diff > 0 THEN a.id ELSE h.id END,
  abs(d.diff),
  CASE WHEN d.diff > 0 THEN 0 ELSE d.balance END,
  CASE WHEN d.diff > 0 THEN d.balance ELSE 0 END,
  'migration', 'migrated:reconcile:' || d.id
FROM (
  SELECT u.id, u.balance, u.balance - COALESCE(
    (SELECT l.balance_after FROM "ledger_entries" l WHERE l.user_id = u.id ORDER BY l.id DESC LIMIT 1), 0) AS diff
  FROM "users" u
) d
JOIN "accounts" a ON a.code = 'user:' || d.id || ':available'
JOIN "accounts" h ON h.code = 'house:marketing'
WHERE d.diff <> 0;
--> statement-breakpoint
-- Cashback was a column outside the ledger: it arrives in each player's cashback account.
INSERT INTO "transfers" ("kind", "debit_account_id", "credit_account_id", "amount",
  "debit_balance_after", "credit_balance_after", "reference", "idempotency_key")
SELECT 'cashback_accrual', h.id, a.id, u.cashback, 0, u.cashback, 'migration', 'migrated:cashback:' || u.id
FROM "users" u
JOIN "accounts" a ON a.code = 'user:' || u.id || ':cashback'
JOIN "accounts" h ON h.code = 'house:marketing'
WHERE u.cashback > 0;
--> statement-breakpoint
-- The house side's balance after each migrated transfer: a running sum per house account.
WITH moves AS (
  SELECT t.id, t.debit_account_id AS account_id, -t.amount AS delta, 'debit' AS side
  FROM "transfers" t JOIN "accounts" a ON a.id = t.debit_account_id WHERE a.user_id IS NULL
  UNION ALL
  SELECT t.id, t.credit_account_id, t.amount, 'credit'
  FROM "transfers" t JOIN "accounts" a ON a.id = t.credit_account_id WHERE a.user_id IS NULL
), running AS (
  SELECT id, side, sum(delta) OVER (PARTITION BY account_id ORDER BY id) AS balance_after FROM moves
)
UPDATE "transfers" t SET
  "debit_balance_after" = CASE WHEN r.side = 'debit' THEN r.balance_after ELSE t.debit_balance_after END,
  "credit_balance_after" = CASE WHEN r.side = 'credit' THEN r.balance_after ELSE t.credit_balance_after END
FROM running r WHERE r.id = t.id;
--> statement-breakpoint
UPDATE "accounts" a SET "balance" =
  COALESCE((SELECT sum(t.amount) FROM "transfers" t WHERE t.credit_account_id = a.id), 0)
  - COALESCE((SELECT sum(t.amount) FROM "transfers" t WHERE t.debit_account_id = a.id), 0);
