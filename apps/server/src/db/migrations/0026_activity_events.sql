-- The activity log as domain events (issue 34 item 16, decision 061): `kind` becomes the event's
-- group (contract, content, rooms, rates, reservations, distribution, people), `action` its name.
-- Staff reads are no longer one row each: they are counted per person, hotel and day.
CREATE TABLE "staff_reads" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"day" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_reads_pkey" PRIMARY KEY ("user_id", "hotel_id", "day")
);
--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "staff_reads" ADD CONSTRAINT "staff_reads_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "staff_reads_hotel_idx" ON "staff_reads" USING btree ("hotel_id", "day");
--> statement-breakpoint
-- The reads logged so far become counts (UTC days), and leave the log.
INSERT INTO "staff_reads" ("user_id", "hotel_id", "day", "reads", "last_at")
SELECT "user_id", "hotel_id", ("at" AT TIME ZONE 'UTC')::date, count(*), max("at")
FROM "hotel_activity"
WHERE "kind" = 'read' AND "user_id" IS NOT NULL AND "hotel_id" IS NOT NULL
GROUP BY "user_id", "hotel_id", ("at" AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
DELETE FROM "hotel_activity" WHERE "kind" = 'read';
--> statement-breakpoint
-- A staff write logged as its route becomes a change of the hotel's content, the route kept.
UPDATE "hotel_activity" SET "kind" = 'content', "action" = 'hotel.changed', "detail" = jsonb_build_object('route', "action")
WHERE "kind" = 'write';
--> statement-breakpoint
UPDATE "hotel_activity" SET "kind" = CASE
	WHEN "action" LIKE 'contract.%' THEN 'contract'
	WHEN "action" LIKE 'api\_key.%' OR "action" LIKE 'webhook.%' THEN 'distribution'
	ELSE 'people' END
WHERE "kind" = 'decision';
--> statement-breakpoint
CREATE INDEX "hotel_activity_kind_idx" ON "hotel_activity" USING btree ("kind", "at");
--> statement-breakpoint
-- What the review showed when staff returned the contract (issue 34 item 17): the resubmission is
-- compared with it, as an approval's snapshot is compared with the next review.
ALTER TABLE "contract_events" ADD COLUMN "snapshot" jsonb;
