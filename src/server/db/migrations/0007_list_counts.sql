-- Per-account totals for any list (list-definition.ts `counts`): `portal_keep_counts(source,
-- counts, dimensions)` creates the table `counts` (account_id, the dimension columns, n), fills it from
-- `source`, and keeps it exact with three statement-level triggers on `source`: every INSERT,
-- UPDATE and DELETE statement adds the rows it wrote and subtracts the rows it replaced, grouped by
-- account and dimensions, in the same transaction (transition tables: a bulk insert of a million
-- rows costs one grouped upsert per statement). A list whose filters are all among the dimensions
-- sums a few rows of `counts` instead of counting the account's rows (list-definition.ts
-- `counts`). The source's account column is `account_id`; the dimensions must be NOT NULL columns.
CREATE FUNCTION portal_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counts text := TG_ARGV[0];
  cols text := TG_ARGV[1];
  changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := format('SELECT %s, 1 AS d FROM new_rows', cols);
  ELSIF TG_OP = 'DELETE' THEN
    changes := format('SELECT %s, -1 AS d FROM old_rows', cols);
  ELSE
    changes := format('SELECT %s, 1 AS d FROM new_rows UNION ALL SELECT %s, -1 AS d FROM old_rows', cols, cols);
  END IF;
  -- An UPDATE that changes no dimension nets to zero and writes nothing.
  EXECUTE format(
    'INSERT INTO %I AS c (%s, n) SELECT %s, sum(d)::int FROM (%s) changes GROUP BY %s HAVING sum(d) <> 0 ORDER BY %s '
    'ON CONFLICT (%s) DO UPDATE SET n = c.n + excluded.n',
    counts, cols, cols, changes, cols, cols, cols);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_keep_counts(source regclass, counts text, dimensions text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  names text[] := array_prepend('account_id', dimensions);
  cols text := (SELECT string_agg(quote_ident(c), ', ' ORDER BY i) FROM unnest(names) WITH ORDINALITY AS u(c, i));
  defs text;
  found int;
BEGIN
  SELECT count(*), string_agg(format('%I %s NOT NULL', a.attname, format_type(a.atttypid, a.atttypmod)), ', '
           ORDER BY array_position(names, a.attname::text))
    INTO found, defs
    FROM pg_attribute a
    WHERE a.attrelid = source AND a.attname = ANY (names) AND a.attnum > 0 AND NOT a.attisdropped AND a.attnotnull;
  IF found <> cardinality(names) THEN
    RAISE EXCEPTION 'portal_keep_counts(%): account_id and every dimension must be NOT NULL columns of the table', source;
  END IF;
  EXECUTE format('CREATE TABLE IF NOT EXISTS %I (%s, n integer NOT NULL, PRIMARY KEY (%s))', counts, defs, cols);
  EXECUTE format('DELETE FROM %I', counts);
  EXECUTE format('INSERT INTO %I (%s, n) SELECT %s, count(*)::int FROM %s GROUP BY %s', counts, cols, cols, source, cols);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', counts || '_insert', source);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', counts || '_update', source);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %s', counts || '_delete', source);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed(%L, %L)', counts || '_insert', source, counts, cols);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed(%L, %L)', counts || '_update', source, counts, cols);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows '
                 'FOR EACH STATEMENT EXECUTE FUNCTION portal_counts_changed(%L, %L)', counts || '_delete', source, counts, cols);
END $$;
--> statement-breakpoint
-- The case counts (migrations 0003-0004) move onto the shared mechanism: the same table, counted
-- again from the cases in this transaction.
DROP TRIGGER cases_counts_insert ON cases;
--> statement-breakpoint
DROP TRIGGER cases_counts_update ON cases;
--> statement-breakpoint
DROP TRIGGER cases_counts_delete ON cases;
--> statement-breakpoint
DROP FUNCTION case_counts_after_insert();
--> statement-breakpoint
DROP FUNCTION case_counts_after_update();
--> statement-breakpoint
DROP FUNCTION case_counts_after_delete();
--> statement-breakpoint
SELECT portal_keep_counts('cases', 'case_counts', ARRAY['category', 'case_type', 'state', 'priority']);
