-- Issue 19, docs/decisions/032-phones-e164.md: phones are stored in E.164 ('+34600123456'). What was
-- stored as typed is normalised: spaces, dots, dashes, slashes and parentheses removed, '00' read as
-- '+', a 9-digit Spanish number without prefix (or with '34' but no '+') given '+34'. Anything else
-- keeps its digits as they are (the next save parses it with the country of its context).
CREATE OR REPLACE FUNCTION "phone_e164_0014"("typed" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "s" ~ '^00[1-9][0-9]*$' THEN '+' || substr("s", 3)
    WHEN "s" ~ '^[5-9][0-9]{8}$' THEN '+34' || "s"
    WHEN "s" ~ '^34[5-9][0-9]{8}$' THEN '+' || "s"
    ELSE "s"
  END
  FROM (SELECT regexp_replace(btrim("typed"), '[[:space:].()/-]', '', 'g') AS "s") AS "stripped"
$$;--> statement-breakpoint
UPDATE "users" SET "phone" = "phone_e164_0014"("phone") WHERE "phone" IS DISTINCT FROM "phone_e164_0014"("phone");--> statement-breakpoint
UPDATE "contacts" SET
  "comercial_phone" = "phone_e164_0014"("comercial_phone"),
  "operative_phone" = "phone_e164_0014"("operative_phone"),
  "administrative_phone" = "phone_e164_0014"("administrative_phone")
WHERE "comercial_phone" IS DISTINCT FROM "phone_e164_0014"("comercial_phone")
  OR "operative_phone" IS DISTINCT FROM "phone_e164_0014"("operative_phone")
  OR "administrative_phone" IS DISTINCT FROM "phone_e164_0014"("administrative_phone");--> statement-breakpoint
UPDATE "billing_data" SET "phone" = "phone_e164_0014"("phone") WHERE "phone" IS DISTINCT FROM "phone_e164_0014"("phone");--> statement-breakpoint
UPDATE "contact_messages" SET "phone" = "phone_e164_0014"("phone") WHERE "phone" IS DISTINCT FROM "phone_e164_0014"("phone");--> statement-breakpoint
DROP FUNCTION "phone_e164_0014"(text);
