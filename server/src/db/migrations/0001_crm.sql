CREATE TABLE "crm_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lead_source" text DEFAULT '' NOT NULL,
	"deal_value" numeric(12, 2),
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'lead' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_contacts_user_id_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "crm_contacts_status_check" CHECK ("crm_contacts"."status" in ('lead', 'prospect', 'client', 'closed_lost')),
	CONSTRAINT "crm_contacts_deal_value_check" CHECK ("crm_contacts"."deal_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crm_deleted_contacts" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"type" text DEFAULT 'call' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"follow_up_date" timestamp with time zone NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_follow_ups_type_check" CHECK ("crm_follow_ups"."type" in ('call', 'email', 'meeting', 'task'))
);
--> statement-breakpoint
ALTER TABLE "crm_contacts" ADD CONSTRAINT "crm_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deleted_contacts" ADD CONSTRAINT "crm_deleted_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_follow_ups" ADD CONSTRAINT "crm_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_follow_ups" ADD CONSTRAINT "crm_follow_ups_contact_fk" FOREIGN KEY ("user_id","contact_id") REFERENCES "public"."crm_contacts"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_contacts_user_created_idx" ON "crm_contacts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_contacts_user_status_idx" ON "crm_contacts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "crm_deleted_contacts_user_idx" ON "crm_deleted_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crm_deleted_contacts_expires_idx" ON "crm_deleted_contacts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "crm_follow_ups_user_date_idx" ON "crm_follow_ups" USING btree ("user_id","follow_up_date");--> statement-breakpoint
CREATE INDEX "crm_follow_ups_contact_idx" ON "crm_follow_ups" USING btree ("contact_id");