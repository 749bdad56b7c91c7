CREATE TABLE "agent_move" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"from_upline_id" bigint,
	"to_upline_id" bigint,
	"moved_by" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_accrual" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"earner_id" bigint NOT NULL,
	"bettor_id" bigint NOT NULL,
	"bet_ref" text NOT NULL,
	"game_type" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_e4" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout_id" bigint,
	CONSTRAINT "agent_rebate_accrual_positive" CHECK ("agent_rebate_accrual"."amount_e4" > 0 and "agent_rebate_accrual"."rate_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_payout" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"earner_id" bigint NOT NULL,
	"day" date NOT NULL,
	"accrued_e4" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rate" (
	"member_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rate_member_id_game_type_pk" PRIMARY KEY("member_id","game_type"),
	CONSTRAINT "agent_rebate_rate_range" CHECK ("agent_rebate_rate"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth" CHECK ("agent_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_move" ADD CONSTRAINT "agent_move_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_move" ADD CONSTRAINT "agent_move_from_upline_id_member_id_fk" FOREIGN KEY ("from_upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_move" ADD CONSTRAINT "agent_move_to_upline_id_member_id_fk" FOREIGN KEY ("to_upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_accrual" ADD CONSTRAINT "agent_rebate_accrual_earner_id_member_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_accrual" ADD CONSTRAINT "agent_rebate_accrual_bettor_id_member_id_fk" FOREIGN KEY ("bettor_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_payout" ADD CONSTRAINT "agent_rebate_payout_earner_id_member_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rate" ADD CONSTRAINT "agent_rebate_rate_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_member_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_member_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_move_member_idx" ON "agent_move" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebate_accrual_bet_earner_idx" ON "agent_rebate_accrual" USING btree ("bet_ref","earner_id");--> statement-breakpoint
CREATE INDEX "agent_rebate_accrual_unpaid_idx" ON "agent_rebate_accrual" USING btree ("day","earner_id") WHERE "agent_rebate_accrual"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "agent_rebate_accrual_earner_idx" ON "agent_rebate_accrual" USING btree ("earner_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebate_payout_earner_day_idx" ON "agent_rebate_payout" USING btree ("earner_id","day");--> statement-breakpoint
CREATE INDEX "agent_rebate_payout_day_idx" ON "agent_rebate_payout" USING btree ("day");--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The agent tree (closure table) follows member.upline_id by triggers (hand-written; drizzle-kit
-- cannot express triggers). See docs/decisions.md "Agent tree". Backfill first, from upline_id.
INSERT INTO "agent_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE chain(ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM "member"
  UNION ALL
  SELECT m.upline_id, c.descendant_id, c.depth + 1
    FROM chain c JOIN "member" m ON m.id = c.ancestor_id
   WHERE m.upline_id IS NOT NULL AND c.depth < 1000
)
SELECT ancestor_id, descendant_id, depth FROM chain;
--> statement-breakpoint
-- A new member: itself at depth 0, and every ancestor of its upline one level further.
-- (A set-based insert must insert uplines before their downlines: row triggers fire in row order.)
CREATE OR REPLACE FUNCTION agent_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agent_tree_insert AFTER INSERT ON "member"
  FOR EACH ROW EXECUTE FUNCTION agent_tree_insert();
--> statement-breakpoint
-- A move (upline_id changes): refuse a move under the member itself or its own downline (a cycle),
-- detach the member's subtree from its old ancestors, attach it under the new upline's chain.
CREATE OR REPLACE FUNCTION agent_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_tree_no_cycle';
  END IF;
  DELETE FROM agent_tree t
   USING agent_tree sub, agent_tree up
   WHERE sub.ancestor_id = NEW.id
     AND up.descendant_id = NEW.id AND up.depth > 0
     AND t.descendant_id = sub.descendant_id AND t.ancestor_id = up.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
        FROM agent_tree up CROSS JOIN agent_tree sub
       WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agent_tree_move AFTER UPDATE OF "upline_id" ON "member"
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION agent_tree_move();
