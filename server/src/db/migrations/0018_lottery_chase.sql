CREATE TABLE "lottery_chase" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chase_no" text NOT NULL,
	"slip_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"issue_count" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"win_stop" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_chase_chase_no_unique" UNIQUE("chase_no"),
	CONSTRAINT "lottery_chase_slip_id_unique" UNIQUE("slip_id"),
	CONSTRAINT "lottery_chase_status_ck" CHECK ("lottery_chase"."status" in ('running', 'won', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD COLUMN "chase_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD COLUMN "chase_factor" integer;--> statement-breakpoint
ALTER TABLE "lottery_game" ADD COLUMN "max_chase_issues" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_chase" ADD CONSTRAINT "lottery_chase_slip_id_lottery_slip_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase" ADD CONSTRAINT "lottery_chase_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_chase_member_idx" ON "lottery_chase" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "lottery_bet" ADD CONSTRAINT "lottery_bet_chase_id_lottery_chase_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chase"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bet_chase_idx" ON "lottery_bet" USING btree ("chase_id");--> statement-breakpoint
ALTER TABLE "lottery_game" ADD CONSTRAINT "lottery_game_chase_ck" CHECK ("lottery_game"."max_chase_issues" >= 1 and "lottery_game"."max_chase_issues" <= 200);--> statement-breakpoint
UPDATE "lottery_game" SET "max_chase_issues" = 7 WHERE "kind" = 'VN';
