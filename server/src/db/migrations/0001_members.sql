CREATE TABLE "login_attempt" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"payment_password_hash" text,
	"account_type" integer DEFAULT 0 NOT NULL,
	"upline_id" bigint,
	"mobile_num" text,
	"country_dialing_code" text,
	"email" text,
	"club_label_name" text DEFAULT '' NOT NULL,
	"club_color" text DEFAULT '' NOT NULL,
	"club_color2" text DEFAULT '' NOT NULL,
	"club_rank_level" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"password_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_status" CHECK ("member"."status" in ('active', 'disabled')),
	CONSTRAINT "member_account_type" CHECK ("member"."account_type" in (0, 1, 2, 4, 41, 42))
);
--> statement-breakpoint
CREATE TABLE "member_label" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"text" text NOT NULL,
	"text_color" text NOT NULL,
	"bg_color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_upline_id_member_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label" ADD CONSTRAINT "member_label_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempt_last_failure_idx" ON "login_attempt" USING btree ("last_failure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_idx" ON "member" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "member_upline_idx" ON "member" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "member_label_member_idx" ON "member_label" USING btree ("member_id","sort");--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");