DROP INDEX "orders_one_promo_per_email_product_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_mailbox" text;--> statement-breakpoint
-- Redemptions made before keep their lower-cased address as their mailbox: that was unique per
-- product already, so the new index cannot fail on them.
UPDATE "orders" SET "promo_mailbox" = lower("email") WHERE "promo_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_promo_per_mailbox_product_key" ON "orders" USING btree ("promo_mailbox","product") WHERE "orders"."promo_code" is not null;
