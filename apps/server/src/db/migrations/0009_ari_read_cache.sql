-- A year of a rate's ARI is cached (decision 020): writes to the tables it is read from notify the
-- other instances as the tables of migrations 0006 and 0007 do (rooms already does).
CREATE TRIGGER "rates_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rates" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "rate_room_types_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_room_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "rate_days_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_days" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "rate_prices_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_prices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "room_inventory_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
CREATE TRIGGER "rate_restrictions_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_restrictions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
