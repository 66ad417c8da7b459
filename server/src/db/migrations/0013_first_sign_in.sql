ALTER TABLE "sessions" ADD COLUMN "is_first_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before this column are returning members.
UPDATE "users" SET "first_signed_in_at" = "created_at";
