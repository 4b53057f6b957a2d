CREATE TABLE "case_counts" (
	"account_id" text NOT NULL,
	"category" text NOT NULL,
	"case_type" text NOT NULL,
	"state" text NOT NULL,
	"priority" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "case_counts_account_id_category_case_type_state_priority_pk" PRIMARY KEY("account_id","category","case_type","state","priority")
);
