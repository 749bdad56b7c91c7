-- The team overview's money facts (see 0024) per statement instead of per row: a settlement or a
-- payout run posts thousands of ledger entries in one INSERT, and the row trigger looked up each
-- entry's account and transaction one at a time. The statement trigger reads the inserted entries
-- as a set (transition table), joins their accounts and transactions once and adds them up per
-- member and hour. Same rules as before: an entry on a member's real main wallet of a DEPOSIT
-- counts as a deposit, of a WITHDRAW or WITHDRAW_REFUND (negated) as a withdrawal; the earliest
-- deposit (created_at, then transaction id) is the member's first.
DROP TRIGGER IF EXISTS team_activity_entry ON "ledger_entry";
--> statement-breakpoint
DROP FUNCTION IF EXISTS team_activity_entry();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_activity_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH money AS (
    SELECT a.member_id, t.id AS transaction_id, t.type, t.created_at, n.amount
      FROM new_entries n
      JOIN ledger_account a ON a.id = n.account_id
      JOIN ledger_transaction t ON t.id = n.transaction_id
     WHERE NOT n.demo
       AND a.kind = 'PLAYER_MAIN'
       AND a.member_id IS NOT NULL
       AND t.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND')
  ),
  hours AS (
    INSERT INTO team_activity_hour AS h (member_id, hour, deposits, withdrawals)
      SELECT member_id,
             date_trunc('hour', created_at, 'UTC'),
             sum(CASE WHEN type = 'DEPOSIT' THEN amount ELSE 0 END),
             sum(CASE WHEN type = 'DEPOSIT' THEN 0 ELSE -amount END)
        FROM money
       GROUP BY 1, 2
      ON CONFLICT (member_id, hour) DO UPDATE SET
        deposits = h.deposits + EXCLUDED.deposits,
        withdrawals = h.withdrawals + EXCLUDED.withdrawals
    RETURNING 1
  )
  INSERT INTO team_first_deposit AS f (member_id, transaction_id, created_at, amount)
    SELECT DISTINCT ON (member_id) member_id, transaction_id, created_at, amount
      FROM money
     WHERE type = 'DEPOSIT'
     ORDER BY member_id, created_at, transaction_id
    ON CONFLICT (member_id) DO UPDATE SET
      transaction_id = EXCLUDED.transaction_id,
      created_at = EXCLUDED.created_at,
      amount = EXCLUDED.amount
     WHERE (EXCLUDED.created_at, EXCLUDED.transaction_id) < (f.created_at, f.transaction_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_activity_entries AFTER INSERT ON "ledger_entry"
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION team_activity_entries();
