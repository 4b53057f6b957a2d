ALTER TABLE "accounts" ADD COLUMN "support_manager_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "support_manager_email" text;