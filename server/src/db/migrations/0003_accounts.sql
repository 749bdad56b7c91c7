CREATE TABLE "agent_affiliate_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"agent_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_check_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_outbox_channel" CHECK ("message_outbox"."channel" in ('sms', 'mail'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_code_channel" CHECK ("verification_code"."channel" in ('sms', 'mail'))
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "avatar" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "referral_code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8)) NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "qq_num" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "line" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "zalo" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "wechat" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "recommender_id" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_url" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_method" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_domain" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "register_ip" text;--> statement-breakpoint
ALTER TABLE "agent_affiliate_code" ADD CONSTRAINT "agent_affiliate_code_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_affiliate_code_code_idx" ON "agent_affiliate_code" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "agent_affiliate_code_agent_idx" ON "agent_affiliate_code" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "bot_check_used_expires_idx" ON "bot_check_used" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "message_outbox_created_idx" ON "message_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_recipient_idx" ON "message_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_token_member_idx" ON "password_reset_token" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_recipient_idx" ON "verification_code" USING btree ("channel","recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_ip_idx" ON "verification_code" USING btree ("channel","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_referral_code_idx" ON "member" USING btree ("referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_idx" ON "member" USING btree ("country_dialing_code","mobile_num") WHERE "member"."mobile_num" is not null;--> statement-breakpoint
CREATE INDEX "member_register_ip_idx" ON "member" USING btree ("register_ip","created_at");--> statement-breakpoint
-- E-mail addresses are stored lower-cased from now on.
UPDATE "member" SET "email" = lower("email") WHERE "email" IS NOT NULL;
