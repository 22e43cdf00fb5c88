-- Reservations (issue 32, decision 052): what the group sells comes back to the hotel, against its
-- allotment. `room_inventory.booked` counts the rooms reservations hold per room type and day;
-- rooms left = allotment - booked. A booking adds one only by a conditional UPDATE
-- (booked < allotment) in the reservation's own transaction, so concurrent bookings on several
-- instances never sell more than is left; the CHECK keeps the counter from going below zero.
ALTER TABLE "room_inventory" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_booked_check" CHECK ("booked" >= 0);
--> statement-breakpoint
CREATE SEQUENCE "reservations_change_seq";
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"api_key_id" integer,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"sender_revision" integer NOT NULL,
	"confirmation_number" text,
	"lead_name" text NOT NULL,
	"lead_email" text NOT NULL,
	"lead_phone" text,
	"special_requests" text DEFAULT '' NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"stays" jsonb NOT NULL,
	"penalty" numeric(12, 2),
	"search" text NOT NULL,
	"change" bigint DEFAULT nextval('reservations_change_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("status" IN ('confirmed', 'modified', 'cancelled', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The sender's reference is unique per sending system (one reservation, however often it is sent).
CREATE UNIQUE INDEX "reservations_source_reference_key" ON "reservations" USING btree ("source", "reference");
--> statement-breakpoint
-- The hotel's list (keyset paging by each sort) and the group's list by change.
CREATE INDEX "reservations_hotel_created_idx" ON "reservations" USING btree ("hotel_id", "id");
--> statement-breakpoint
CREATE INDEX "reservations_hotel_arrival_idx" ON "reservations" USING btree ("hotel_id", "arrival", "id");
--> statement-breakpoint
CREATE INDEX "reservations_hotel_departure_idx" ON "reservations" USING btree ("hotel_id", "departure", "id");
--> statement-breakpoint
CREATE INDEX "reservations_hotel_change_idx" ON "reservations" USING btree ("hotel_id", "change");
--> statement-breakpoint
CREATE INDEX "reservations_api_key_idx" ON "reservations" USING btree ("api_key_id");
--> statement-breakpoint
CREATE TABLE "reservation_revisions" (
	"reservation_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"sender_revision" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"stays" jsonb NOT NULL,
	"penalty" numeric(12, 2),
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_revisions_pk" PRIMARY KEY("reservation_id", "revision")
);
--> statement-breakpoint
ALTER TABLE "reservation_revisions" ADD CONSTRAINT "reservation_revisions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The nights a reservation holds, per room type and day: what a modification swaps and a
-- cancellation returns (`consumes`: the night took one room of the allotment).
CREATE TABLE "reservation_nights" (
	"reservation_id" integer NOT NULL,
	"stay" smallint NOT NULL,
	"day" date NOT NULL,
	"room_id" integer NOT NULL,
	"rate_id" integer NOT NULL,
	"board" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"consumes" boolean NOT NULL,
	CONSTRAINT "reservation_nights_pk" PRIMARY KEY("reservation_id", "stay", "day")
);
--> statement-breakpoint
ALTER TABLE "reservation_nights" ADD CONSTRAINT "reservation_nights_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reservation_nights_room_day_idx" ON "reservation_nights" USING btree ("room_id", "day");
