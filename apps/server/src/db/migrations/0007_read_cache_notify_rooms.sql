-- The hotel list's summaries (progress and where the wizard resumes) are read from the hotels and
-- their room types, and cached (decision 017, fourth pass): writes to room types notify the other
-- instances as the tables of migration 0006 do.
CREATE TRIGGER "rooms_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
