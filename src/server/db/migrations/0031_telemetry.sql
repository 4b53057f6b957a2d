CREATE TABLE "network_ingest_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_ingest_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network_id" text NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "network_ingest_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_alarms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_alarms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"network_id" text NOT NULL,
	"source_alarm_id" text,
	"kind" text NOT NULL,
	"subnetwork" text,
	"severity" integer NOT NULL,
	"message" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "site_alarms_kind_ck" CHECK ("site_alarms"."kind" in ('status', 'utilization', 'affiliation', 'nms')),
	CONSTRAINT "site_alarms_severity_ck" CHECK ("site_alarms"."severity" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "site_samples" (
	"site_id" integer NOT NULL,
	"subnetwork" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"utilization" double precision NOT NULL,
	"busy_channels" integer,
	"affiliations" integer,
	CONSTRAINT "site_samples_site_id_subnetwork_at_pk" PRIMARY KEY("site_id","subnetwork","at")
);
--> statement-breakpoint
CREATE TABLE "site_samples_hourly" (
	"site_id" integer NOT NULL,
	"subnetwork" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"samples" integer NOT NULL,
	"utilization_avg" double precision NOT NULL,
	"utilization_max" double precision NOT NULL,
	"affiliations_avg" double precision,
	"affiliations_max" integer,
	CONSTRAINT "site_samples_hourly_site_id_subnetwork_hour_pk" PRIMARY KEY("site_id","subnetwork","hour")
);
--> statement-breakpoint
CREATE TABLE "site_states" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"network_id" text NOT NULL,
	"state" text DEFAULT 'unknown' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sample_at" timestamp with time zone,
	"open_alarms" integer DEFAULT 0 NOT NULL,
	"max_severity" integer,
	"utilization" double precision,
	"affiliations" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_states_state_ck" CHECK ("site_states"."state" in ('normal', 'impaired', 'failed', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "network_ingest_tokens" ADD CONSTRAINT "network_ingest_tokens_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_alarms" ADD CONSTRAINT "site_alarms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_states" ADD CONSTRAINT "site_states_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_events_account_idx" ON "portal_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_alarms_open_uq" ON "site_alarms" USING btree ("site_id","kind",coalesce("subnetwork", ''),coalesce("source_alarm_id", '')) WHERE "site_alarms"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "site_alarms_account_idx" ON "site_alarms" USING btree ("account_id","cleared_at","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_alarms_site_idx" ON "site_alarms" USING btree ("site_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_states_account_state_idx" ON "site_states" USING btree ("account_id","state");