CREATE TABLE "team_agent_active_gap" (
	"agent_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"gap" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_agent_active_gap_agent_id_hour_gap_pk" PRIMARY KEY("agent_id","hour","gap")
);
--> statement-breakpoint
CREATE TABLE "team_agent_active_month" (
	"agent_id" bigint NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"member_id" bigint NOT NULL,
	"hours" bit(744) NOT NULL,
	CONSTRAINT "team_agent_active_month_agent_id_month_member_id_pk" PRIMARY KEY("agent_id","month","member_id")
);
--> statement-breakpoint
CREATE TABLE "team_agent_hour" (
	"agent_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_agent_hour_agent_id_hour_pk" PRIMARY KEY("agent_id","hour")
);
--> statement-breakpoint
ALTER TABLE "team_activity_hour" ADD COLUMN "active_gap" smallint;--> statement-breakpoint
ALTER TABLE "team_agent_active_gap" ADD CONSTRAINT "team_agent_active_gap_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_agent_active_month" ADD CONSTRAINT "team_agent_active_month_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_agent_hour" ADD CONSTRAINT "team_agent_hour_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_round_created_idx" ON "game_round" USING btree ("created_at");--> statement-breakpoint
-- The team overview per agent (hand-written; drizzle-kit cannot express triggers). See
-- docs/decisions.md "Team overview rollup". 0024 keeps one row per member and UTC hour; reading a
-- month of a team of 10^5 joined 165,000 of them with 10^5 closure rows. Here every change of a
-- member's row is carried to each of its ancestors (agent_tree, depth > 0) in the same
-- transaction, so a period of an agent is read from O(hours) rows:
--   team_agent_hour        the sums per agent and hour, and the team's first deposits;
--   team_agent_active_gap  per agent, hour and gap (1..24, hours since the member's previous hour
--                          of play, capped): a day's distinct active members are a sum over it;
--   team_agent_active_month per agent, UTC month and member who played: the hours it played, for
--                          the distinct active members of a period longer than a day.
-- A move in the tree (agent_tree rows deleted and inserted) takes the moved members' rows out of
-- their old ancestors' totals and adds them to the new ones'. team_activity_rebuild() recomputes
-- everything set-based (the backfill below); while it runs (sorte.team_rebuild = 'on' in its
-- transaction) the row triggers stand aside.

-- Sums: add one member-hour's change to every ancestor of the member, in ancestor order.
CREATE OR REPLACE FUNCTION team_agent_hour_add(
  p_member bigint, p_hour timestamptz, p_new_members integer, p_rounds integer, p_bets bigint,
  p_valid bigint, p_profit bigint, p_deposits bigint, p_withdrawals bigint, p_first integer, p_first_amount bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO team_agent_hour AS a
    (agent_id, hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals, first_deposits, first_deposit_amount)
  SELECT t.ancestor_id, p_hour, p_new_members, p_rounds, p_bets, p_valid, p_profit, p_deposits, p_withdrawals, p_first, p_first_amount
    FROM agent_tree t
   WHERE t.descendant_id = p_member AND t.depth > 0
   ORDER BY t.ancestor_id
  ON CONFLICT (agent_id, hour) DO UPDATE SET
    new_members = a.new_members + EXCLUDED.new_members,
    rounds = a.rounds + EXCLUDED.rounds,
    bets = a.bets + EXCLUDED.bets,
    valid_turnover = a.valid_turnover + EXCLUDED.valid_turnover,
    profit = a.profit + EXCLUDED.profit,
    deposits = a.deposits + EXCLUDED.deposits,
    withdrawals = a.withdrawals + EXCLUDED.withdrawals,
    first_deposits = a.first_deposits + EXCLUDED.first_deposits,
    first_deposit_amount = a.first_deposit_amount + EXCLUDED.first_deposit_amount
$$;
--> statement-breakpoint
-- Gaps: one member-hour of play with gap p_gap counted (p_sign 1) or taken out (-1) for every ancestor.
CREATE OR REPLACE FUNCTION team_agent_gap_add(p_member bigint, p_hour timestamptz, p_gap smallint, p_sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO team_agent_active_gap AS x (agent_id, hour, gap, members)
  SELECT t.ancestor_id, p_hour, p_gap, p_sign
    FROM agent_tree t
   WHERE t.descendant_id = p_member AND t.depth > 0
   ORDER BY t.ancestor_id
  ON CONFLICT (agent_id, hour, gap) DO UPDATE SET members = x.members + EXCLUDED.members
$$;
--> statement-breakpoint
-- The member started or stopped having play in p_hour (or its row went): recompute the gaps of its
-- hours of play from p_hour to 24 hours later (only those can change), move the changed ones in
-- the ancestors' gap counts, and set or clear the hour's bit in the ancestors' month rows.
CREATE OR REPLACE FUNCTION team_active_refresh(p_member bigint, p_hour timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_month timestamptz := date_trunc('month', p_hour, 'UTC');
  v_bit integer := (extract(epoch FROM p_hour - date_trunc('month', p_hour, 'UTC')) / 3600)::integer;
BEGIN
  FOR r IN
    SELECT w.hour, w.old_gap, w.new_gap
      FROM (
        SELECT a.hour, a.active_gap AS old_gap,
               CASE WHEN a.rounds > 0 THEN least(24, coalesce(
                 extract(epoch FROM a.hour - lag(a.hour) OVER (PARTITION BY a.rounds > 0 ORDER BY a.hour)) / 3600, 24))::smallint
               END AS new_gap
          FROM team_activity_hour a
         WHERE a.member_id = p_member
           AND a.hour >= p_hour - interval '24 hours' AND a.hour <= p_hour + interval '24 hours'
      ) w
     WHERE w.hour >= p_hour AND w.old_gap IS DISTINCT FROM w.new_gap
  LOOP
    UPDATE team_activity_hour SET active_gap = r.new_gap WHERE member_id = p_member AND hour = r.hour;
    IF r.old_gap IS NOT NULL THEN
      PERFORM team_agent_gap_add(p_member, r.hour, r.old_gap, -1);
    END IF;
    IF r.new_gap IS NOT NULL THEN
      PERFORM team_agent_gap_add(p_member, r.hour, r.new_gap, 1);
    END IF;
  END LOOP;
  IF EXISTS (SELECT 1 FROM team_activity_hour WHERE member_id = p_member AND hour = p_hour AND rounds > 0) THEN
    INSERT INTO team_agent_active_month AS x (agent_id, month, member_id, hours)
    SELECT t.ancestor_id, v_month, p_member, set_bit(B'0'::bit(744), v_bit, 1)
      FROM agent_tree t
     WHERE t.descendant_id = p_member AND t.depth > 0
     ORDER BY t.ancestor_id
    ON CONFLICT (agent_id, month, member_id) DO UPDATE SET hours = set_bit(x.hours, v_bit, 1);
  ELSE
    UPDATE team_agent_active_month x SET hours = set_bit(x.hours, v_bit, 0)
      FROM agent_tree t
     WHERE t.descendant_id = p_member AND t.depth > 0
       AND x.agent_id = t.ancestor_id AND x.month = v_month AND x.member_id = p_member;
    DELETE FROM team_agent_active_month x
     USING agent_tree t
     WHERE t.descendant_id = p_member AND t.depth > 0
       AND x.agent_id = t.ancestor_id AND x.month = v_month AND x.member_id = p_member
       AND x.hours = B'0'::bit(744);
  END IF;
END
$$;
--> statement-breakpoint
-- A member-hour row changed (the 0024 triggers upsert it by its key, which never changes): carry
-- the difference to the ancestors; when the hour gained or lost its play, refresh the active counts.
CREATE OR REPLACE FUNCTION team_agent_member_hour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sorte.team_rebuild', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM team_agent_hour_add(NEW.member_id, NEW.hour, NEW.new_members, NEW.rounds, NEW.bets, NEW.valid_turnover,
                                NEW.profit, NEW.deposits, NEW.withdrawals, 0, 0);
    IF NEW.rounds > 0 THEN
      PERFORM team_active_refresh(NEW.member_id, NEW.hour);
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM team_agent_hour_add(NEW.member_id, NEW.hour, NEW.new_members - OLD.new_members, NEW.rounds - OLD.rounds,
                                NEW.bets - OLD.bets, NEW.valid_turnover - OLD.valid_turnover, NEW.profit - OLD.profit,
                                NEW.deposits - OLD.deposits, NEW.withdrawals - OLD.withdrawals, 0, 0);
    IF (OLD.rounds > 0) <> (NEW.rounds > 0) THEN
      PERFORM team_active_refresh(NEW.member_id, NEW.hour);
    END IF;
  ELSE
    PERFORM team_agent_hour_add(OLD.member_id, OLD.hour, -OLD.new_members, -OLD.rounds, -OLD.bets, -OLD.valid_turnover,
                                -OLD.profit, -OLD.deposits, -OLD.withdrawals, 0, 0);
    IF OLD.active_gap IS NOT NULL THEN
      PERFORM team_agent_gap_add(OLD.member_id, OLD.hour, OLD.active_gap, -1);
    END IF;
    IF OLD.rounds > 0 THEN
      PERFORM team_active_refresh(OLD.member_id, OLD.hour);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_agent_member_hour AFTER INSERT OR DELETE ON "team_activity_hour"
  FOR EACH ROW EXECUTE FUNCTION team_agent_member_hour();
--> statement-breakpoint
CREATE TRIGGER team_agent_member_hour_update
  AFTER UPDATE OF "new_members", "rounds", "bets", "valid_turnover", "profit", "deposits", "withdrawals" ON "team_activity_hour"
  FOR EACH ROW EXECUTE FUNCTION team_agent_member_hour();
--> statement-breakpoint
-- A member's first deposit recorded, replaced or removed: move it in the ancestors' hours.
CREATE OR REPLACE FUNCTION team_agent_first_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sorte.team_rebuild', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM team_agent_hour_add(OLD.member_id, date_trunc('hour', OLD.created_at, 'UTC'), 0, 0, 0, 0, 0, 0, 0, -1, -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM team_agent_hour_add(NEW.member_id, date_trunc('hour', NEW.created_at, 'UTC'), 0, 0, 0, 0, 0, 0, 0, 1, NEW.amount);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_agent_first_deposit AFTER INSERT OR UPDATE OR DELETE ON "team_first_deposit"
  FOR EACH ROW EXECUTE FUNCTION team_agent_first_deposit();
--> statement-breakpoint
-- A link of the closure table added (registration, or a move attaching a subtree under new
-- ancestors) or removed (a move detaching it, a member deleted): add the descendant's whole
-- history to the ancestor's rows, or take it out. An ancestor being deleted loses its rows by
-- cascade and is skipped.
CREATE OR REPLACE FUNCTION team_agent_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l agent_tree;
  s integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    l := NEW;
    s := 1;
  ELSE
    l := OLD;
    s := -1;
  END IF;
  IF l.depth = 0 OR NOT EXISTS (SELECT 1 FROM member WHERE id = l.ancestor_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO team_agent_hour AS a
    (agent_id, hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals, first_deposits, first_deposit_amount)
  SELECT l.ancestor_id, f.hour, s * sum(f.new_members), s * sum(f.rounds), s * sum(f.bets), s * sum(f.valid_turnover),
         s * sum(f.profit), s * sum(f.deposits), s * sum(f.withdrawals), s * sum(f.first_deposits), s * sum(f.first_deposit_amount)
    FROM (
      SELECT hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals,
             0 AS first_deposits, 0::bigint AS first_deposit_amount
        FROM team_activity_hour WHERE member_id = l.descendant_id
      UNION ALL
      SELECT date_trunc('hour', created_at, 'UTC'), 0, 0, 0, 0, 0, 0, 0, 1, amount
        FROM team_first_deposit WHERE member_id = l.descendant_id
    ) f
   GROUP BY f.hour
  ON CONFLICT (agent_id, hour) DO UPDATE SET
    new_members = a.new_members + EXCLUDED.new_members,
    rounds = a.rounds + EXCLUDED.rounds,
    bets = a.bets + EXCLUDED.bets,
    valid_turnover = a.valid_turnover + EXCLUDED.valid_turnover,
    profit = a.profit + EXCLUDED.profit,
    deposits = a.deposits + EXCLUDED.deposits,
    withdrawals = a.withdrawals + EXCLUDED.withdrawals,
    first_deposits = a.first_deposits + EXCLUDED.first_deposits,
    first_deposit_amount = a.first_deposit_amount + EXCLUDED.first_deposit_amount;
  INSERT INTO team_agent_active_gap AS x (agent_id, hour, gap, members)
  SELECT l.ancestor_id, hour, active_gap, s
    FROM team_activity_hour
   WHERE member_id = l.descendant_id AND active_gap IS NOT NULL
  ON CONFLICT (agent_id, hour, gap) DO UPDATE SET members = x.members + EXCLUDED.members;
  IF s > 0 THEN
    INSERT INTO team_agent_active_month AS x (agent_id, month, member_id, hours)
    SELECT l.ancestor_id, date_trunc('month', hour, 'UTC'), l.descendant_id,
           bit_or(set_bit(B'0'::bit(744), (extract(epoch FROM hour - date_trunc('month', hour, 'UTC')) / 3600)::integer, 1))
      FROM team_activity_hour
     WHERE member_id = l.descendant_id AND rounds > 0
     GROUP BY 2
    ON CONFLICT (agent_id, month, member_id) DO UPDATE SET hours = x.hours | EXCLUDED.hours;
  ELSE
    DELETE FROM team_agent_active_month
     WHERE agent_id = l.ancestor_id AND member_id = l.descendant_id
       AND month IN (SELECT date_trunc('month', hour, 'UTC') FROM team_activity_hour WHERE member_id = l.descendant_id AND rounds > 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_agent_link AFTER INSERT OR DELETE ON "agent_tree"
  FOR EACH ROW EXECUTE FUNCTION team_agent_link();
--> statement-breakpoint
-- Rebuild from the facts: 0024's member rows (now with their gaps), then the per-agent tables
-- through the closure table, set-based, with the row triggers standing aside.
CREATE OR REPLACE FUNCTION team_activity_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('sorte.team_rebuild', 'on', true);
  DELETE FROM team_agent_hour;
  DELETE FROM team_agent_active_gap;
  DELETE FROM team_agent_active_month;
  DELETE FROM team_activity_hour;
  DELETE FROM team_first_deposit;
  INSERT INTO team_activity_hour
    (member_id, hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals, active_gap)
  SELECT g.member_id, g.hour, g.new_members, g.rounds, g.bets, g.valid_turnover, g.profit, g.deposits, g.withdrawals,
         CASE WHEN g.rounds > 0 THEN least(24, coalesce(
           extract(epoch FROM g.hour - lag(g.hour) OVER (PARTITION BY g.member_id, g.rounds > 0 ORDER BY g.hour)) / 3600, 24))::smallint
         END
    FROM (
      SELECT member_id, hour, sum(new_members) AS new_members, sum(rounds) AS rounds, sum(bets) AS bets,
             sum(valid_turnover) AS valid_turnover, sum(profit) AS profit, sum(deposits) AS deposits,
             sum(withdrawals) AS withdrawals
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
       GROUP BY member_id, hour
    ) g;
  INSERT INTO team_first_deposit (member_id, transaction_id, created_at, amount)
  SELECT DISTINCT ON (a.member_id) a.member_id, x.id, x.created_at, e.amount
    FROM ledger_entry e
    JOIN ledger_account a ON a.id = e.account_id AND a.kind = 'PLAYER_MAIN' AND NOT a.demo AND a.member_id IS NOT NULL
    JOIN ledger_transaction x ON x.id = e.transaction_id AND x.type = 'DEPOSIT'
   ORDER BY a.member_id, x.created_at, x.id;
  INSERT INTO team_agent_hour
    (agent_id, hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals, first_deposits, first_deposit_amount)
  SELECT t.ancestor_id, f.hour, sum(f.new_members), sum(f.rounds), sum(f.bets), sum(f.valid_turnover), sum(f.profit),
         sum(f.deposits), sum(f.withdrawals), sum(f.first_deposits), sum(f.first_deposit_amount)
    FROM (
      SELECT member_id, hour, new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals,
             0 AS first_deposits, 0::bigint AS first_deposit_amount
        FROM team_activity_hour
      UNION ALL
      SELECT member_id, date_trunc('hour', created_at, 'UTC'), 0, 0, 0, 0, 0, 0, 0, 1, amount
        FROM team_first_deposit
    ) f
    JOIN agent_tree t ON t.descendant_id = f.member_id AND t.depth > 0
   GROUP BY t.ancestor_id, f.hour;
  INSERT INTO team_agent_active_gap (agent_id, hour, gap, members)
  SELECT t.ancestor_id, h.hour, h.active_gap, count(*)
    FROM team_activity_hour h
    JOIN agent_tree t ON t.descendant_id = h.member_id AND t.depth > 0
   WHERE h.active_gap IS NOT NULL
   GROUP BY t.ancestor_id, h.hour, h.active_gap;
  INSERT INTO team_agent_active_month (agent_id, month, member_id, hours)
  SELECT t.ancestor_id, date_trunc('month', h.hour, 'UTC'), h.member_id,
         bit_or(set_bit(B'0'::bit(744), (extract(epoch FROM h.hour - date_trunc('month', h.hour, 'UTC')) / 3600)::integer, 1))
    FROM team_activity_hour h
    JOIN agent_tree t ON t.descendant_id = h.member_id AND t.depth > 0
   WHERE h.rounds > 0
   GROUP BY t.ancestor_id, 2, h.member_id;
  PERFORM set_config('sorte.team_rebuild', '', true);
END
$$;
--> statement-breakpoint
SELECT team_activity_rebuild();
