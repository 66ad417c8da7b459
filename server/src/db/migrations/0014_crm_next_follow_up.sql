ALTER TABLE "crm_contacts" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "crm_contacts_user_next_idx" ON "crm_contacts" USING btree ("user_id","next_follow_up_at","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_contacts_user_status_next_idx" ON "crm_contacts" USING btree ("user_id","status","next_follow_up_at","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Back-fill: each contact's earliest follow-up that is not completed (null when there is none).
UPDATE "crm_contacts" AS c SET "next_follow_up_at" = f."next"
FROM (
  SELECT "contact_id", "user_id", min("follow_up_date") AS "next"
  FROM "crm_follow_ups"
  WHERE NOT "completed"
  GROUP BY "contact_id", "user_id"
) AS f
WHERE f."contact_id" = c."id" AND f."user_id" = c."user_id";
