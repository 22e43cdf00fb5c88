CREATE TABLE "hotel_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer,
	"user_id" integer,
	"subject_user_id" integer,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"approved_by" integer,
	"snapshot" jsonb NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_events" ADD COLUMN "reasons" jsonb;--> statement-breakpoint
ALTER TABLE "pending_hotels" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_activity" ADD CONSTRAINT "hotel_activity_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_activity" ADD CONSTRAINT "hotel_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_activity" ADD CONSTRAINT "hotel_activity_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_approvals" ADD CONSTRAINT "hotel_approvals_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_approvals" ADD CONSTRAINT "hotel_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_claims" ADD CONSTRAINT "hotel_claims_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_claims" ADD CONSTRAINT "hotel_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_claims" ADD CONSTRAINT "hotel_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_activity_hotel_idx" ON "hotel_activity" USING btree ("hotel_id","at");--> statement-breakpoint
CREATE INDEX "hotel_activity_user_idx" ON "hotel_activity" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "hotel_approvals_hotel_idx" ON "hotel_approvals" USING btree ("hotel_id","approved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_claims_hotel_user_key" ON "hotel_claims" USING btree ("hotel_id","user_id");--> statement-breakpoint
CREATE INDEX "hotel_claims_status_idx" ON "hotel_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hotel_claims_user_idx" ON "hotel_claims" USING btree ("user_id");