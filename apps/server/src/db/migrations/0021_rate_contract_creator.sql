-- Who created each rate contract (decision 044): when staff verify one claimant of a hotel, the
-- contracts its detached (superseded) claimants created are removed with their rates, prices and
-- restrictions (cascade), so a squatter's rates never go out. Null for the contracts created
-- before this migration (creator unknown: they stay) and when the creator's account is deleted.
-- rate_contracts is not a cached table (read-cache.ts): no write-notification trigger.
ALTER TABLE "rate_contracts" ADD COLUMN "created_by" integer;
--> statement-breakpoint
ALTER TABLE "rate_contracts" ADD CONSTRAINT "rate_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Deleting a user sets their contracts' creator to null: found by this index, not a scan.
CREATE INDEX "rate_contracts_created_by_idx" ON "rate_contracts" USING btree ("created_by");
