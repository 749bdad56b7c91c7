DROP INDEX "lottery_bet_issue_idx";--> statement-breakpoint
CREATE INDEX "lottery_bet_issue_idx" ON "lottery_bet" USING btree ("issue_id");--> statement-breakpoint
-- Settlement updates every line of an issue once: half of each page is left free so the new row
-- versions stay on their page (HOT updates, no new index entries). Pages written from now on.
ALTER TABLE "lottery_bet" SET (fillfactor = 50);
