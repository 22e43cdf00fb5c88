-- Catalogue search (decision 024, fourth pass): each word entry carries two 64-bit signatures of
-- its hotel's words, the words of the name and those of the name and the city. A word sets the
-- bits of its first two and first three letters (catalogue_word_bits), so a typed prefix of two
-- letters or more has one bit that every word it starts has set (catalogue_prefix_bit). A search
-- checks the other typed words on the signature first, a few nanoseconds an entry, and reads the
-- text of the entries that pass only: a rare combination of common words ("apartamentos mar sol
-- playa") read its driving word's entries through three LIKEs each, now through one AND.
-- One definition of the bits, used by the writes and by the searches (never computed in Node):
-- md5 is the same on every PostgreSQL and in PGlite, where hashtext may change between versions.
CREATE FUNCTION "catalogue_prefix_bit"("prefix" text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 1::bigint << (('x' || left(md5(left("prefix", 3)), 2))::bit(8)::int & 63) $$;--> statement-breakpoint
CREATE FUNCTION "catalogue_word_bits"("word" text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT "catalogue_prefix_bit"(left("word", 2)) | "catalogue_prefix_bit"("word") $$;--> statement-breakpoint
DROP INDEX "catalogue_words_word_idx";--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD COLUMN "name_bits" bigint, ADD COLUMN "all_bits" bigint;--> statement-breakpoint
UPDATE "catalogue_words" SET "name_bits" = "bits"."name_bits", "all_bits" = "bits"."all_bits"
FROM (
  SELECT "hotel_id",
    coalesce(bit_or("catalogue_word_bits"("word")) FILTER (WHERE "in_name"), 0) AS "name_bits",
    bit_or("catalogue_word_bits"("word")) AS "all_bits"
  FROM "catalogue_words" GROUP BY "hotel_id"
) "bits"
WHERE "catalogue_words"."hotel_id" = "bits"."hotel_id";--> statement-breakpoint
ALTER TABLE "catalogue_words" ALTER COLUMN "name_bits" SET NOT NULL, ALTER COLUMN "all_bits" SET NOT NULL;--> statement-breakpoint
-- The signatures end the key: (text, hotel) is already unique within a word, so the order is
-- unchanged, and an index-only scan reads them with the text.
CREATE INDEX "catalogue_words_word_idx" ON "catalogue_words" USING btree ("word" collate "C","in_name","search_text" collate "C","hotel_id","name_bits","all_bits");
--> statement-breakpoint
-- Emptied so that the next start recounts it, clusters and vacuums the words (CatalogueService
-- seedIfEmpty → settle), as after 0017 and 0018: the rewritten rows need the visibility map.
DELETE FROM "catalogue_vocabulary";
