CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_expires_at_idx" ON "captcha" USING btree ("expires_at");