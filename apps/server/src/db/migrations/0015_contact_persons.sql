ALTER TABLE "contacts" ADD COLUMN "comercial_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "operative_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "administrative_name" text;
