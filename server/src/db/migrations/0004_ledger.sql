CREATE TABLE "ledger_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"vendor_code" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_book_key" UNIQUE("id","currency","demo"),
	CONSTRAINT "ledger_account_kind" CHECK ("ledger_account"."kind" in ('PLAYER_MAIN', 'PLAYER_VENDOR', 'PLAYER_BONUS', 'PLAYER_POINTS', 'AGENT_COMMISSION', 'HOUSE', 'DEMO_HOUSE', 'GATEWAY_CLEARING')),
	CONSTRAINT "ledger_account_owner" CHECK (("ledger_account"."kind" in ('PLAYER_MAIN', 'PLAYER_VENDOR', 'PLAYER_BONUS', 'PLAYER_POINTS', 'AGENT_COMMISSION')) = ("ledger_account"."member_id" is not null)),
	CONSTRAINT "ledger_account_vendor" CHECK (("ledger_account"."kind" = 'PLAYER_VENDOR') = ("ledger_account"."vendor_code" <> '')),
	CONSTRAINT "ledger_account_real_only" CHECK ("ledger_account"."kind" not in ('HOUSE', 'GATEWAY_CLEARING', 'AGENT_COMMISSION') or not "ledger_account"."demo"),
	CONSTRAINT "ledger_account_demo_only" CHECK ("ledger_account"."kind" <> 'DEMO_HOUSE' or "ledger_account"."demo"),
	CONSTRAINT "ledger_account_nonnegative" CHECK ("ledger_account"."member_id" is null or "ledger_account"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"currency" text NOT NULL,
	"demo" boolean NOT NULL,
	CONSTRAINT "ledger_entry_amount" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"idempotency_scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"member_id" bigint,
	"reference" text,
	"currency" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transaction_book_key" UNIQUE("id","currency","demo"),
	CONSTRAINT "ledger_transaction_type" CHECK ("ledger_transaction"."type" ~ '^[A-Z][A-Z0-9_]{1,39}$'),
	CONSTRAINT "ledger_transaction_key" CHECK (length("ledger_transaction"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "allow_upline_transfer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_book_fk" FOREIGN KEY ("account_id","currency","demo") REFERENCES "public"."ledger_account"("id","currency","demo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transaction_book_fk" FOREIGN KEY ("transaction_id","currency","demo") REFERENCES "public"."ledger_transaction"("id","currency","demo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transaction" ADD CONSTRAINT "ledger_transaction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_account_owner_idx" ON "ledger_account" USING btree ("kind",coalesce("member_id", 0),"vendor_code","currency");--> statement-breakpoint
CREATE INDEX "ledger_account_member_idx" ON "ledger_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transaction_idx" ON "ledger_entry" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transaction_idempotency_idx" ON "ledger_transaction" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transaction_member_idx" ON "ledger_transaction" USING btree ("member_id","created_at");