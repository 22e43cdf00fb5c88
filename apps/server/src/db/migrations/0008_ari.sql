CREATE TABLE "rate_prices" (
	"rate_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"board" text NOT NULL,
	"day" date NOT NULL,
	"amounts" numeric(10, 2)[] NOT NULL,
	"child" numeric(10, 2),
	"infant" numeric(10, 2),
	"baby" numeric(10, 2),
	CONSTRAINT "rate_prices_rate_id_room_id_board_day_pk" PRIMARY KEY("rate_id","room_id","board","day")
);
--> statement-breakpoint
CREATE TABLE "rate_restrictions" (
	"rate_id" integer NOT NULL,
	"day" date NOT NULL,
	"min_stay" smallint,
	"max_stay" smallint,
	"closed_arrival" boolean DEFAULT false NOT NULL,
	"closed_departure" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rate_restrictions_rate_id_day_pk" PRIMARY KEY("rate_id","day")
);
--> statement-breakpoint
CREATE TABLE "rate_room_types" (
	"rate_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "rate_room_types_rate_id_room_id_pk" PRIMARY KEY("rate_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"allotment" integer,
	"stop_sale" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_inventory_room_id_day_pk" PRIMARY KEY("room_id","day")
);
--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "boards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "base_rate_id" integer;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "derivation" jsonb;--> statement-breakpoint
ALTER TABLE "rate_prices" ADD CONSTRAINT "rate_prices_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_prices" ADD CONSTRAINT "rate_prices_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_restrictions" ADD CONSTRAINT "rate_restrictions_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_room_types" ADD CONSTRAINT "rate_room_types_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_room_types" ADD CONSTRAINT "rate_room_types_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_prices_room_idx" ON "rate_prices" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "rate_room_types_room_idx" ON "rate_room_types" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_base_rate_id_rates_id_fk" FOREIGN KEY ("base_rate_id") REFERENCES "public"."rates"("id") ON DELETE set null ON UPDATE no action;