CREATE TABLE "game" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"game_name" jsonb NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"default_play_type" text DEFAULT '' NOT NULL,
	"account_type_name" text DEFAULT '' NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"demo_allowed" boolean DEFAULT false NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_type_value" CHECK ("game"."game_type" in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'INHOUSE')),
	CONSTRAINT "game_is_game_value" CHECK ("game"."is_game" in ('GAME', 'VASSALAGE')),
	CONSTRAINT "game_min_bet_nonnegative" CHECK ("game"."min_bet" >= 0),
	CONSTRAINT "game_min_line_num_nonnegative" CHECK ("game"."min_line_num" >= 0),
	CONSTRAINT "game_classify_format" CHECK ("game"."game_classify" ~ '^[A-Z0-9_]{1,32}$')
);
--> statement-breakpoint
CREATE TABLE "game_favourite" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourite_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_vendor_fk" FOREIGN KEY ("game_type","vendor") REFERENCES "public"."vendor"("category","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourite" ADD CONSTRAINT "game_favourite_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendor_code_idx" ON "game" USING btree ("vendor","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "game_node_id_idx" ON "game" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "game_type_list_idx" ON "game" USING btree ("game_type","enabled","sort","id");--> statement-breakpoint
CREATE INDEX "game_hot_idx" ON "game" USING btree ("game_type","sort") WHERE "game"."is_hot" and "game"."enabled";--> statement-breakpoint
CREATE INDEX "game_favourite_member_idx" ON "game_favourite" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recent_member_idx" ON "game_recent" USING btree ("member_id","last_played_at");--> statement-breakpoint
CREATE INDEX "game_recent_played_idx" ON "game_recent" USING btree ("game_id","last_played_at");