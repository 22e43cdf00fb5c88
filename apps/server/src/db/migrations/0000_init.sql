CREATE TABLE "catalogue_hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"raw_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_words" (
	"word" text NOT NULL,
	"hotel_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "pending_hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"raw_code" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"language" text DEFAULT 'es' NOT NULL,
	"has_facturation_data" boolean DEFAULT false NOT NULL,
	"approbe_contract_perm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_words" ADD CONSTRAINT "catalogue_words_hotel_id_catalogue_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."catalogue_hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_hotels" ADD CONSTRAINT "pending_hotels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_hotels_code_key" ON "catalogue_hotels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "catalogue_hotels_title_idx" ON "catalogue_hotels" USING btree ("title");--> statement-breakpoint
CREATE INDEX "catalogue_words_word_idx" ON "catalogue_words" USING btree ("word" text_pattern_ops,"hotel_id");--> statement-breakpoint
CREATE INDEX "catalogue_words_hotel_idx" ON "catalogue_words" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "auth_events_user_idx" ON "auth_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_hotels_user_code_key" ON "pending_hotels" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_lookup_idx" ON "rate_limit_hits" USING btree ("bucket","key","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");