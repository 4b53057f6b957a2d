CREATE SEQUENCE "public"."repair_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2700001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."repair_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2700001 CACHE 1;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "repair_requests_idempotency_idx" ON "repair_requests" USING btree ("account_id","idempotency_key");