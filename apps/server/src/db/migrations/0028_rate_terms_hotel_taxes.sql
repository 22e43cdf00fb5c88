-- Contract terms per rate and taxes per hotel (issue 33 items 1–2, decisions 063 and 064): one row
-- per rate (and per hotel) holding the list as the domain validated it (`rateTermsInputSchema`,
-- `hotelTaxesInputSchema`: codes unique, combinations naming known codes), replaced whole, as the
-- rate's cancellation policies are (migration 0024). No row: no terms, no taxes. Whether a rate's
-- prices include tax is the rates' `prices_include_tax` already.
CREATE TABLE "rate_terms" (
	"rate_id" integer PRIMARY KEY NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_terms_terms_check" CHECK (jsonb_typeof("terms") = 'array')
);
--> statement-breakpoint
CREATE TABLE "hotel_taxes" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_taxes_taxes_check" CHECK (jsonb_typeof("taxes") = 'array')
);
--> statement-breakpoint
ALTER TABLE "rate_terms" ADD CONSTRAINT "rate_terms_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hotel_taxes" ADD CONSTRAINT "hotel_taxes_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
