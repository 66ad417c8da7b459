-- The prospect's contact name, email and phone now live on its person (0016 moved them there).
ALTER TABLE "prospects" DROP COLUMN "contact_name";--> statement-breakpoint
ALTER TABLE "prospects" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "prospects" DROP COLUMN "phone";
