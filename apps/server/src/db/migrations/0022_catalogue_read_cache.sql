-- The autocomplete's answers are cached (decision 051): writes to the catalogue (an import from the
-- command line, the vocabulary's recount) notify the other instances as the tables of migration
-- 0006 do.
CREATE TRIGGER "catalogue_hotels_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_hotels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();--> statement-breakpoint
CREATE TRIGGER "catalogue_words_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_words" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();--> statement-breakpoint
CREATE TRIGGER "catalogue_vocabulary_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_vocabulary" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
