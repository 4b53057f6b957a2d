-- Issue 32 point 3: the raw samples are partitioned by day of `at` (UTC), kept 7 days. Drizzle
-- made site_samples a plain table (it knows no partitioning); it is empty here, so it is made
-- again partitioned, with a default partition so an insert never fails whatever its time. The
-- jobs (modules/telemetry/retention-jobs.ts) call the two functions below: the next days'
-- partitions made (rows the default partition already holds for such a day moved into it), the
-- days older than the retention dropped whole. PGlite is PostgreSQL 17: the same SQL runs there.
DROP TABLE "site_samples";
--> statement-breakpoint
CREATE TABLE "site_samples" (
	"site_id" integer NOT NULL,
	"subnetwork" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"utilization" double precision NOT NULL,
	"busy_channels" integer,
	"affiliations" integer,
	CONSTRAINT "site_samples_site_id_subnetwork_at_pk" PRIMARY KEY("site_id","subnetwork","at")
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE TABLE "site_samples_default" PARTITION OF "site_samples" DEFAULT;
--> statement-breakpoint
-- Makes the daily partitions (site_samples_pYYYYMMDD, UTC days) from `from_day` for `days` days
-- that do not exist yet; answers how many it made.
CREATE FUNCTION site_samples_make_partitions(from_day date, days int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  d date;
  part text;
  lo timestamptz;
  hi timestamptz;
  made int := 0;
BEGIN
  FOR i IN 0 .. days - 1 LOOP
    d := from_day + i;
    part := 'site_samples_p' || to_char(d, 'YYYYMMDD');
    IF to_regclass(part) IS NOT NULL THEN
      CONTINUE;
    END IF;
    lo := (d::timestamp AT TIME ZONE 'UTC');
    hi := ((d + 1)::timestamp AT TIME ZONE 'UTC');
    EXECUTE format('CREATE TABLE %I (LIKE site_samples INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part);
    EXECUTE format(
      'WITH moved AS (DELETE FROM site_samples_default WHERE at >= $1 AND at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
      part) USING lo, hi;
    EXECUTE format('ALTER TABLE site_samples ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, lo, hi);
    made := made + 1;
  END LOOP;
  RETURN made;
END $$;
--> statement-breakpoint
-- Drops the daily partitions of days wholly before `before_day` and deletes such rows from the
-- default partition; answers how many partitions it dropped.
CREATE FUNCTION site_samples_drop_partitions(before_day date) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  part record;
  dropped int := 0;
BEGIN
  FOR part IN
    SELECT c.relname FROM pg_inherits i
    JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'site_samples'::regclass AND c.relname ~ '^site_samples_p[0-9]{8}$'
  LOOP
    IF to_date(substr(part.relname, 15), 'YYYYMMDD') < before_day THEN
      EXECUTE format('DROP TABLE %I', part.relname);
      dropped := dropped + 1;
    END IF;
  END LOOP;
  DELETE FROM site_samples_default WHERE at < (before_day::timestamp AT TIME ZONE 'UTC');
  RETURN dropped;
END $$;
--> statement-breakpoint
SELECT site_samples_make_partitions((now() AT TIME ZONE 'UTC')::date - 7, 11);
--> statement-breakpoint
-- Every site has a state row: the existing ones start 'unknown' (until their first sample).
INSERT INTO "site_states" ("site_id", "account_id", "network_id")
SELECT "id", "account_id", "network_id" FROM "sites"
ON CONFLICT DO NOTHING;
