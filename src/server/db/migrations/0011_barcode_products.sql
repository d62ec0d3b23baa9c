-- Open Food Facts answers cached per GTIN (src/server/db/tables/barcode.ts).
CREATE TABLE "barcode_products" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"product" jsonb,
	"fetched_at" timestamp with time zone NOT NULL
);
