-- The meals of a person's days with their slot in the index (docs/decisions/0051-uncached-reads-and-capacity.md):
-- GET /api/stats/range counts a period's meals per slot from the index alone (an index-only scan on pages the
-- visibility map marks all-visible), without visiting each meal's row; the day sums and every other read of
-- (user_id, local_date) use it as they used the index it replaces, whose columns are its prefix.
CREATE INDEX "meals_user_local_date_slot_idx" ON "meals" USING btree ("user_id","local_date","slot");
--> statement-breakpoint
DROP INDEX "meals_user_local_date_idx";
