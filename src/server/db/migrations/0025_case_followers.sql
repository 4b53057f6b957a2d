CREATE TABLE "case_followers" (
	"case_no" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_followers_case_no_user_id_pk" PRIMARY KEY("case_no","user_id")
);
--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_case_no_cases_case_no_fk" FOREIGN KEY ("case_no") REFERENCES "public"."cases"("case_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_followers_user_idx" ON "case_followers" USING btree ("user_id");