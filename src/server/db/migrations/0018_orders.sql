CREATE TABLE "order_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_account_id_status_pk" PRIMARY KEY("account_id","status")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" text NOT NULL,
	"part_number" text NOT NULL,
	"description" text,
	"quantity_ordered" integer NOT NULL,
	"quantity_shipped" integer DEFAULT 0 NOT NULL,
	"quantity_backordered" integer DEFAULT 0 NOT NULL,
	"quantity_cancelled" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"unit_price" numeric(12, 2),
	"promised_date" date,
	CONSTRAINT "order_lines_order_no_line_no_pk" PRIMARY KEY("order_no","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"quantity" integer NOT NULL,
	"serial_numbers" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"po_number" text,
	"status" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"customer_number" text,
	"ship_to" text,
	"currency" text,
	"total" numeric(14, 2),
	"line_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(translate(coalesce(order_no::text, '') || ' ' || coalesce(po_number::text, ''), '-/._', '    '), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002ffff])', ' \1 ', 'g')) || array_to_tsvector(array['#' || account_id])) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_no_line_no_order_lines_order_no_line_no_fk" FOREIGN KEY ("order_no","line_no") REFERENCES "public"."order_lines"("order_no","line_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipments_line_idx" ON "order_shipments" USING btree ("order_no","line_no","shipped_at");--> statement-breakpoint
CREATE INDEX "orders_account_no_idx" ON "orders" USING btree ("account_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_account_ordered_idx" ON "orders" USING btree ("account_id","ordered_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_account_updated_idx" ON "orders" USING btree ("account_id","updated_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_account_status_idx" ON "orders" USING btree ("account_id","status","order_no");--> statement-breakpoint
CREATE INDEX "orders_account_lines_idx" ON "orders" USING btree ("account_id","line_count","order_no");--> statement-breakpoint
CREATE INDEX "orders_account_po_idx" ON "orders" USING btree ("account_id",coalesce("po_number", ''),"order_no");--> statement-breakpoint
CREATE INDEX "orders_account_po_up_idx" ON "orders" USING btree ("account_id",coalesce('0' || "po_number", '1'),"order_no");--> statement-breakpoint
CREATE INDEX "orders_account_total_idx" ON "orders" USING btree ("account_id",coalesce("total", 1e15),"order_no");--> statement-breakpoint
CREATE INDEX "orders_account_total_down_idx" ON "orders" USING btree ("account_id",coalesce("total", -1),"order_no");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search");