-- A goal weight and the weekly rate toward it (issue 25, docs/decisions/0053-diary-copy-and-goal-weight.md).
-- Both null: no goal. The rate's safe bound depends on the current weight, so the server checks it, not the table.
ALTER TABLE "profiles" ADD COLUMN "goal_weight_kg" real;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "weekly_rate_kg" real;
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_weight_goal_check" CHECK (
  ("goal_weight_kg" IS NULL) = ("weekly_rate_kg" IS NULL)
  AND ("goal_weight_kg" IS NULL OR "goal_weight_kg" BETWEEN 30 AND 300)
  AND ("weekly_rate_kg" IS NULL OR "weekly_rate_kg" BETWEEN 0.1 AND 1)
);
