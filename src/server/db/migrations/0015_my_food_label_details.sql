-- "Meus alimentos" keeps the rest of the label (decision 0026, addendum 2026-11-26): total and added sugars,
-- saturated and trans fat, per 100 g like the other figures (null = not on the label, never 0).
ALTER TABLE "my_foods" ADD COLUMN "sugars_total_g" real;--> statement-breakpoint
ALTER TABLE "my_foods" ADD COLUMN "sugars_added_g" real;--> statement-breakpoint
ALTER TABLE "my_foods" ADD COLUMN "saturated_fat_g" real;--> statement-breakpoint
ALTER TABLE "my_foods" ADD COLUMN "trans_fat_g" real;
