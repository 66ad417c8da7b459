CREATE TABLE "crm_deleted_follow_ups" (
	"follow_up_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_deleted_follow_ups" ADD CONSTRAINT "crm_deleted_follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deleted_follow_ups_user_idx" ON "crm_deleted_follow_ups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crm_deleted_follow_ups_expires_idx" ON "crm_deleted_follow_ups" USING btree ("expires_at");