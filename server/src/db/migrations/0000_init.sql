CREATE TABLE "announcement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_type" CHECK ("announcement"."type" in ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"image_url" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"merchant_code" text NOT NULL,
	"lottery_type" text NOT NULL,
	"device" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" text[] NOT NULL,
	"default_game_language" text NOT NULL,
	"prize_modes" text[] NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"license_text" text DEFAULT '' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL,
	"gtag_id" text,
	"image_cdns" text[] NOT NULL,
	"launch_game_cdns" text[] NOT NULL,
	"domain_list" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_singleton" CHECK ("brand"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "customer_service_path" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flag" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_category" (
	"code" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_section" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "help_section_section_unique" UNIQUE("section")
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"key" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "region_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"blocked_countries" text[] DEFAULT '{}' NOT NULL,
	"blocked_ranges" text[] DEFAULT '{}' NOT NULL,
	"allowed_ranges" text[] DEFAULT '{}' NOT NULL,
	"geo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_rules_singleton" CHECK ("region_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "registration_field" (
	"field" text PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"accepted_pattern" text DEFAULT '*' NOT NULL,
	"pattern_id" integer DEFAULT 0 NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer DEFAULT 255 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"label_name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_status_singleton" CHECK ("system_status"."id" = 1),
	CONSTRAINT "system_status_value" CHECK ("system_status"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "vendor" (
	"code" text NOT NULL,
	"category" text NOT NULL,
	"vassalage" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vendor_category_code_pk" PRIMARY KEY("category","code")
);
--> statement-breakpoint
CREATE TABLE "whitelabel_module" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_operator_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operator"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor" ADD CONSTRAINT "vendor_category_game_category_code_fk" FOREIGN KEY ("category") REFERENCES "public"."game_category"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_type_idx" ON "announcement" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banner_group_idx" ON "banner" USING btree ("group_name","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_username_idx" ON "operator" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "operator_session_operator_idx" ON "operator_session" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "whitelabel_module_parent_idx" ON "whitelabel_module" USING btree ("parent_id","sort");