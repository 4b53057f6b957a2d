-- Empty values sort last both ways: the optional columns' second sort expression (the one of the
-- direction the first did not serve) gets its own index (src/server/modules/cases/case-list.ts).
CREATE INDEX "cases_account_site_up_idx" ON "cases" USING btree ("account_id",coalesce('0' || "site", '1'),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_owner_up_idx" ON "cases" USING btree ("account_id",coalesce('0' || "owner", '1'),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_workgroup_up_idx" ON "cases" USING btree ("account_id",coalesce('0' || "workgroup", '1'),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_resolved_down_idx" ON "cases" USING btree ("account_id",coalesce("resolved_at", '-infinity'::timestamptz),"case_no");--> statement-breakpoint
CREATE INDEX "cases_account_resolution_down_idx" ON "cases" USING btree ("account_id",coalesce("resolution_days", -1),"case_no");