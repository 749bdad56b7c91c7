CREATE TABLE "promotion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_category_value" CHECK ("promotion"."category" in ('new_player', 'deposit', 'daily', 'vip', 'event')),
	CONSTRAINT "promotion_period_order" CHECK ("promotion"."starts_at" is null or "promotion"."ends_at" is null or "promotion"."ends_at" > "promotion"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "payment_channel" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_list_idx" ON "promotion" USING btree ("enabled","category","sort","id");--> statement-breakpoint
CREATE INDEX "provider_transaction_round_idx" ON "provider_transaction" USING btree ("round_row_id");