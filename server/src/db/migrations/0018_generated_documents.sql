CREATE TABLE "generated_documents" (
	"user_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_documents_user_id_document_key_pk" PRIMARY KEY("user_id","document_key")
);
--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;