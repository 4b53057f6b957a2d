CREATE SEQUENCE "public"."case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."ticket_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 70000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "case_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_no" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_links" (
	"case_no" integer NOT NULL,
	"linked_case_no" integer NOT NULL,
	CONSTRAINT "case_links_case_no_linked_case_no_pk" PRIMARY KEY("case_no","linked_case_no")
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_no" integer NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"case_no" integer PRIMARY KEY DEFAULT nextval('case_number_seq') NOT NULL,
	"account_id" text NOT NULL,
	"category" text NOT NULL,
	"case_type" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"priority" integer DEFAULT 3 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"site" text,
	"owner" text,
	"workgroup" text,
	"source" text NOT NULL,
	"source_kind" text DEFAULT 'UNKNOWN' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution_days" integer GENERATED ALWAYS AS (case when resolved_at is null then null else floor(extract(epoch from (resolved_at - created_at)) / 86400)::integer end) STORED,
	"closure_requested_at" timestamp with time zone,
	"closure_requested_by" uuid,
	"closure_reason" text,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, case_no::text || ' ' || title || ' ' || description) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"account_id" text,
	"reference" text,
	"status" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_no" integer PRIMARY KEY DEFAULT nextval('ticket_number_seq') NOT NULL,
	"account_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"ticket_type" text NOT NULL,
	"status" text NOT NULL,
	"priority" integer NOT NULL,
	"impact" integer NOT NULL,
	"urgency" integer NOT NULL,
	"site" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"parent_ticket_no" integer,
	"product_name" text,
	"product_model" text,
	"unit_id" text,
	"unit_status" text,
	"user_id" uuid,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, ticket_no::text || ' ' || title || ' ' || description) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_case_no_cases_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_case_no_cases_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_linked_case_no_cases_case_no_fk" FOREIGN KEY ("linked_case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_no_cases_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_closure_requested_by_users_id_fk" FOREIGN KEY ("closure_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("case_no","created_at");--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_no","created_at");--> statement-breakpoint
CREATE INDEX "cases_account_no_idx" ON "cases" USING btree ("account_id","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_created_idx" ON "cases" USING btree ("account_id","created_at","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_title_idx" ON "cases" USING btree ("account_id","title","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_category_idx" ON "cases" USING btree ("account_id","category","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_type_idx" ON "cases" USING btree ("account_id","case_type","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_state_idx" ON "cases" USING btree ("account_id","state","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_priority_idx" ON "cases" USING btree ("account_id","priority","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_source_idx" ON "cases" USING btree ("account_id","source","case_no");--> statement-breakpoint
CREATE INDEX "cases_account_site_idx" ON "cases" USING btree ("account_id",coalesce("site", ''),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_owner_idx" ON "cases" USING btree ("account_id",coalesce("owner", ''),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_workgroup_idx" ON "cases" USING btree ("account_id",coalesce("workgroup", ''),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_resolved_idx" ON "cases" USING btree ("account_id",coalesce("resolved_at", 'infinity'::timestamptz),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_resolution_idx" ON "cases" USING btree ("account_id",coalesce("resolution_days", 2147483647),"case_no");--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "cases_user_idx" ON "cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_account_no_idx" ON "tickets" USING btree ("account_id","ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_account_submitted_idx" ON "tickets" USING btree ("account_id","submitted_at","ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_account_status_idx" ON "tickets" USING btree ("account_id","status","ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_account_priority_idx" ON "tickets" USING btree ("account_id","priority","ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_parent_idx" ON "tickets" USING btree ("parent_ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ("search");