ALTER TABLE "site_alarms" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "site_alarms" ADD COLUMN "value" double precision;