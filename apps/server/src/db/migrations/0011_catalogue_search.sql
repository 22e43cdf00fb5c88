CREATE TABLE "catalogue_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"hotels" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "catalogue_hotels_title_idx";--> statement-breakpoint
DROP INDEX "catalogue_words_word_idx";--> statement-breakpoint
ALTER TABLE "catalogue_hotels" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_hotels" ADD COLUMN "search_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The words are derived data: every hotel gets its search text (and its words) again at the next start.
TRUNCATE "catalogue_words";--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD COLUMN "search_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD COLUMN "search_city" text NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_vocabulary_word_idx" ON "catalogue_vocabulary" USING btree ("word" collate "C");--> statement-breakpoint
CREATE INDEX "catalogue_hotels_search_name_idx" ON "catalogue_hotels" USING btree ("search_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "catalogue_words_word_idx" ON "catalogue_words" USING btree ("word" collate "C","search_name" collate "C","hotel_id","search_city");