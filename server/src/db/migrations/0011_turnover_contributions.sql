CREATE TABLE "turnover_contribution" (
	"game_type" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_contribution_percent" CHECK ("turnover_contribution"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "turnover_requirement" DROP CONSTRAINT "turnover_requirement_status";--> statement-breakpoint
ALTER TABLE "turnover_requirement" ADD COLUMN "forfeit_transaction_id" bigint;--> statement-breakpoint
ALTER TABLE "turnover_requirement" ADD CONSTRAINT "turnover_requirement_status" CHECK ("turnover_requirement"."status" in ('ACTIVE', 'COMPLETED', 'FORFEITED'));--> statement-breakpoint
-- Default contributions of a settled bet to turnover requirements: slots, in-house and fish games
-- count in full, live casino, PvP, sports and esports a fifth, lottery half.
INSERT INTO "turnover_contribution" ("game_type", "percent") VALUES
	('RNG', 100), ('INHOUSE', 100), ('FISH', 100), ('LIVE', 20), ('PVP', 20), ('SPORTS', 20), ('ESPORTS', 20), ('LOTT', 50)
ON CONFLICT DO NOTHING;
