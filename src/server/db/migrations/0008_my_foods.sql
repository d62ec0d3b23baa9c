-- "Meus alimentos" (decision 0026): a person's own foods, per 100 g like the catalog (null = not on
-- the label), keyed by (user_id, id) so the table can be distributed by person.
CREATE TABLE "my_foods" (
	"user_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"synonyms" text[] NOT NULL,
	"energy_kcal" real,
	"protein_g" real,
	"carbs_g" real,
	"fat_g" real,
	"fiber_g" real,
	"sodium_mg" real,
	"portion_label" text NOT NULL,
	"portion_grams" real NOT NULL,
	"ingredients" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "my_foods_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "my_foods" ADD CONSTRAINT "my_foods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;