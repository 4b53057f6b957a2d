CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"all_day" boolean NOT NULL,
	"start_date" date,
	"end_date" date,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"severity" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"rrule" text,
	"repeat_until" date,
	"repeat_count" integer,
	"series_start" timestamp with time zone NOT NULL,
	"series_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_severity_ck" CHECK ("calendar_events"."severity" in ('critical', 'medium', 'information')),
	CONSTRAINT "calendar_events_when_ck" CHECK (("calendar_events"."all_day" and "calendar_events"."start_date" is not null and "calendar_events"."start_at" is null and "calendar_events"."end_at" is null)
        or (not "calendar_events"."all_day" and "calendar_events"."start_at" is not null and "calendar_events"."start_date" is null and "calendar_events"."end_date" is null)),
	CONSTRAINT "calendar_events_repeat_end_ck" CHECK ("calendar_events"."repeat_until" is null or "calendar_events"."repeat_count" is null)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_feeds_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_account_idx" ON "calendar_events" USING btree ("account_id","series_start");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_uq" ON "calendar_feeds" USING btree ("token_hash");