-- A weighing gets an id of its own (issue 25): POST /api/weights answers it and
-- DELETE /api/weights/:id removes it. Still one weighing per person and São
-- Paulo day (the primary key stays); a second one that day replaces the
-- figure and keeps the id.
ALTER TABLE "weights" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "weights_id_idx" ON "weights" USING btree ("id");
