CREATE TABLE "game_launch_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"adapter" text NOT NULL,
	"game_code" text NOT NULL,
	"language" text NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_vendor" text NOT NULL,
	"game_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"wallet" text DEFAULT '' NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_round_status" CHECK ("game_round"."status" in ('open', 'settled', 'rolled_back')),
	CONSTRAINT "game_round_amounts" CHECK ("game_round"."bet" >= 0 and "game_round"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_transaction" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_row_id" bigint,
	"bet_transaction_id" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'done' NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transaction_kind" CHECK ("provider_transaction"."kind" in ('BET', 'WIN', 'ROLLBACK', 'TOMBSTONE')),
	CONSTRAINT "provider_transaction_state" CHECK ("provider_transaction"."state" in ('active', 'rolled_back', 'won', 'done')),
	CONSTRAINT "provider_transaction_amount" CHECK ("provider_transaction"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_vendor" (
	"code" text PRIMARY KEY NOT NULL,
	"adapter" text NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_vendor_wallet_mode" CHECK ("provider_vendor"."wallet_mode" in ('seamless', 'transfer')),
	CONSTRAINT "provider_vendor_adapter" CHECK ("provider_vendor"."adapter" ~ '^[A-Z0-9_]{1,16}$')
);
--> statement-breakpoint
ALTER TABLE "game_launch_token" ADD CONSTRAINT "game_launch_token_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_token" ADD CONSTRAINT "game_launch_token_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transaction" ADD CONSTRAINT "provider_transaction_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transaction" ADD CONSTRAINT "provider_transaction_ledger_transaction_id_ledger_transaction_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launch_token_member_idx" ON "game_launch_token" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launch_token_expiry_idx" ON "game_launch_token" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_round_key_idx" ON "game_round" USING btree ("vendor","round_id","member_id");--> statement-breakpoint
CREATE INDEX "game_round_member_idx" ON "game_round" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_round_game_idx" ON "game_round" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transaction_key_idx" ON "provider_transaction" USING btree ("vendor","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transaction_bet_idx" ON "provider_transaction" USING btree ("vendor","bet_transaction_id");