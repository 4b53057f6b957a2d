CREATE TABLE "customer_numbers" (
	"customer_number" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "local_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"repair_no" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"processor_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"processor" text NOT NULL,
	"processor_ref" text,
	"card_brand" text,
	"card_last4" text,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_depots" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"address" jsonb NOT NULL,
	"turnaround_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_requests" (
	"request_no" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"requested_by" uuid,
	"customer_number" text NOT NULL,
	"depot" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"end_user_address" jsonb,
	"standalone" boolean DEFAULT false NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_models" ADD COLUMN "flat_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "device_models" ADD COLUMN "evaluation_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "request_no" text;--> statement-breakpoint
ALTER TABLE "repairs" ADD COLUMN "charged_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_cart_items" ADD CONSTRAINT "repair_cart_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_cart_items" ADD CONSTRAINT "repair_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "local_charges_idempotency_idx" ON "local_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_repair_idx" ON "payment_refunds" USING btree ("repair_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "repair_cart_items_owner_idx" ON "repair_cart_items" USING btree ("account_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_depots_name_idx" ON "repair_depots" USING btree ("name");--> statement-breakpoint
CREATE INDEX "repair_depots_region_idx" ON "repair_depots" USING btree ("region");--> statement-breakpoint
CREATE INDEX "repair_requests_account_idx" ON "repair_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "repairs_request_idx" ON "repairs" USING btree ("request_no");