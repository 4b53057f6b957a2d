CREATE TABLE "entitlements" (
	"entitlement_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"part_number" text NOT NULL,
	"feature_name" text NOT NULL,
	"entitlement_type" text NOT NULL,
	"expires_on" date,
	"quantity_purchased" integer NOT NULL,
	"quantity_total" integer NOT NULL,
	"quantity_remaining" integer NOT NULL,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(translate(coalesce(entitlement_id::text, '') || ' ' || coalesce(part_number::text, '') || ' ' || coalesce(feature_name::text, '') || ' ' || coalesce(order_number::text, ''), '-/._', '    '), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL,
	CONSTRAINT "entitlements_remaining_ck" CHECK ("entitlements"."quantity_remaining" >= 0 and "entitlements"."quantity_remaining" <= "entitlements"."quantity_total")
);
--> statement-breakpoint
CREATE TABLE "feature_activations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_activations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"entitlement_id" text NOT NULL,
	"hardware_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"site_name" text NOT NULL,
	"activated_by" uuid,
	"activated_by_name" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_activations_quantity_ck" CHECK ("feature_activations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "feature_renewals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"entitlement_id" text NOT NULL,
	"term_months" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardware" (
	"account_id" text NOT NULL,
	"hardware_id" text NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(translate(coalesce(hardware_id::text, '') || ' ' || coalesce(name::text, '') || ' ' || coalesce(product::text, ''), '-/._', '    '), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL,
	CONSTRAINT "hardware_account_id_hardware_id_pk" PRIMARY KEY("account_id","hardware_id")
);
--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_activations" ADD CONSTRAINT "feature_activations_entitlement_id_entitlements_entitlement_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("entitlement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_activations" ADD CONSTRAINT "feature_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_activations" ADD CONSTRAINT "feature_activations_account_id_hardware_id_hardware_account_id_hardware_id_fk" FOREIGN KEY ("account_id","hardware_id") REFERENCES "public"."hardware"("account_id","hardware_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_renewals" ADD CONSTRAINT "feature_renewals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_renewals" ADD CONSTRAINT "feature_renewals_entitlement_id_entitlements_entitlement_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("entitlement_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_renewals" ADD CONSTRAINT "feature_renewals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware" ADD CONSTRAINT "hardware_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware" ADD CONSTRAINT "hardware_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlements_account_id_idx" ON "entitlements" USING btree ("account_id","entitlement_id");--> statement-breakpoint
CREATE INDEX "entitlements_account_expires_idx" ON "entitlements" USING btree ("account_id",coalesce("expires_on", 'infinity'::date),"entitlement_id");--> statement-breakpoint
CREATE INDEX "entitlements_account_feature_idx" ON "entitlements" USING btree ("account_id","feature_name","entitlement_id");--> statement-breakpoint
CREATE INDEX "entitlements_search_idx" ON "entitlements" USING gin ("search");--> statement-breakpoint
CREATE INDEX "feature_activations_entitlement_idx" ON "feature_activations" USING btree ("entitlement_id");--> statement-breakpoint
CREATE INDEX "feature_activations_hardware_idx" ON "feature_activations" USING btree ("account_id","hardware_id");--> statement-breakpoint
CREATE INDEX "feature_activations_site_idx" ON "feature_activations" USING btree ("account_id","site_name");--> statement-breakpoint
CREATE UNIQUE INDEX "feature_renewals_one_pending_idx" ON "feature_renewals" USING btree ("entitlement_id") WHERE "feature_renewals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "feature_renewals_account_idx" ON "feature_renewals" USING btree ("account_id","requested_at");--> statement-breakpoint
CREATE INDEX "hardware_account_created_idx" ON "hardware" USING btree ("account_id","created_at","hardware_id");--> statement-breakpoint
CREATE INDEX "hardware_search_idx" ON "hardware" USING gin ("search");