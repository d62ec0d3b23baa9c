DROP INDEX "sandbox_subscriptions_checkout_key";--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "return_url" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_id_sandbox_checkouts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."sandbox_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" DROP COLUMN "checkout_id";