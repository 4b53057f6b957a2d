CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"network_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"subnetwork" text[] NOT NULL,
	"prime_site" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fault_manager_id" text,
	"network_profile" text,
	"show_in_case_management" boolean DEFAULT true NOT NULL,
	"show_in_performance" boolean DEFAULT true NOT NULL,
	"threshold_count" integer,
	"threshold_percent" double precision,
	"threshold_max" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_latitude_ck" CHECK ("sites"."latitude" between -90 and 90),
	CONSTRAINT "sites_longitude_ck" CHECK ("sites"."longitude" between -180 and 180),
	CONSTRAINT "sites_subnetwork_ck" CHECK (cardinality("sites"."subnetwork") > 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_fault_manager_uq" ON "sites" USING btree ("network_id","fault_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_site_zone_uq" ON "sites" USING btree ("network_id","site_id","zone_id");--> statement-breakpoint
CREATE INDEX "sites_account_name_idx" ON "sites" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "sites_account_site_idx" ON "sites" USING btree ("account_id","zone_id","site_id","id");