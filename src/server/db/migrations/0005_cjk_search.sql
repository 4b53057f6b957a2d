-- Search: each Chinese, Japanese or Korean character becomes a word of its own in the search
-- document (src/server/platform/list/cjk.ts), so any part of a run is found. Dropping the column
-- drops its GIN index, made again below.
ALTER TABLE "cases" drop column "search";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(case_no::text || ' ' || title || ' ' || description, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" drop column "search";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(ticket_no::text || ' ' || title || ' ' || description, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ("search");
