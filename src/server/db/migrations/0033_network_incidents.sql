CREATE TABLE "network_incident_sites" (
	"case_no" integer NOT NULL,
	"site_id" integer NOT NULL,
	"failed_since" timestamp with time zone NOT NULL,
	"first_alarm_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_incident_sites_case_no_site_id_pk" PRIMARY KEY("case_no","site_id")
);
--> statement-breakpoint
CREATE TABLE "network_incidents" (
	"case_no" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"first_alarm_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_incident_sites" ADD CONSTRAINT "network_incident_sites_case_no_network_incidents_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."network_incidents"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_incident_sites" ADD CONSTRAINT "network_incident_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_incidents" ADD CONSTRAINT "network_incidents_case_no_cases_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_incident_sites_open_uq" ON "network_incident_sites" USING btree ("site_id") WHERE "network_incident_sites"."restored_at" is null;--> statement-breakpoint
CREATE INDEX "network_incidents_account_idx" ON "network_incidents" USING btree ("account_id","restored_at");