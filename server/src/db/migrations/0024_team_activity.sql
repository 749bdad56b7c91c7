CREATE TABLE "team_activity_hour" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_activity_hour_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
CREATE TABLE "team_first_deposit" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_activity_hour" ADD CONSTRAINT "team_activity_hour_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_first_deposit" ADD CONSTRAINT "team_first_deposit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_activity_hour_hour_idx" ON "team_activity_hour" USING btree ("hour","member_id");--> statement-breakpoint
CREATE INDEX "team_first_deposit_created_idx" ON "team_first_deposit" USING btree ("created_at","member_id");--> statement-breakpoint
-- The team overview's rollup (hand-written; drizzle-kit cannot express triggers). See
-- docs/decisions.md "Team overview rollup". Triggers keep team_activity_hour and
-- team_first_deposit in the transaction that writes the facts, whichever module writes them.
-- Hours are UTC hours: date_trunc(..., 'UTC') does not depend on the session's time zone.

-- 1. Registrations: a member row counts in the hour of its created_at.
CREATE OR REPLACE FUNCTION team_activity_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE team_activity_hour SET new_members = new_members - 1
     WHERE member_id = OLD.id AND hour = date_trunc('hour', OLD.created_at, 'UTC');
  END IF;
  INSERT INTO team_activity_hour (member_id, hour, new_members)
    VALUES (NEW.id, date_trunc('hour', NEW.created_at, 'UTC'), 1)
    ON CONFLICT (member_id, hour) DO UPDATE SET new_members = team_activity_hour.new_members + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_activity_member_insert AFTER INSERT ON "member"
  FOR EACH ROW EXECUTE FUNCTION team_activity_member();
--> statement-breakpoint
CREATE TRIGGER team_activity_member_created AFTER UPDATE OF "created_at" ON "member"
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION team_activity_member();
--> statement-breakpoint

-- 2. Rounds (in-house games and provider rounds): a non-demo round counts in the hour of its
--    created_at: one round; its bet and bet - win unless rolled back; its bet as valid turnover once
--    settled. An update (a bet added, a settlement, a rollback or result correction) takes the
--    row's old contribution out and puts the new one in.
CREATE OR REPLACE FUNCTION team_activity_round_apply(r game_round, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF r.demo THEN
    RETURN;
  END IF;
  INSERT INTO team_activity_hour AS h (member_id, hour, rounds, bets, valid_turnover, profit)
    VALUES (
      r.member_id,
      date_trunc('hour', r.created_at, 'UTC'),
      sign,
      sign * CASE WHEN r.status <> 'rolled_back' THEN r.bet ELSE 0 END,
      sign * CASE WHEN r.status = 'settled' THEN r.bet ELSE 0 END,
      sign * CASE WHEN r.status <> 'rolled_back' THEN r.bet - r.win ELSE 0 END
    )
    ON CONFLICT (member_id, hour) DO UPDATE SET
      rounds = h.rounds + EXCLUDED.rounds,
      bets = h.bets + EXCLUDED.bets,
      valid_turnover = h.valid_turnover + EXCLUDED.valid_turnover,
      profit = h.profit + EXCLUDED.profit;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION team_activity_round() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM team_activity_round_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM team_activity_round_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_activity_round_insert AFTER INSERT OR DELETE ON "game_round"
  FOR EACH ROW EXECUTE FUNCTION team_activity_round();
--> statement-breakpoint
CREATE TRIGGER team_activity_round_update AFTER UPDATE OF "member_id", "created_at", "demo", "bet", "win", "status" ON "game_round"
  FOR EACH ROW WHEN (
    (OLD.member_id, OLD.created_at, OLD.demo, OLD.bet, OLD.win, OLD.status)
    IS DISTINCT FROM (NEW.member_id, NEW.created_at, NEW.demo, NEW.bet, NEW.win, NEW.status)
  )
  EXECUTE FUNCTION team_activity_round();
--> statement-breakpoint

-- 3. Money (the ledger is append-only, so inserts only): an entry on a member's real main wallet
--    of a DEPOSIT counts as a deposit, of a WITHDRAW or WITHDRAW_REFUND (negated) as a withdrawal,
--    in the hour of its transaction's created_at. A member's first deposit (earliest created_at,
--    then lowest transaction id) is kept in team_first_deposit; a deposit that turns out earlier
--    than the one recorded replaces it. The entry's account is locked by the posting, so deposits
--    of one member arrive one at a time.
CREATE OR REPLACE FUNCTION team_activity_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acc record;
  tx record;
  first record;
BEGIN
  IF NEW.demo THEN
    RETURN NULL;
  END IF;
  SELECT kind, member_id INTO acc FROM ledger_account WHERE id = NEW.account_id;
  IF acc.kind IS DISTINCT FROM 'PLAYER_MAIN' OR acc.member_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT id, type, created_at INTO tx FROM ledger_transaction WHERE id = NEW.transaction_id;
  IF NOT coalesce(tx.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND'), false) THEN
    RETURN NULL;
  END IF;
  INSERT INTO team_activity_hour AS h (member_id, hour, deposits, withdrawals)
    VALUES (
      acc.member_id,
      date_trunc('hour', tx.created_at, 'UTC'),
      CASE WHEN tx.type = 'DEPOSIT' THEN NEW.amount ELSE 0 END,
      CASE WHEN tx.type = 'DEPOSIT' THEN 0 ELSE -NEW.amount END
    )
    ON CONFLICT (member_id, hour) DO UPDATE SET
      deposits = h.deposits + EXCLUDED.deposits,
      withdrawals = h.withdrawals + EXCLUDED.withdrawals;
  IF tx.type = 'DEPOSIT' THEN
    SELECT transaction_id, created_at INTO first FROM team_first_deposit WHERE member_id = acc.member_id FOR UPDATE;
    IF NOT FOUND THEN
      INSERT INTO team_first_deposit (member_id, transaction_id, created_at, amount)
        VALUES (acc.member_id, tx.id, tx.created_at, NEW.amount);
    ELSIF (tx.created_at, tx.id) < (first.created_at, first.transaction_id) THEN
      UPDATE team_first_deposit SET transaction_id = tx.id, created_at = tx.created_at, amount = NEW.amount
       WHERE member_id = acc.member_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_activity_entry AFTER INSERT ON "ledger_entry"
  FOR EACH ROW EXECUTE FUNCTION team_activity_entry();
--> statement-breakpoint

-- 4. Rebuild from the facts (the backfill below; also the benchmark after its bulk load). Same
--    rules as the triggers, set-based.
CREATE OR REPLACE FUNCTION team_activity_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_activity_hour;
  DELETE FROM team_first_deposit;
  INSERT INTO team_activity_hour
    (member_id, hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals)
  SELECT member_id, hour, sum(new_members), sum(rounds), sum(bets), sum(valid_turnover), sum(profit),
         sum(deposits), sum(withdrawals)
    FROM (
      SELECT id AS member_id, date_trunc('hour', created_at, 'UTC') AS hour, 1 AS new_members, 0 AS rounds,
             0::bigint AS bets, 0::bigint AS valid_turnover, 0::bigint AS profit, 0::bigint AS deposits,
             0::bigint AS withdrawals
        FROM member
      UNION ALL
      SELECT member_id, date_trunc('hour', created_at, 'UTC'), 0, 1,
             CASE WHEN status <> 'rolled_back' THEN bet ELSE 0 END,
             CASE WHEN status = 'settled' THEN bet ELSE 0 END,
             CASE WHEN status <> 'rolled_back' THEN bet - win ELSE 0 END,
             0, 0
        FROM game_round WHERE NOT demo
      UNION ALL
      SELECT a.member_id, date_trunc('hour', x.created_at, 'UTC'), 0, 0, 0, 0, 0,
             CASE WHEN x.type = 'DEPOSIT' THEN e.amount ELSE 0 END,
             CASE WHEN x.type = 'DEPOSIT' THEN 0 ELSE -e.amount END
        FROM ledger_entry e
        JOIN ledger_account a ON a.id = e.account_id AND a.kind = 'PLAYER_MAIN' AND NOT a.demo AND a.member_id IS NOT NULL
        JOIN ledger_transaction x ON x.id = e.transaction_id
       WHERE x.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND')
    ) f
   GROUP BY member_id, hour;
  INSERT INTO team_first_deposit (member_id, transaction_id, created_at, amount)
  SELECT DISTINCT ON (a.member_id) a.member_id, x.id, x.created_at, e.amount
    FROM ledger_entry e
    JOIN ledger_account a ON a.id = e.account_id AND a.kind = 'PLAYER_MAIN' AND NOT a.demo AND a.member_id IS NOT NULL
    JOIN ledger_transaction x ON x.id = e.transaction_id AND x.type = 'DEPOSIT'
   ORDER BY a.member_id, x.created_at, x.id;
END
$$;
--> statement-breakpoint
SELECT team_activity_rebuild();
