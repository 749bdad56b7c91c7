CREATE TABLE "agent_rebate_adjustment" (
	"earner_id" bigint NOT NULL,
	"day" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"adjusted_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_adjustment_earner_id_day_pk" PRIMARY KEY("earner_id","day"),
	CONSTRAINT "agent_rebate_adjustment_amount" CHECK ("agent_rebate_adjustment"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_adjustment" ADD CONSTRAINT "agent_rebate_adjustment_earner_id_member_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;