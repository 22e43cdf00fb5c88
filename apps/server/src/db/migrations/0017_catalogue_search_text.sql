-- Catalogue search (decision 024, 2026-11-26): each word index entry carries the name and city as
-- one stored text, so the other typed words are checked with one LIKE each instead of a LIKE on a
-- concatenation built for every entry read. The tab ends the name and sorts before every
-- character of a search name, so the index still reads a word's hotels in name order.
DROP INDEX "catalogue_words_word_idx";--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD COLUMN "search_text" text;--> statement-breakpoint
UPDATE "catalogue_words" SET "search_text" = ' ' || "search_name" || chr(9) || ' ' || "search_city";--> statement-breakpoint
ALTER TABLE "catalogue_words" ALTER COLUMN "search_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_words" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "catalogue_words" DROP COLUMN "search_city";--> statement-breakpoint
CREATE INDEX "catalogue_words_word_idx" ON "catalogue_words" USING btree ("word" collate "C","search_text" collate "C","hotel_id");
--> statement-breakpoint
-- Emptied so that the next start recounts it and vacuums the catalogue (CatalogueService
-- seedIfEmpty → settle): the rewritten words need the visibility map their index-only scans use,
-- and autovacuum may be off or late.
DELETE FROM "catalogue_vocabulary";
