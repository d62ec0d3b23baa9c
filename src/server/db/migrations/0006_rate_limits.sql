CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "rate_limit_events" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limits_subject_idx" ON "rate_limits" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "rate_limits_resets_at_idx" ON "rate_limits" USING btree ("resets_at");