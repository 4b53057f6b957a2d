ALTER TABLE "repairs" ADD COLUMN "quote_sim_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "quote_state" text;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "quote_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "quote_answered_by" uuid;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "quote_comments" text;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "quote_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_quote_answered_by_users_id_fk" FOREIGN KEY ("quote_answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repairs_open_quotes_idx" ON "repairs" USING btree ("quotation_date") WHERE "repairs"."quote_number" is not null and "repairs"."quote_state" is null;