CREATE TABLE "lottery_feed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"poll_seconds" integer DEFAULT 60 NOT NULL,
	"timeout_ms" integer DEFAULT 5000 NOT NULL,
	"region_codes" jsonb NOT NULL,
	"province_codes" jsonb NOT NULL,
	"last_poll_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error_code" text,
	"last_error_detail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_feed_one_ck" CHECK ("lottery_feed"."id" = 1),
	CONSTRAINT "lottery_feed_values_ck" CHECK ("lottery_feed"."poll_seconds" between 10 and 86400 and "lottery_feed"."timeout_ms" between 100 and 60000)
);
--> statement-breakpoint
CREATE TABLE "lottery_feed_result" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issue_id" bigint NOT NULL,
	"digest" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"entry_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_feed_result_issue_digest_uq" UNIQUE("issue_id","digest"),
	CONSTRAINT "lottery_feed_result_outcome_ck" CHECK ("lottery_feed_result"."outcome" in ('entered', 'same', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "lottery_feed_result" ADD CONSTRAINT "lottery_feed_result_issue_id_lottery_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_feed_result" ADD CONSTRAINT "lottery_feed_result_entry_id_lottery_result_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."lottery_result_entry"("id") ON DELETE no action ON UPDATE no action;