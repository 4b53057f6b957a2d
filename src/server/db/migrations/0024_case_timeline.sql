CREATE TABLE "case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_no" integer NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"reason" text,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"author_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_attachments" ALTER COLUMN "case_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "case_notes" ALTER COLUMN "case_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD COLUMN "ticket_no" integer;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD COLUMN "author_kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_notes" ADD COLUMN "ticket_no" integer;--> statement-breakpoint
ALTER TABLE "case_notes" ADD COLUMN "author_kind" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_no_cases_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_no","created_at");--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_ticket_no_tickets_ticket_no_fk" FOREIGN KEY ("ticket_no") REFERENCES "public"."tickets"("ticket_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_ticket_no_tickets_ticket_no_fk" FOREIGN KEY ("ticket_no") REFERENCES "public"."tickets"("ticket_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_attachments_ticket_idx" ON "case_attachments" USING btree ("ticket_no","created_at");--> statement-breakpoint
CREATE INDEX "case_notes_ticket_idx" ON "case_notes" USING btree ("ticket_no","created_at");--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_one_parent" CHECK (num_nonnulls("case_attachments"."case_no", "case_attachments"."ticket_no") = 1);--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_one_parent" CHECK (num_nonnulls("case_notes"."case_no", "case_notes"."ticket_no") = 1);--> statement-breakpoint
-- Notes written before the timeline: by vendor staff when their author is vendor staff, or when
-- no portal user wrote them (the back-office notes of the case owners).
UPDATE "case_notes" n SET "author_kind" = 'vendor'
  WHERE n."author_user_id" IS NULL
     OR EXISTS (SELECT 1 FROM "users" u JOIN "companies" c ON c."id" = u."company_id"
                WHERE u."id" = n."author_user_id" AND c."is_vendor");--> statement-breakpoint
UPDATE "case_attachments" a SET
  "author_name" = trim(u."first_name" || ' ' || u."last_name"),
  "author_kind" = CASE WHEN c."is_vendor" THEN 'vendor' ELSE 'customer' END
  FROM "users" u JOIN "companies" c ON c."id" = u."company_id"
  WHERE u."id" = a."uploaded_by";
