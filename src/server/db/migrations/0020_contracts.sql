CREATE TABLE "contract_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_no" text NOT NULL,
	"account_id" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"new_expiration_date" date,
	"decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "contract_services" (
	"contract_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "contract_services_contract_no_line_no_pk" PRIMARY KEY("contract_no","line_no")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"contract_no" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"expiration_date" date,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"evergreen" boolean DEFAULT false NOT NULL,
	"services_count" integer DEFAULT 0 NOT NULL,
	"renewal_pending_since" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(translate(coalesce(contract_no::text, '') || ' ' || coalesce(name::text, ''), '-/._', '    '), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "covered_asset_counts" (
	"account_id" text NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "covered_asset_counts_account_id_state_pk" PRIMARY KEY("account_id","state")
);
--> statement-breakpoint
CREATE TABLE "covered_assets" (
	"serial" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"contract_no" text NOT NULL,
	"model_code" text NOT NULL,
	"site_name" text NOT NULL,
	"state" text NOT NULL,
	"covered_from" date NOT NULL,
	"covered_until" date NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(translate(coalesce(serial::text, '') || ' ' || coalesce(model_code::text, '') || ' ' || coalesce(site_name::text, '') || ' ' || coalesce(contract_no::text, ''), '-/._', '    '), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_contract_no_contracts_contract_no_fk" FOREIGN KEY ("contract_no") REFERENCES "public"."contracts"("contract_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_renewals" ADD CONSTRAINT "contract_renewals_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_services" ADD CONSTRAINT "contract_services_contract_no_contracts_contract_no_fk" FOREIGN KEY ("contract_no") REFERENCES "public"."contracts"("contract_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covered_assets" ADD CONSTRAINT "covered_assets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "covered_assets" ADD CONSTRAINT "covered_assets_contract_no_contracts_contract_no_fk" FOREIGN KEY ("contract_no") REFERENCES "public"."contracts"("contract_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_renewals_contract_idx" ON "contract_renewals" USING btree ("contract_no","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_renewals_one_pending_idx" ON "contract_renewals" USING btree ("contract_no") WHERE "contract_renewals"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "contracts_account_no_idx" ON "contracts" USING btree ("account_id","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_account_name_idx" ON "contracts" USING btree ("account_id","name","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_account_type_idx" ON "contracts" USING btree ("account_id","type","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_account_start_idx" ON "contracts" USING btree ("account_id","start_date","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_account_services_idx" ON "contracts" USING btree ("account_id","services_count","contract_no");--> statement-breakpoint
CREATE INDEX "contracts_account_expiration_idx" ON "contracts" USING btree ("account_id",coalesce("expiration_date", 'infinity'::date),"contract_no");--> statement-breakpoint
CREATE INDEX "contracts_account_expiration_down_idx" ON "contracts" USING btree ("account_id",coalesce("expiration_date", '-infinity'::date),"contract_no");--> statement-breakpoint
CREATE INDEX "contracts_search_idx" ON "contracts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "covered_assets_account_serial_idx" ON "covered_assets" USING btree ("account_id","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_account_model_idx" ON "covered_assets" USING btree ("account_id","model_code","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_account_site_idx" ON "covered_assets" USING btree ("account_id","site_name","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_account_contract_idx" ON "covered_assets" USING btree ("account_id","contract_no","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_account_state_idx" ON "covered_assets" USING btree ("account_id","state","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_account_from_idx" ON "covered_assets" USING btree ("account_id","covered_from","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_account_until_idx" ON "covered_assets" USING btree ("account_id","covered_until","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_contract_idx" ON "covered_assets" USING btree ("contract_no","serial");--> statement-breakpoint
CREATE INDEX "covered_assets_search_idx" ON "covered_assets" USING gin ("search");