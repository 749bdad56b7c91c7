CREATE TABLE "agent_announcement_read" (
	"member_id" bigint NOT NULL,
	"announcement_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_announcement_read_member_id_announcement_id_pk" PRIMARY KEY("member_id","announcement_id")
);
--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "audience" text DEFAULT 'PLAYERS' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_announcement_read" ADD CONSTRAINT "agent_announcement_read_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_announcement_read" ADD CONSTRAINT "agent_announcement_read_announcement_id_announcement_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_audience" CHECK ("announcement"."audience" in ('PLAYERS', 'AGENTS'));