-- Every write to a table a cached read depends on tells all instances sharing the database
-- (NOTIFY is sent when the transaction commits, once per table and transaction), so that each drops
-- what the write made stale (apps/server/src/db/read-cache.ts, CACHED_TABLES; decision 017).
CREATE FUNCTION "notify_extranet_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('extranet_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "user_totp_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_totp" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "user_hotels_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_hotels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "hotels_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "hotel_activities_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_activities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "contacts_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contacts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "contact_hotels_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_hotels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
