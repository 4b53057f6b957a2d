ALTER TABLE "cases" ADD COLUMN "site_ref" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "site_ref" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_site_ref_sites_id_fk" FOREIGN KEY ("site_ref") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_site_ref_sites_id_fk" FOREIGN KEY ("site_ref") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;