CREATE TABLE "account_systems" (
	"account_id" text PRIMARY KEY NOT NULL,
	"system_name" text NOT NULL,
	"current_version" text NOT NULL,
	"documentation_url" text
);
--> statement-breakpoint
CREATE TABLE "dashboard_layouts" (
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_layouts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"released_on" date NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"notes" jsonb NOT NULL,
	"logout_scheduled_at" timestamp with time zone,
	CONSTRAINT "releases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "account_systems" ADD CONSTRAINT "account_systems_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;