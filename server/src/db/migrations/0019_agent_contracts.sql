CREATE TABLE "agent_contract" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"upline_id" bigint NOT NULL,
	"downline_id" bigint NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"terminated_by" text,
	CONSTRAINT "agent_contract_type" CHECK ("agent_contract"."type" in ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND')),
	CONSTRAINT "agent_contract_status" CHECK ("agent_contract"."status" in ('OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATED')),
	CONSTRAINT "agent_contract_parties" CHECK ("agent_contract"."upline_id" <> "agent_contract"."downline_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_setting" (
	"type" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"max_tiers" integer DEFAULT 5 NOT NULL,
	"max_amount_minor" bigint DEFAULT 0 NOT NULL,
	"max_share_bp" integer DEFAULT 0 NOT NULL,
	"hold_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contract_setting_type" CHECK ("agent_contract_setting"."type" in ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"type" text NOT NULL,
	"holder_id" bigint NOT NULL,
	"upline_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_turnover" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"tier" integer,
	"gross" bigint NOT NULL,
	"downlines_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"adjusted_by" text,
	"adjust_reason" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlement_status" CHECK ("agent_settlement"."status" in ('PENDING', 'PAID')),
	CONSTRAINT "agent_settlement_amount" CHECK ("agent_settlement"."amount" >= 0 and "agent_settlement"."gross" >= 0 and "agent_settlement"."downlines_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"valid_turnover" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_settlement_line_kind" CHECK ("agent_settlement_line"."kind" in ('MEMBER', 'DOWNLINE_CONTRACT'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_downline_id_member_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement" ADD CONSTRAINT "agent_settlement_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement" ADD CONSTRAINT "agent_settlement_holder_id_member_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement" ADD CONSTRAINT "agent_settlement_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_settlement_id_agent_settlement_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."agent_settlement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_line" ADD CONSTRAINT "agent_settlement_line_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_open_idx" ON "agent_contract" USING btree ("downline_id","type") WHERE "agent_contract"."status" in ('OFFERED', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "agent_contract_upline_idx" ON "agent_contract" USING btree ("upline_id","offered_at");--> statement-breakpoint
CREATE INDEX "agent_contract_downline_idx" ON "agent_contract" USING btree ("downline_id","offered_at");--> statement-breakpoint
CREATE INDEX "agent_contract_active_idx" ON "agent_contract" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_contract_period_idx" ON "agent_settlement" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlement_holder_idx" ON "agent_settlement" USING btree ("holder_id","type","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlement_upline_idx" ON "agent_settlement" USING btree ("upline_id","type","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlement_pending_idx" ON "agent_settlement" USING btree ("payable_at") WHERE "agent_settlement"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "agent_settlement_line_settlement_idx" ON "agent_settlement_line" USING btree ("settlement_id","id");--> statement-breakpoint
INSERT INTO "agent_contract_setting" ("type", "enabled", "max_tiers", "max_amount_minor", "max_share_bp", "hold_minutes") VALUES
  ('DAILY_SALARY', false, 5, 0, 0, 0),
  ('HOURLY_SALARY', false, 5, 0, 0, 0),
  ('REALTIME_SALARY', false, 5, 0, 0, 0),
  ('DIVIDEND', false, 5, 0, 0, 0)
ON CONFLICT DO NOTHING;
