-- case_counts is kept by the database: every INSERT, UPDATE and DELETE statement on cases adds
-- the rows it wrote and subtracts the rows it replaced, grouped by account, category, type, state
-- and priority, in the same transaction (statement-level triggers with transition tables, so a
-- bulk insert of a million cases costs one grouped upsert per statement, not one per row).
-- An UPDATE that changes none of those columns nets to zero and writes nothing.
CREATE FUNCTION case_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS c (account_id, category, case_type, state, priority, n)
    SELECT account_id, category, case_type, state, priority, count(*)::int
    FROM new_rows GROUP BY account_id, category, case_type, state, priority
    ORDER BY account_id, category, case_type, state, priority
  ON CONFLICT (account_id, category, case_type, state, priority) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION case_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS c (account_id, category, case_type, state, priority, n)
    SELECT account_id, category, case_type, state, priority, sum(d)::int
    FROM (
      SELECT account_id, category, case_type, state, priority, 1 AS d FROM new_rows
      UNION ALL
      SELECT account_id, category, case_type, state, priority, -1 AS d FROM old_rows
    ) changes
    GROUP BY account_id, category, case_type, state, priority
    HAVING sum(d) <> 0
    ORDER BY account_id, category, case_type, state, priority
  ON CONFLICT (account_id, category, case_type, state, priority) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION case_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_counts AS c (account_id, category, case_type, state, priority, n)
    SELECT account_id, category, case_type, state, priority, -count(*)::int
    FROM old_rows GROUP BY account_id, category, case_type, state, priority
    ORDER BY account_id, category, case_type, state, priority
  ON CONFLICT (account_id, category, case_type, state, priority) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_counts_insert AFTER INSERT ON cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER cases_counts_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER cases_counts_delete AFTER DELETE ON cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION case_counts_after_delete();
--> statement-breakpoint
-- The counts of the cases that exist already, in the same transaction as the triggers, so the
-- table is exact from the first statement that sees them.
INSERT INTO case_counts (account_id, category, case_type, state, priority, n)
  SELECT account_id, category, case_type, state, priority, count(*)::int
  FROM cases GROUP BY account_id, category, case_type, state, priority;
