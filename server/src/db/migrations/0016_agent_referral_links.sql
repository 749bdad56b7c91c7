CREATE TABLE "agent_referral_link" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"rebate" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_referral_signup" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"link_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_referral_link" ADD CONSTRAINT "agent_referral_link_agent_id_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_referral_signup" ADD CONSTRAINT "agent_referral_signup_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_referral_signup" ADD CONSTRAINT "agent_referral_signup_link_id_agent_referral_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."agent_referral_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_referral_link_code_idx" ON "agent_referral_link" USING btree ("code");--> statement-breakpoint
CREATE INDEX "agent_referral_link_agent_idx" ON "agent_referral_link" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_referral_signup_link_idx" ON "agent_referral_signup" USING btree ("link_id");