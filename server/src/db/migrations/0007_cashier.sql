CREATE TABLE "cashier_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"withdraw_min_minor" bigint NOT NULL,
	"withdraw_max_minor" bigint NOT NULL,
	"withdraw_daily_count" integer NOT NULL,
	"withdraw_fee_fixed_minor" bigint NOT NULL,
	"withdraw_fee_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashier_setting_single" CHECK ("cashier_setting"."id" = 1),
	CONSTRAINT "cashier_setting_range" CHECK ("cashier_setting"."withdraw_min_minor" > 0 and "cashier_setting"."withdraw_min_minor" <= "cashier_setting"."withdraw_max_minor")
);
--> statement-breakpoint
CREATE TABLE "deposit_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	"channel_type" text NOT NULL,
	"channel_name" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"fail_reason" text,
	"gateway_event_id" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_order_status" CHECK ("deposit_order"."status" in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "deposit_order_amounts" CHECK ("deposit_order"."amount_minor" > 0 and "deposit_order"."fee_minor" >= 0 and "deposit_order"."fee_minor" < "deposit_order"."amount_minor" and "deposit_order"."bonus_minor" >= 0),
	CONSTRAINT "deposit_order_paid" CHECK (("deposit_order"."status" = 'PAID') = ("deposit_order"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "gateway_callback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channel" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"gateway" text NOT NULL,
	"name" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"fee_bp" integer DEFAULT 0 NOT NULL,
	"bonus_type" text DEFAULT 'NONE' NOT NULL,
	"bonus_bp" integer DEFAULT 0 NOT NULL,
	"bonus_cap_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_turnover_multiplier" integer DEFAULT 0 NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"expires_minutes" integer DEFAULT 30 NOT NULL,
	"bank" jsonb,
	"usdt" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channel_type" CHECK ("payment_channel"."type" in ('BANK_TRANSFER', 'PIX', 'EWALLET', 'USDT')),
	CONSTRAINT "payment_channel_gateway" CHECK ("payment_channel"."gateway" in ('SANDBOX', 'MANUAL')),
	CONSTRAINT "payment_channel_range" CHECK ("payment_channel"."min_minor" > 0 and "payment_channel"."min_minor" <= "payment_channel"."max_minor"),
	CONSTRAINT "payment_channel_fee" CHECK ("payment_channel"."fee_fixed_minor" >= 0 and "payment_channel"."fee_bp" between 0 and 10000),
	CONSTRAINT "payment_channel_bonus" CHECK ("payment_channel"."bonus_type" in ('NONE', 'PERCENT') and "payment_channel"."bonus_bp" between 0 and 10000 and "payment_channel"."bonus_cap_minor" >= 0 and "payment_channel"."bonus_turnover_multiplier" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"branch" text,
	"account_number" text,
	"pix_key_type" text,
	"pix_key" text,
	"holder_name" text NOT NULL,
	"fingerprint" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_account_type" CHECK ("payout_account"."type" in ('BANK', 'PIX')),
	CONSTRAINT "payout_account_fields" CHECK (("payout_account"."type" = 'BANK' and "payout_account"."account_number" is not null and "payout_account"."bank_code" is not null) or ("payout_account"."type" = 'PIX' and "payout_account"."pix_key" is not null and "payout_account"."pix_key_type" in ('CPF', 'EMAIL', 'PHONE', 'RANDOM')))
);
--> statement-breakpoint
CREATE TABLE "turnover_requirement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"required_minor" bigint NOT NULL,
	"progress_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_requirement_status" CHECK ("turnover_requirement"."status" in ('ACTIVE', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_receipt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"result" text NOT NULL,
	"received_minor" bigint NOT NULL,
	"proof" text,
	"proof_type" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"reject_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"settle_transaction_id" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"receipt_status" text,
	"received_minor" bigint DEFAULT 0 NOT NULL,
	"receipt_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_request_status" CHECK ("withdrawal_request"."status" in ('PENDING_REVIEW', 'APPROVED', 'PAID', 'REJECTED')),
	CONSTRAINT "withdrawal_request_receipt" CHECK ("withdrawal_request"."receipt_status" is null or ("withdrawal_request"."status" = 'PAID' and "withdrawal_request"."receipt_status" in ('RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED', 'FORCED_RECEIVED'))),
	CONSTRAINT "withdrawal_request_amounts" CHECK ("withdrawal_request"."amount_minor" > 0 and "withdrawal_request"."fee_minor" >= 0 and "withdrawal_request"."fee_minor" < "withdrawal_request"."amount_minor" and "withdrawal_request"."received_minor" >= 0 and "withdrawal_request"."received_minor" <= "withdrawal_request"."amount_minor" - "withdrawal_request"."fee_minor")
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_kind";--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_real_only";--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_channel_id_payment_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_account" ADD CONSTRAINT "payout_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requirement" ADD CONSTRAINT "turnover_requirement_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_receipt" ADD CONSTRAINT "withdrawal_receipt_withdrawal_id_withdrawal_request_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_request" ADD CONSTRAINT "withdrawal_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_request" ADD CONSTRAINT "withdrawal_request_payout_account_id_payout_account_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_request" ADD CONSTRAINT "withdrawal_request_reviewed_by_operator_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_no_idx" ON "deposit_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_idempotency_idx" ON "deposit_order" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposit_order_member_idx" ON "deposit_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_order_pending_idx" ON "deposit_order" USING btree ("expires_at") WHERE "deposit_order"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "deposit_order_status_idx" ON "deposit_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_callback_event_idx" ON "gateway_callback" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_account_fingerprint_idx" ON "payout_account" USING btree ("member_id","fingerprint") WHERE "payout_account"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "payout_account_member_idx" ON "payout_account" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirement_source_idx" ON "turnover_requirement" USING btree ("source","reference");--> statement-breakpoint
CREATE INDEX "turnover_requirement_member_idx" ON "turnover_requirement" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "withdrawal_receipt_withdrawal_idx" ON "withdrawal_receipt" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_request_idempotency_idx" ON "withdrawal_request" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawal_request_member_idx" ON "withdrawal_request" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_request_status_idx" ON "withdrawal_request" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_kind" CHECK ("ledger_account"."kind" in ('PLAYER_MAIN', 'PLAYER_VENDOR', 'PLAYER_BONUS', 'PLAYER_POINTS', 'AGENT_COMMISSION', 'HOUSE', 'DEMO_HOUSE', 'GATEWAY_CLEARING', 'WITHDRAW_HOLD'));--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_real_only" CHECK ("ledger_account"."kind" not in ('HOUSE', 'GATEWAY_CLEARING', 'WITHDRAW_HOLD', 'AGENT_COMMISSION') or not "ledger_account"."demo");