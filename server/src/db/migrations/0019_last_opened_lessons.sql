CREATE TABLE "last_opened_lessons" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "last_opened_lessons" ADD CONSTRAINT "last_opened_lessons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;