CREATE TABLE "contact_hotels" (
	"contact_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "contact_hotels_contact_id_hotel_id_pk" PRIMARY KEY("contact_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"comercial_phone" text NOT NULL,
	"comercial_email" text NOT NULL,
	"operative_phone" text NOT NULL,
	"operative_email" text NOT NULL,
	"administrative_phone" text NOT NULL,
	"administrative_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"activity" integer NOT NULL,
	"zone" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"raw_code" text NOT NULL,
	"code" text NOT NULL,
	"htype" integer,
	"rating" integer,
	"style" integer,
	"check_in_start" text,
	"check_out_start" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_language" integer,
	"oberture" integer,
	"smoke" integer,
	"address" text,
	"city" text,
	"country" text,
	"postal_code" text,
	"longitude" double precision,
	"latitude" double precision,
	"rooms_locked" boolean DEFAULT false NOT NULL,
	"accessibility" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_status" text DEFAULT 'none' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_hotels" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_hotels_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
ALTER TABLE "contact_hotels" ADD CONSTRAINT "contact_hotels_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_hotels" ADD CONSTRAINT "contact_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_activities" ADD CONSTRAINT "hotel_activities_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hotels" ADD CONSTRAINT "user_hotels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hotels" ADD CONSTRAINT "user_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_hotels_hotel_idx" ON "contact_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "contacts_user_idx" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_activities_pair_key" ON "hotel_activities" USING btree ("hotel_id","activity","zone");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_code_key" ON "hotels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "user_hotels_hotel_idx" ON "user_hotels" USING btree ("hotel_id");