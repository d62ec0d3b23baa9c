-- The app's own ratings (docs/decisions/0041-real-ratings-only.md): one row per
-- person; stars NULL = the prompt was dismissed ("Agora não"), asked once only.
-- The landing page shows the aggregate only above RATINGS_MIN_TO_SHOW.
CREATE TABLE "app_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"stars" smallint,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_ratings_stars" CHECK ("stars" BETWEEN 1 AND 5)
);
