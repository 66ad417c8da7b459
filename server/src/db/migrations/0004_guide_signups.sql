-- The table holds free-guide sign-ups, not lead orders or delivered leads: renamed in place, rows kept.
ALTER TABLE "leads" RENAME TO "guide_signups";--> statement-breakpoint
ALTER TABLE "guide_signups" RENAME CONSTRAINT "leads_pkey" TO "guide_signups_pkey";--> statement-breakpoint
ALTER INDEX "leads_email_key_key" RENAME TO "guide_signups_email_key_key";
