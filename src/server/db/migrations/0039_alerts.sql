CREATE TABLE "alert_accounts" (
	"alert_id" integer NOT NULL,
	"account_id" text NOT NULL,
	CONSTRAINT "alert_accounts_alert_id_account_id_pk" PRIMARY KEY("alert_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"show_always" boolean DEFAULT true NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"all_accounts" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "alerts_severity_ck" CHECK ("alerts"."severity" in ('critical', 'medium', 'information')),
	CONSTRAINT "alerts_period_ck" CHECK ("alerts"."show_always" or ("alerts"."active_from" is not null and "alerts"."active_to" is not null and "alerts"."active_to" > "alerts"."active_from")),
	CONSTRAINT "alerts_deactivated_ck" CHECK ("alerts"."active" = ("alerts"."deactivated_at" is null))
);
--> statement-breakpoint
CREATE TABLE "portal_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "alert_accounts" ADD CONSTRAINT "alert_accounts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_accounts" ADD CONSTRAINT "alert_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_texts" ADD CONSTRAINT "portal_texts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_accounts_account_idx" ON "alert_accounts" USING btree ("account_id");