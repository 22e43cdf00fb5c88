-- The reservations' text search (issue 32): a guest's name or a reference anywhere in `search`
-- (ILIKE '%…%') read through a trigram index instead of every reservation of the hotel; with
-- 100 000 reservations the scan took 160 ms a query (bench/results, 2026-12-07). pg_trgm is a
-- trusted extension shipped with PostgreSQL and loaded by PGlite's contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "reservations_search_trgm_idx" ON "reservations" USING gin ("search" gin_trgm_ops);
--> statement-breakpoint
-- A finer sample of `search` lets the planner tell a rare name (the trigram index) from a common
-- one (the newest-first index, stopping at the page's end).
ALTER TABLE "reservations" ALTER COLUMN "search" SET STATISTICS 1000;
