CREATE TABLE "inhouse_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint,
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"win_transaction_id" text,
	"platform_bet_tx_id" text,
	"platform_win_tx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "inhouse_round_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "inhouse_round_status_ck" CHECK ("inhouse_round"."status" in ('pending', 'open', 'settled', 'rejected')),
	CONSTRAINT "inhouse_round_bet_ck" CHECK ("inhouse_round"."bet_minor" > 0),
	CONSTRAINT "inhouse_round_win_ck" CHECK ("inhouse_round"."win_minor" is null or "inhouse_round"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inhouse_seed_pair" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "inhouse_seed_pair_game_ck" CHECK ("inhouse_seed_pair"."game" in ('slot', 'dice', 'mines')),
	CONSTRAINT "inhouse_seed_pair_nonce_ck" CHECK ("inhouse_seed_pair"."nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inhouse_round" ADD CONSTRAINT "inhouse_round_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_round" ADD CONSTRAINT "inhouse_round_seed_pair_id_inhouse_seed_pair_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."inhouse_seed_pair"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inhouse_seed_pair" ADD CONSTRAINT "inhouse_seed_pair_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_round_request_uq" ON "inhouse_round" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_round_nonce_uq" ON "inhouse_round" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_round_open_mines_uq" ON "inhouse_round" USING btree ("member_id") WHERE "inhouse_round"."game" = 'mines' and "inhouse_round"."status" in ('pending', 'open');--> statement-breakpoint
CREATE INDEX "inhouse_round_member_game_idx" ON "inhouse_round" USING btree ("member_id","game","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_seed_pair_active_uq" ON "inhouse_seed_pair" USING btree ("member_id","game") WHERE "inhouse_seed_pair"."revealed_at" is null;