CREATE TABLE "kpi_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kpi_type" text NOT NULL,
	"value" integer NOT NULL,
	"target" integer,
	"period" text NOT NULL,
	"date" date NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"origin" text,
	"source_label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_entries_user_type_origin_key" UNIQUE("user_id","kpi_type","origin"),
	CONSTRAINT "kpi_entries_type_check" CHECK ("kpi_entries"."kpi_type" in ('prospects_contacted', 'meetings_scheduled', 'proposals_sent', 'deals_closed')),
	CONSTRAINT "kpi_entries_period_check" CHECK ("kpi_entries"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "kpi_entries_value_check" CHECK ("kpi_entries"."value" >= 0 and "kpi_entries"."value" <= 1000000),
	CONSTRAINT "kpi_entries_target_check" CHECK ("kpi_entries"."target" is null or ("kpi_entries"."target" >= 1 and "kpi_entries"."target" <= 1000000)),
	CONSTRAINT "kpi_entries_automatic_origin_check" CHECK ("kpi_entries"."automatic" = ("kpi_entries"."origin" is not null))
);
--> statement-breakpoint
CREATE TABLE "kpi_goals" (
	"user_id" uuid NOT NULL,
	"kpi_type" text NOT NULL,
	"period" text NOT NULL,
	"target" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_goals_user_id_kpi_type_period_pk" PRIMARY KEY("user_id","kpi_type","period"),
	CONSTRAINT "kpi_goals_type_check" CHECK ("kpi_goals"."kpi_type" in ('prospects_contacted', 'meetings_scheduled', 'proposals_sent', 'deals_closed')),
	CONSTRAINT "kpi_goals_period_check" CHECK ("kpi_goals"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "kpi_goals_target_check" CHECK ("kpi_goals"."target" >= 1 and "kpi_goals"."target" <= 1000000)
);
--> statement-breakpoint
CREATE TABLE "prospect_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"estimated_value" numeric(12, 2),
	"status" text DEFAULT 'new' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospects_user_id_id_key" UNIQUE("user_id","id"),
	CONSTRAINT "prospects_status_check" CHECK ("prospects"."status" in ('new', 'contacted', 'qualified', 'proposal_sent', 'closed_won', 'closed_lost')),
	CONSTRAINT "prospects_estimated_value_check" CHECK ("prospects"."estimated_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "script_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"script_id" text NOT NULL,
	"prospect_id" uuid,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kpi_entries" ADD CONSTRAINT "kpi_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_goals" ADD CONSTRAINT "kpi_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_status_changes" ADD CONSTRAINT "prospect_status_changes_prospect_fk" FOREIGN KEY ("user_id","prospect_id") REFERENCES "public"."prospects"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_downloads" ADD CONSTRAINT "script_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kpi_entries_user_date_idx" ON "kpi_entries" USING btree ("user_id","date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prospect_status_changes_prospect_idx" ON "prospect_status_changes" USING btree ("prospect_id","changed_at");--> statement-breakpoint
CREATE INDEX "prospects_user_created_idx" ON "prospects" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prospects_user_status_created_idx" ON "prospects" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_user_email_key" ON "prospects" USING btree ("user_id",lower("email")) WHERE "prospects"."email" <> '';--> statement-breakpoint
CREATE INDEX "script_downloads_user_idx" ON "script_downloads" USING btree ("user_id","downloaded_at");