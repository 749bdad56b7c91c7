CREATE TABLE "game_launch_code" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"adapter" text NOT NULL,
	"game_code" text NOT NULL,
	"language" text NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_launch_code" ADD CONSTRAINT "game_launch_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_code" ADD CONSTRAINT "game_launch_code_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launch_code_expiry_idx" ON "game_launch_code" USING btree ("expires_at");