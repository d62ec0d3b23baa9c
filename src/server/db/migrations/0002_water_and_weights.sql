CREATE TABLE "water_intakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ml" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weights" (
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"weight_kg" real NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weights_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "water_intakes" ADD CONSTRAINT "water_intakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weights" ADD CONSTRAINT "weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "water_user_local_date_idx" ON "water_intakes" USING btree ("user_id","local_date");