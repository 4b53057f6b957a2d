CREATE TABLE "repair_bank_accounts" (
	"account_id" text NOT NULL,
	"customer_number" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"pending_cents" bigint DEFAULT 0 NOT NULL,
	"threshold_cents" bigint NOT NULL,
	"low_notified" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_bank_accounts_account_id_customer_number_pk" PRIMARY KEY("account_id","customer_number")
);
--> statement-breakpoint
CREATE TABLE "repair_bank_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_bank_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"customer_number" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_cents" bigint NOT NULL,
	"pending_cents" bigint NOT NULL,
	"repair_no" text,
	"quote_number" text
);
--> statement-breakpoint
ALTER TABLE "repair_bank_accounts" ADD CONSTRAINT "repair_bank_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_bank_history" ADD CONSTRAINT "repair_bank_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_bank_history_at_idx" ON "repair_bank_history" USING btree ("account_id","at","id");--> statement-breakpoint
CREATE INDEX "repair_bank_history_customer_idx" ON "repair_bank_history" USING btree ("account_id","customer_number","id");