CREATE TABLE "known_issues" (
	"issue_id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"workaround" text,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"fixed_in" text
);
--> statement-breakpoint
CREATE TABLE "software_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"package_id" text,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_packages" (
	"package_id" text PRIMARY KEY NOT NULL,
	"release_id" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"regions" text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_releases" (
	"release_id" text PRIMARY KEY NOT NULL,
	"technology" text NOT NULL,
	"system_release" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_issues" ADD CONSTRAINT "known_issues_release_id_software_releases_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."software_releases"("release_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_files" ADD CONSTRAINT "software_files_release_id_software_releases_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."software_releases"("release_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_files" ADD CONSTRAINT "software_files_package_id_software_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."software_packages"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_packages" ADD CONSTRAINT "software_packages_release_id_software_releases_release_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."software_releases"("release_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_issues_release_idx" ON "known_issues" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "software_files_package_idx" ON "software_files" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "software_files_release_idx" ON "software_files" USING btree ("release_id","kind");--> statement-breakpoint
CREATE INDEX "software_packages_release_idx" ON "software_packages" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "software_releases_technology_idx" ON "software_releases" USING btree ("technology","published_at");