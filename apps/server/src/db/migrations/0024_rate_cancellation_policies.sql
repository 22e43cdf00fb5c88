-- Cancellation policies edited per rate, with date overrides (issue 32 item 3, decision 056). A
-- rate without a row keeps the policy derived from its wizard choice (expenditure_cancellation);
-- `policy` null with overrides: only the overrides' arrival dates differ from the wizard's. The
-- JSON is checked by the domain (tiers, penalties, non-overlapping ranges) before it is stored.
CREATE TABLE "rate_cancellation_policies" (
	"rate_id" integer PRIMARY KEY NOT NULL,
	"policy" jsonb,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cancellation_policies_overrides_check" CHECK (jsonb_typeof("overrides") = 'array')
);
--> statement-breakpoint
ALTER TABLE "rate_cancellation_policies" ADD CONSTRAINT "rate_cancellation_policies_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;
