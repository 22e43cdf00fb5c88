-- Trade-grade OTA (issue 30, decision 042).
-- Controls at the grain a message names: a rate plan's (rate × board) or a product's
-- (room type × rate × board) stay restrictions and stop sale per day. A row overrides the rate's
-- own row of rate_restrictions for that product and day (all of its fields: it starts as a copy
-- of the rate's row); a stop sale here closes the product only, room_inventory's closes the
-- room type on every rate.
CREATE TABLE "rate_plan_controls" (
	"rate_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"board" text NOT NULL,
	"day" date NOT NULL,
	"min_stay" smallint,
	"max_stay" smallint,
	"closed_arrival" boolean DEFAULT false NOT NULL,
	"closed_departure" boolean DEFAULT false NOT NULL,
	"stop_sale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rate_plan_controls_pk" PRIMARY KEY("rate_id","room_id","board","day")
);
--> statement-breakpoint
ALTER TABLE "rate_plan_controls" ADD CONSTRAINT "rate_plan_controls_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_plan_controls" ADD CONSTRAINT "rate_plan_controls_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rate_plan_controls_room_idx" ON "rate_plan_controls" USING btree ("room_id");
--> statement-breakpoint
-- The rate grid reads it and is cached (decision 017): its writes notify the other instances.
CREATE TRIGGER "rate_plan_controls_notify_write" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_plan_controls" FOR EACH STATEMENT EXECUTE FUNCTION "notify_extranet_write"();
--> statement-breakpoint
-- Whether a rate's prices include tax (OTA AmountAfterTax) or not (AmountBeforeTax). Every
-- existing rate was entered and distributed as after tax.
ALTER TABLE "rates" ADD COLUMN "prices_include_tax" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- Idempotency on the whole message (issue 30 item 4): the root and a SHA-256 of the body.
-- Messages applied before this migration have no hash: a copy of one is answered as a conflict.
ALTER TABLE "ota_inbound_messages" ADD COLUMN "body_sha256" text DEFAULT '' NOT NULL;
