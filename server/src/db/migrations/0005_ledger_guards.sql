-- Ledger guards (hand-written; drizzle-kit cannot express triggers). See docs/architecture.md
-- "Ledger" and docs/decisions.md. Triggers, not REVOKE: the application connects as the tables'
-- owner (PGlite has a single superuser; PostgreSQL deployments usually do too), and an owner or
-- superuser is not bound by REVOKE, whereas triggers apply to every role. Disabling them takes a
-- deliberate ALTER TABLE ... DISABLE TRIGGER by the owner.

-- 1. Balances change only through entries: inserting an entry adds its amount to its account
--    (the CHECK ledger_account_nonnegative refuses a member account below zero) and records the
--    balance right after it in the entry.
CREATE OR REPLACE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_account SET balance = balance + NEW.amount
    WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_apply BEFORE INSERT ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_apply();
--> statement-breakpoint

-- 2. An account's balance is never written directly (only by trigger 1, one trigger level deep),
--    and an account never changes owner, kind, wallet, currency or demo flag.
CREATE OR REPLACE FUNCTION ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger_account.balance changes only through ledger_entry inserts';
  END IF;
  IF (NEW.id, NEW.kind, NEW.member_id, NEW.vendor_code, NEW.currency, NEW.demo)
     IS DISTINCT FROM (OLD.id, OLD.kind, OLD.member_id, OLD.vendor_code, OLD.currency, OLD.demo) THEN
    RAISE EXCEPTION 'ledger accounts are immutable except for their balance';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_account_guard BEFORE UPDATE ON ledger_account
  FOR EACH ROW EXECUTE FUNCTION ledger_account_guard();
--> statement-breakpoint

-- 3. Append-only: entries and transactions are never updated, deleted or truncated.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_append_only BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transaction_append_only BEFORE UPDATE OR DELETE ON ledger_transaction
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transaction_no_truncate BEFORE TRUNCATE ON ledger_transaction
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_account_no_truncate BEFORE TRUNCATE ON ledger_account
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint

-- 4. Every transaction sums to zero, checked at commit (deferred), so a transaction's entries may
--    be inserted in any order but can never be committed unbalanced.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero (%)', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
