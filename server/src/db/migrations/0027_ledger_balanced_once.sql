-- The zero-sum check of a ledger transaction (0005, deferred to the commit) ran once per entry and
-- summed every entry of the transaction each time: a posting of n entries read n² rows at its
-- commit (a settlement paying 20,000 wallets: 4 × 10^8 rows, over a minute). It now sums a
-- transaction once: after a check passes, the transaction's id is kept in a setting local to the
-- database transaction, and the next check of the same id (its other entries, fired one after
-- another at the commit) has nothing left to do. Every inserted entry clears that setting first,
-- so an entry added after a check (only possible when the checks are made immediate mid-
-- transaction) is checked again with the rest of its transaction.
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  IF current_setting('sorte.ledger_balanced', true) = NEW.transaction_id::text THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero (%)', NEW.transaction_id, total;
  END IF;
  PERFORM set_config('sorte.ledger_balanced', NEW.transaction_id::text, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('sorte.ledger_balanced', '', true);
  UPDATE ledger_account SET balance = balance + NEW.amount
    WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END
$$;
