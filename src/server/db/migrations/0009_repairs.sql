CREATE TABLE "device_models" (
	"model_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"end_of_support" date,
	"is_radio" boolean NOT NULL,
	"fm_certifiable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"serial" text PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"account_id" text NOT NULL,
	"received_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infrastructure_serials" (
	"serial" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"service_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "repair_counts_account_id_status_kind_service_type_pk" PRIMARY KEY("account_id","status","kind","service_type")
);
--> statement-breakpoint
CREATE TABLE "repair_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_no" text NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"tracking_number" text
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"repair_no" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"sr_number" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"serial_in" text NOT NULL,
	"serial_out" text,
	"device_model" text,
	"customer_number" text NOT NULL,
	"contract_number" text,
	"po_number" text,
	"depot" text NOT NULL,
	"service_type" text NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"end_user_address" jsonb,
	"firmware_version" text,
	"flashcode_version" text,
	"radio_password" text,
	"encryption" text,
	"fm_approval" boolean DEFAULT false NOT NULL,
	"ul_approval" boolean DEFAULT false NOT NULL,
	"estimate_option" text,
	"cc_invoice_recipient" text,
	"e_invoice_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"symptoms" text[] DEFAULT '{}'::text[] NOT NULL,
	"quote_number" text,
	"unit_price" numeric(12, 2),
	"currency" text,
	"quotation_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(translate(coalesce(repair_no::text, '') || ' ' || coalesce(sr_number::text, '') || ' ' || coalesce(serial_in::text, '') || ' ' || coalesce(serial_out::text, ''), '-/._', '    '), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_model_code_device_models_model_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."device_models"("model_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_serials" ADD CONSTRAINT "infrastructure_serials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_events" ADD CONSTRAINT "repair_events_repair_no_repairs_repair_no_fk" FOREIGN KEY ("repair_no") REFERENCES "public"."repairs"("repair_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_account_idx" ON "devices" USING btree ("account_id","serial");--> statement-breakpoint
CREATE INDEX "infrastructure_serials_account_idx" ON "infrastructure_serials" USING btree ("account_id","serial");--> statement-breakpoint
CREATE INDEX "repair_events_repair_idx" ON "repair_events" USING btree ("repair_no","at");--> statement-breakpoint
CREATE INDEX "repairs_account_no_idx" ON "repairs" USING btree ("account_id","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_created_idx" ON "repairs" USING btree ("account_id","created_at","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_updated_idx" ON "repairs" USING btree ("account_id","updated_at","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_status_idx" ON "repairs" USING btree ("account_id","status","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_kind_idx" ON "repairs" USING btree ("account_id","kind","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_service_idx" ON "repairs" USING btree ("account_id","service_type","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_depot_idx" ON "repairs" USING btree ("account_id","depot","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_serial_idx" ON "repairs" USING btree ("account_id","serial_in","repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_model_idx" ON "repairs" USING btree ("account_id",coalesce("device_model", ''),"repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_model_up_idx" ON "repairs" USING btree ("account_id",coalesce('0' || "device_model", '1'),"repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_quoted_idx" ON "repairs" USING btree ("account_id",coalesce("quotation_date", 'infinity'::timestamptz),"repair_no");--> statement-breakpoint
CREATE INDEX "repairs_account_quoted_down_idx" ON "repairs" USING btree ("account_id",coalesce("quotation_date", '-infinity'::timestamptz),"repair_no");--> statement-breakpoint
CREATE INDEX "repairs_search_idx" ON "repairs" USING gin ("search");