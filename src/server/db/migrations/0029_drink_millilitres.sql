-- A drink's own food is counted in millilitres (issue 25, docs/decisions/0058-honest-screens-and-drinks-in-ml.md):
-- its figures are per 100 mL, as its label and Open Food Facts give them, and it is logged as "350 mL".
ALTER TABLE "my_foods" ADD COLUMN "amount_unit" text DEFAULT 'g' NOT NULL;
--> statement-breakpoint
ALTER TABLE "my_foods" ADD CONSTRAINT "my_foods_amount_unit_check" CHECK ("amount_unit" IN ('g', 'ml'));
