-- Catalogue search (decision 024, 2026-11-26): whether the word is in the hotel's name joins the
-- word index's key, so the tier that needs every typed word in the name reads only the entries
-- of names. A word that is mostly a city ("madrid", "centro") no longer reads its city entries
-- whole to find the few names that hold it.
DROP INDEX "catalogue_words_word_idx";--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD COLUMN "in_name" boolean;--> statement-breakpoint
-- The name part of the search text (before the tab) holds the word between spaces.
UPDATE "catalogue_words" SET "in_name" = split_part("search_text", chr(9), 1) || ' ' LIKE '% ' || "word" || ' %';--> statement-breakpoint
ALTER TABLE "catalogue_words" ALTER COLUMN "in_name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_words_word_idx" ON "catalogue_words" USING btree ("word" collate "C","in_name","search_text" collate "C","hotel_id");
--> statement-breakpoint
-- Emptied so that the next start recounts it and vacuums the catalogue (CatalogueService
-- seedIfEmpty → settle), as after 0017: the rewritten rows need the visibility map.
DELETE FROM "catalogue_vocabulary";
