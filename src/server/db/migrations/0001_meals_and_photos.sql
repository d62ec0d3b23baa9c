CREATE TABLE "meal_items" (
	"user_id" uuid NOT NULL,
	"meal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"food_id" text NOT NULL,
	"food_name" text NOT NULL,
	"quantity" real NOT NULL,
	"unit" text NOT NULL,
	"measure_id" text,
	"grams" real NOT NULL,
	"energy_kcal" real,
	"protein_g" real,
	"carbs_g" real,
	"fat_g" real,
	"fiber_g" real,
	"sodium_mg" real,
	CONSTRAINT "meal_items_user_id_meal_id_position_pk" PRIMARY KEY("user_id","meal_id","position")
);
--> statement-breakpoint
CREATE TABLE "meals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"eaten_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"photo_id" uuid,
	"note" text,
	"energy_kcal" real,
	"protein_g" real,
	"carbs_g" real,
	"fat_g" real,
	"fiber_g" real,
	"sodium_mg" real,
	"incomplete_nutrients" text[] NOT NULL,
	"search_text" text NOT NULL,
	"catalog_version" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_analyses" (
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "photo_analyses_user_id_sha256_model_prompt_version_pk" PRIMARY KEY("user_id","sha256","model","prompt_version")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_items" ADD CONSTRAINT "meal_items_meal_id_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meals" ADD CONSTRAINT "meals_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_analyses" ADD CONSTRAINT "photo_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meals_user_eaten_idx" ON "meals" USING btree ("user_id","eaten_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meals_user_local_date_idx" ON "meals" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_user_sha256_key" ON "photos" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE INDEX "photos_user_created_idx" ON "photos" USING btree ("user_id","created_at");