-- Weekly meal plans ("Plano alimentar", docs/decisions/0048-meal-plan.md): the latest row per person is
-- the current plan; plan and preferences as JSON, the shopping list's ticked lines in "checked".
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"start_date" date NOT NULL,
	"preferences" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"checked" jsonb NOT NULL,
	"edits" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "meal_plans_user_created_idx" ON "meal_plans" USING btree ("user_id","created_at");
