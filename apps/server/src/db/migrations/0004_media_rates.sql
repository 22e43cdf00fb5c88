CREATE TABLE "contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "director_opinions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"area" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"order" integer NOT NULL,
	"quality_rate" integer,
	"suggested_quality" integer,
	"url_type" text,
	"url" text,
	"code" text,
	"public_url" text,
	"storage_key" text,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_media" (
	"room_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "room_media_room_id_media_id_pk" PRIMARY KEY("room_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "rate_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_days" (
	"rate_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "rate_days_rate_id_day_pk" PRIMARY KEY("rate_id","day")
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"rate_type" text NOT NULL,
	"price_room_type" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"quota_type" text NOT NULL,
	"release_days" integer,
	"market" jsonb NOT NULL,
	"childs_age" integer NOT NULL,
	"infant_age" integer NOT NULL,
	"baby_age" integer NOT NULL,
	"expenditure_change" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expenditure_cancellation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "director_opinions" ADD CONSTRAINT "director_opinions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_requests" ADD CONSTRAINT "photographer_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographer_requests" ADD CONSTRAINT "photographer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_media" ADD CONSTRAINT "room_media_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_media" ADD CONSTRAINT "room_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_contracts" ADD CONSTRAINT "rate_contracts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_days" ADD CONSTRAINT "rate_days_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_contract_id_rate_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."rate_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_hotel_idx" ON "contract_events" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "director_opinions_hotel_idx" ON "director_opinions" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "media_hotel_idx" ON "media" USING btree ("hotel_id","kind","order");--> statement-breakpoint
CREATE INDEX "rate_contracts_hotel_idx" ON "rate_contracts" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "rates_contract_idx" ON "rates" USING btree ("contract_id","kind");