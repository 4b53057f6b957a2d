CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"integration_id" text NOT NULL,
	"source" text NOT NULL,
	"account_type" text NOT NULL,
	"case_source" text NOT NULL,
	"case_create_service" text NOT NULL,
	"country_code" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_ids" text[] NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"groups" text[] NOT NULL,
	"inactivity_timeout" integer,
	"suppress_level_above_renew" boolean DEFAULT false NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"package_name" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"roles_to_assign" text[] NOT NULL,
	"settings" jsonb NOT NULL,
	"technology" text NOT NULL,
	"region" text NOT NULL,
	"onboarded" boolean DEFAULT true NOT NULL,
	"software_download_region" text[] NOT NULL,
	"create_rma_customer_numbers" text[] NOT NULL,
	"company_id" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"customer360_associated" boolean DEFAULT true NOT NULL,
	"has_network" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"user_id" uuid,
	"actor_user_id" uuid,
	"login" text,
	"account_id" text,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_vendor" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "managed_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"proxy_user_id" uuid,
	"selected_account_id" text,
	"login_method" text NOT NULL,
	"id_token_hint" text,
	"sso_issuer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_seconds" integer NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_accounts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"company_id" text NOT NULL,
	"country_code" text,
	"password_hash" text,
	"use_local" boolean DEFAULT true NOT NULL,
	"inactivity_timeout" integer,
	"has_access_to_all_accounts" boolean DEFAULT false NOT NULL,
	"vendor_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"managed_organization_id" text,
	"settings" jsonb DEFAULT '{"emailNotifications":true}'::jsonb NOT NULL,
	"locale" text,
	"terms_accepted_at" timestamp with time zone,
	"oidc_issuer" text,
	"oidc_subject" text,
	"c360_user_type" text,
	"analytic_tag" text,
	"can_proxy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_proxy_user_id_users_id_fk" FOREIGN KEY ("proxy_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_managed_organization_id_managed_organizations_id_fk" FOREIGN KEY ("managed_organization_id") REFERENCES "public"."managed_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_company_idx" ON "accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "audit_log_account_at_idx" ON "audit_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_at_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_accounts_account_idx" ON "user_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_uq" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_uq" ON "users" USING btree ("oidc_issuer","oidc_subject");