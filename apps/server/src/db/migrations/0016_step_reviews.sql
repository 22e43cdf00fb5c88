-- Honest progress (issue 19, decision 031): the wizard steps each hotel has reviewed and saved.
CREATE TABLE "hotel_step_reviews" (
	"hotel_id" integer NOT NULL,
	"step" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_step_reviews_hotel_id_step_pk" PRIMARY KEY("hotel_id","step")
);
--> statement-breakpoint
ALTER TABLE "hotel_step_reviews" ADD CONSTRAINT "hotel_step_reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The hotel list's progress reads the reviews and the photos, and is cached (decision 017): their
-- writes notify the other instances as the tables of migrations 0006, 0007 and 0009 do.
CREATE TRIGGER "hotel_step_reviews_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_step_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "media_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
-- Hotels that existed before honest progress (decision 031): a hotel whose contract was ever sent
-- went through every step; otherwise a step with saved data counts as reviewed. Photos count by
-- the photo guidance and need no review.
INSERT INTO "hotel_step_reviews" ("hotel_id", "step")
SELECT h."id", s."step"
FROM "hotels" h
CROSS JOIN (VALUES ('basic'), ('ubication'), ('accesibility'), ('services'), ('activities'), ('rooms'), ('room'), ('videos'), ('opinions')) AS s("step")
WHERE h."contract_status" <> 'none'
	OR (s."step" = 'basic' AND (h."htype" IS NOT NULL OR h."rating" IS NOT NULL OR h."check_in_start" IS NOT NULL))
	OR (s."step" = 'ubication' AND (h."latitude" IS NOT NULL OR h."address" IS NOT NULL))
	OR (s."step" = 'accesibility' AND jsonb_array_length(h."accessibility") > 0)
	OR (s."step" = 'services' AND jsonb_array_length(h."services") > 0)
	OR (s."step" = 'activities' AND EXISTS (SELECT 1 FROM "hotel_activities" a WHERE a."hotel_id" = h."id"))
	OR (s."step" IN ('rooms', 'room') AND EXISTS (SELECT 1 FROM "rooms" r WHERE r."hotel_id" = h."id"))
	OR (s."step" = 'videos' AND EXISTS (SELECT 1 FROM "media" m WHERE m."hotel_id" = h."id" AND m."kind" = 'video'))
	OR (s."step" = 'opinions' AND EXISTS (SELECT 1 FROM "director_opinions" o WHERE o."hotel_id" = h."id"))
ON CONFLICT DO NOTHING;
