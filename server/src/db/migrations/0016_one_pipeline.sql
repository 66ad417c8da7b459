-- One pipeline: a prospect becomes a deal with a person, the person being a CRM contact of the
-- same user. Every prospect and every contact is kept; nothing that was typed is overwritten.
DROP INDEX "prospects_user_email_key";--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
CREATE INDEX "crm_contacts_user_email_idx" ON "crm_contacts" USING btree ("user_id",lower("email")) WHERE "crm_contacts"."email" <> '';--> statement-breakpoint
CREATE INDEX "prospects_user_contact_idx" ON "prospects" USING btree ("user_id","contact_id");--> statement-breakpoint
-- A prospect whose address a contact of the same user has is that contact's deal (the oldest such
-- contact, where the CRM held the address twice).
UPDATE "prospects" p SET "contact_id" = (
  SELECT c."id" FROM "crm_contacts" c
  WHERE c."user_id" = p."user_id" AND c."email" <> '' AND lower(c."email") = lower(p."email")
  ORDER BY c."created_at", c."id" LIMIT 1
) WHERE p."email" <> '';--> statement-breakpoint
-- Where the prospect named the person or their phone otherwise than the contact does, the
-- prospect's words stay readable in its notes.
UPDATE "prospects" p SET "notes" = p."notes"
  || CASE WHEN p."notes" = '' THEN '' ELSE E'\n\n' END
  || 'Written on this prospect before it was linked to its contact: '
  || concat_ws('; ',
       CASE WHEN p."contact_name" <> '' AND p."contact_name" <> c."name" THEN 'contact ' || p."contact_name" END,
       CASE WHEN p."phone" <> '' AND c."phone" <> '' AND p."phone" <> c."phone" THEN 'phone ' || p."phone" END)
FROM "crm_contacts" c
WHERE c."id" = p."contact_id"
  AND ((p."contact_name" <> '' AND p."contact_name" <> c."name")
    OR (p."phone" <> '' AND c."phone" <> '' AND p."phone" <> c."phone"));--> statement-breakpoint
-- A contact's empty phone or company takes the prospect's.
UPDATE "crm_contacts" c SET "phone" = p."phone"
FROM "prospects" p WHERE p."contact_id" = c."id" AND c."phone" = '' AND p."phone" <> '';--> statement-breakpoint
UPDATE "crm_contacts" c SET "company" = p."company_name"
FROM "prospects" p WHERE p."contact_id" = c."id" AND c."company" = '';--> statement-breakpoint
-- Every other prospect with a person gets that person as a new contact (one each: without an
-- address nothing says two prospects are the same person).
UPDATE "prospects" SET "contact_id" = gen_random_uuid()
WHERE "contact_id" IS NULL AND ("contact_name" <> '' OR "email" <> '');--> statement-breakpoint
INSERT INTO "crm_contacts" ("id", "user_id", "name", "email", "phone", "company", "industry", "lead_source", "status", "created_at", "updated_at")
SELECT p."contact_id", p."user_id",
  CASE WHEN p."contact_name" <> '' THEN p."contact_name" ELSE p."email" END,
  p."email", p."phone", p."company_name", p."industry",
  CASE WHEN p."source" <> '' THEN 'Lead order ' || p."source" ELSE 'Prospect tracker' END,
  CASE p."status" WHEN 'closed_won' THEN 'client' WHEN 'closed_lost' THEN 'closed_lost' WHEN 'new' THEN 'lead' ELSE 'prospect' END,
  p."created_at", p."created_at"
FROM "prospects" p
WHERE p."contact_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "crm_contacts" c WHERE c."id" = p."contact_id");--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_contact_fk" FOREIGN KEY ("user_id","contact_id") REFERENCES "public"."crm_contacts"("user_id","id") ON DELETE no action ON UPDATE no action;
