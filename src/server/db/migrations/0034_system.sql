CREATE TABLE "antivirus_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "antivirus_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"hostname" text NOT NULL,
	"ip_address" text NOT NULL,
	"os_type" text NOT NULL,
	"definition_version" text NOT NULL,
	"scan_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patch_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patch_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"patch_number" text NOT NULL,
	"os_type" text NOT NULL,
	"ip_address" text NOT NULL,
	"hostname" text NOT NULL,
	"scan_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_bulletin_targets" (
	"bulletin_id" text NOT NULL,
	"system_name" text NOT NULL,
	"component" text NOT NULL,
	"releases" text[] NOT NULL,
	"fixing_patch" text NOT NULL,
	CONSTRAINT "security_bulletin_targets_bulletin_id_system_name_component_pk" PRIMARY KEY("bulletin_id","system_name","component")
);
--> statement-breakpoint
CREATE TABLE "security_bulletins" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"cve" text,
	"published_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"network_id" text NOT NULL,
	"service" text NOT NULL,
	"level" text NOT NULL,
	"zone_id" integer,
	"site_ref" integer,
	"component" text NOT NULL,
	"installed_version" text NOT NULL,
	"latest_version" text NOT NULL,
	"latest_released_on" date NOT NULL,
	"installed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "software_updates_service_ck" CHECK ("software_updates"."service" in ('SUS', 'RSUS')),
	CONSTRAINT "software_updates_level_ck" CHECK ("software_updates"."level" in ('system', 'zone', 'site'))
);
--> statement-breakpoint
ALTER TABLE "antivirus_scans" ADD CONSTRAINT "antivirus_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_history" ADD CONSTRAINT "patch_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_bulletin_targets" ADD CONSTRAINT "security_bulletin_targets_bulletin_id_security_bulletins_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."security_bulletins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_updates" ADD CONSTRAINT "software_updates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_updates" ADD CONSTRAINT "software_updates_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_updates" ADD CONSTRAINT "software_updates_site_ref_sites_id_fk" FOREIGN KEY ("site_ref") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "antivirus_scans_account_scan_idx" ON "antivirus_scans" USING btree ("account_id","scan_date","id");--> statement-breakpoint
CREATE INDEX "patch_history_account_scan_idx" ON "patch_history" USING btree ("account_id","scan_date","id");--> statement-breakpoint
CREATE INDEX "patch_history_account_patch_idx" ON "patch_history" USING btree ("account_id","patch_number");--> statement-breakpoint
CREATE INDEX "software_updates_account_idx" ON "software_updates" USING btree ("account_id","service","level","component","id");