CREATE TABLE "reference_items" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"sort" integer NOT NULL,
	"ota_code" text,
	"names" jsonb NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "reference_items_kind_id_pk" PRIMARY KEY("kind","id")
);
