-- LOTTERY_HOUSE and DEMO_HOUSE are kept in parts (vendor_code '' then part-01 ... part-31), so
-- players betting at once lock different house rows (docs/decisions.md "The close rush").
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_vendor";--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_vendor" CHECK (("ledger_account"."kind" = 'PLAYER_VENDOR') = ("ledger_account"."vendor_code" <> '') or ("ledger_account"."kind" in ('LOTTERY_HOUSE', 'DEMO_HOUSE') and "ledger_account"."vendor_code" ~ '^part-[0-9]{2}$'));