DROP TABLE "ledger_entries" CASCADE;--> statement-breakpoint
-- The balance's statement, as the old table showed it: one row per transfer that moved a user's
-- `available` account, signed, with the balance after it.
CREATE VIEW "ledger_entries" AS
  SELECT t.id, a.user_id, -t.amount AS delta, t.kind, t.reference, t.debit_balance_after AS balance_after,
    t.idempotency_key, t.created_at
  FROM "transfers" t JOIN "accounts" a ON a.id = t.debit_account_id
  WHERE a.type = 'available'
  UNION ALL
  SELECT t.id, a.user_id, t.amount, t.kind, t.reference, t.credit_balance_after, t.idempotency_key, t.created_at
  FROM "transfers" t JOIN "accounts" a ON a.id = t.credit_account_id
  WHERE a.type = 'available';
