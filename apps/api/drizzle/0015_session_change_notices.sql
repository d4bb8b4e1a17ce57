-- Every change of an account row or a session row tells each API node to forget the sessions it
-- cached for that account (docs/decisions/077), also when the change is made by hand in SQL.
-- The notice is delivered only if the change commits.
CREATE OR REPLACE FUNCTION studio_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Separate branches: a row of one table has no column of the other.
  IF TG_TABLE_NAME = 'accounts' THEN
    PERFORM pg_notify('studio_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('studio_sessions', OLD.account_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_session_change AFTER UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION studio_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_session_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION studio_notify_session_change();
