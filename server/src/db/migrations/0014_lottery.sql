CREATE TABLE "lottery_bet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"play_type" text NOT NULL,
	"numbers" text[] NOT NULL,
	"selection" text NOT NULL,
	"multiplier" integer NOT NULL,
	"unit_stake_minor" bigint NOT NULL,
	"stake_units" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds_centi" integer NOT NULL,
	"demo" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hits" integer,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bet_status_ck" CHECK ("lottery_bet"."status" in ('open', 'won', 'lost', 'cancelled', 'void')),
	CONSTRAINT "lottery_bet_amounts_ck" CHECK ("lottery_bet"."multiplier" >= 1 and "lottery_bet"."unit_stake_minor" > 0 and "lottery_bet"."stake_minor" > 0 and "lottery_bet"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"issue_id" bigint NOT NULL,
	"play_type" text NOT NULL,
	"selection" text NOT NULL,
	"liability_minor" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_issue_id_play_type_selection_pk" PRIMARY KEY("issue_id","play_type","selection"),
	CONSTRAINT "lottery_exposure_ck" CHECK ("lottery_exposure"."liability_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure_cap" (
	"game_code" text NOT NULL,
	"play_type" text NOT NULL,
	"cap_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_exposure_cap_game_code_play_type_pk" PRIMARY KEY("game_code","play_type"),
	CONSTRAINT "lottery_exposure_cap_ck" CHECK ("lottery_exposure_cap"."cap_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_game" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"region" text,
	"province" text,
	"interval_minutes" integer,
	"group_code" text NOT NULL,
	"name" text NOT NULL,
	"close_seconds" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_game_kind_ck" CHECK ("lottery_game"."kind" in ('VN', 'ELOTT_VN', 'ELOTT_SSC', 'ELOTT_K3')),
	CONSTRAINT "lottery_game_close_ck" CHECK ("lottery_game"."close_seconds" >= 0 and "lottery_game"."close_seconds" <= 86400)
);
--> statement-breakpoint
CREATE TABLE "lottery_issue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"issue_no" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"seed_revealed_at" timestamp with time zone,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"settled_version" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"unrecovered_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_issue_game_no_uq" UNIQUE("game_code","issue_no"),
	CONSTRAINT "lottery_issue_status_ck" CHECK ("lottery_issue"."status" in ('open', 'drawn', 'settled', 'void')),
	CONSTRAINT "lottery_issue_times_ck" CHECK ("lottery_issue"."opens_at" <= "lottery_issue"."closes_at" and "lottery_issue"."closes_at" <= "lottery_issue"."draw_at"),
	CONSTRAINT "lottery_issue_versions_ck" CHECK ("lottery_issue"."settled_version" <= "lottery_issue"."result_version")
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"prize_mode" text NOT NULL,
	"group_code" text NOT NULL,
	"play_type" text NOT NULL,
	"selection" text DEFAULT '' NOT NULL,
	"odds_centi" integer NOT NULL,
	"stake_units" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_odds_prize_mode_group_code_play_type_selection_pk" PRIMARY KEY("prize_mode","group_code","play_type","selection"),
	CONSTRAINT "lottery_odds_values_ck" CHECK ("lottery_odds"."odds_centi" > 0 and "lottery_odds"."stake_units" >= 1)
);
--> statement-breakpoint
CREATE TABLE "lottery_result_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issue_id" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"source" text DEFAULT 'operator' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entered_by" bigint,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" bigint,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "lottery_result_entry_status_ck" CHECK ("lottery_result_entry"."status" in ('pending', 'confirmed', 'rejected')),
	CONSTRAINT "lottery_result_entry_four_eyes_ck" CHECK ("lottery_result_entry"."confirmed_by" is null or "lottery_result_entry"."confirmed_by" <> "lottery_result_entry"."entered_by")
);
--> statement-breakpoint
CREATE TABLE "lottery_slip" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"prize_mode" text NOT NULL,
	"currency" text NOT NULL,
	"demo" boolean NOT NULL,
	"total_minor" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_slip_slip_no_unique" UNIQUE("slip_no"),
	CONSTRAINT "lottery_slip_key_uq" UNIQUE("member_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind";--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_real_only";--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_slip_id_lottery_slip_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_issue_id_lottery_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_issue_id_lottery_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issue" ADD CONSTRAINT "lottery_issue_game_code_lottery_game_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_game"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entry" ADD CONSTRAINT "lottery_result_entry_issue_id_lottery_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entry" ADD CONSTRAINT "lottery_result_entry_entered_by_operator_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entry" ADD CONSTRAINT "lottery_result_entry_confirmed_by_operator_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slip" ADD CONSTRAINT "lottery_slip_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bet_issue_idx" ON "lottery_bet" USING btree ("issue_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bet_member_idx" ON "lottery_bet" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_bet_slip_idx" ON "lottery_bet" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "lottery_issue_draw_idx" ON "lottery_issue" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_issue_game_draw_idx" ON "lottery_issue" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_entry_pending_uq" ON "lottery_result_entry" USING btree ("issue_id") WHERE "lottery_result_entry"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lottery_slip_member_idx" ON "lottery_slip" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind" CHECK ("ledger_account"."kind" in ('PLAYER_MAIN', 'PLAYER_VENDOR', 'PLAYER_BONUS', 'PLAYER_POINTS', 'AGENT_COMMISSION', 'HOUSE', 'DEMO_HOUSE', 'GATEWAY_CLEARING', 'WITHDRAW_HOLD', 'LOTTERY_HOUSE'));--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_real_only" CHECK ("ledger_account"."kind" not in ('HOUSE', 'GATEWAY_CLEARING', 'WITHDRAW_HOLD', 'AGENT_COMMISSION', 'LOTTERY_HOUSE') or not "ledger_account"."demo");