-- Every server instance keeps the sessions it has looked up in memory (platform/auth-cache.ts) and
-- must forget one the moment anything it was made of changes, on whichever instance or in whatever
-- SQL the change is made. These triggers tell every listening instance at commit, on the channel
-- portal_auth, as a JSON array of tokens: "s:<session id>", "u:<user id>" (the user's row or roles),
-- "a:<account id>" (locked or Customer 360 association), "c:<company id>" (vendor or not), or "*"
-- (forget everything: accounts added or removed, a table truncated). A payload is at most 8000
-- bytes, so long lists go out in several notifications. A write of last_seen_at alone (every 30 s
-- per session) notifies nobody: each instance keeps its own view of it and looks a session up
-- again before calling it expired.
CREATE FUNCTION portal_auth_notify(tokens text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chunk text[] := '{}';
  size int := 2;
  token text;
BEGIN
  FOREACH token IN ARRAY tokens LOOP
    IF size + octet_length(to_json(token)::text) + 1 > 7900 THEN
      PERFORM pg_notify('portal_auth', to_json(chunk)::text);
      chunk := '{}';
      size := 2;
    END IF;
    chunk := chunk || token;
    size := size + octet_length(to_json(token)::text) + 1;
  END LOOP;
  IF cardinality(chunk) > 0 THEN
    PERFORM pg_notify('portal_auth', to_json(chunk)::text);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_auth', '["*"]');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_session_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY['s:' || OLD.id, 's:' || NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(SELECT 's:' || id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The password hash is not part of a session's view of its user.
  PERFORM portal_auth_notify(ARRAY(
    SELECT DISTINCT 'u:' || o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
    WHERE n.id IS NULL OR (to_jsonb(o) - 'password_hash') IS DISTINCT FROM (to_jsonb(n) - 'password_hash')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(SELECT 'u:' || id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_roles_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(SELECT DISTINCT 'u:' || user_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_roles_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(
    SELECT 'u:' || user_id FROM old_rows UNION SELECT 'u:' || user_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_roles_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(SELECT DISTINCT 'u:' || user_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_accounts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(
    SELECT 'a:' || o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
    WHERE n.id IS NULL OR (o.locked, o.customer360_associated) IS DISTINCT FROM (n.locked, n.customer360_associated)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_companies_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(
    SELECT 'c:' || o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
    WHERE n.id IS NULL OR o.is_vendor IS DISTINCT FROM n.is_vendor));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_auth_companies_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM portal_auth_notify(ARRAY(SELECT 'c:' || id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER portal_auth_session_updated AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION portal_auth_session_updated();
--> statement-breakpoint
CREATE TRIGGER portal_auth_sessions_deleted AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_sessions_deleted();
--> statement-breakpoint
CREATE TRIGGER portal_auth_users_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_users_updated();
--> statement-breakpoint
CREATE TRIGGER portal_auth_users_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_users_deleted();
--> statement-breakpoint
CREATE TRIGGER portal_auth_roles_inserted AFTER INSERT ON user_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_roles_inserted();
--> statement-breakpoint
CREATE TRIGGER portal_auth_roles_updated AFTER UPDATE ON user_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_roles_updated();
--> statement-breakpoint
CREATE TRIGGER portal_auth_roles_deleted AFTER DELETE ON user_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_roles_deleted();
--> statement-breakpoint
CREATE TRIGGER portal_auth_accounts_updated AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_accounts_updated();
--> statement-breakpoint
CREATE TRIGGER portal_auth_accounts_added_or_removed AFTER INSERT OR DELETE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_flush();
--> statement-breakpoint
CREATE TRIGGER portal_auth_companies_updated AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_companies_updated();
--> statement-breakpoint
CREATE TRIGGER portal_auth_companies_deleted AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_companies_deleted();
--> statement-breakpoint
CREATE TRIGGER portal_auth_sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_flush();
--> statement-breakpoint
CREATE TRIGGER portal_auth_users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_flush();
--> statement-breakpoint
CREATE TRIGGER portal_auth_roles_truncated AFTER TRUNCATE ON user_accounts FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_flush();
--> statement-breakpoint
CREATE TRIGGER portal_auth_accounts_truncated AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_flush();
--> statement-breakpoint
CREATE TRIGGER portal_auth_companies_truncated AFTER TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION portal_auth_flush();
