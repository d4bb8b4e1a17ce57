CREATE TABLE "revenue_generations" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"rollup_generation" bigint
);
--> statement-breakpoint
DROP INDEX "video_period_builds_lookup_idx";--> statement-breakpoint
-- Builds made before generations existed cannot say what they were made from.
DELETE FROM "video_period_builds";--> statement-breakpoint
ALTER TABLE "video_period_builds" ADD COLUMN "generation" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_generations" ADD CONSTRAINT "revenue_generations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_period_builds_lookup_idx" ON "video_period_builds" USING btree ("account_id","generation");--> statement-breakpoint
ALTER TABLE "video_period_builds" DROP COLUMN "import_id";--> statement-breakpoint
ALTER TABLE "video_period_builds" DROP COLUMN "channel_count";--> statement-breakpoint
-- Moves the revenue generation of these accounts (docs/decisions/036). Rows are taken in
-- account order, so two transactions bumping the same accounts never wait on each other crosswise.
CREATE FUNCTION revenue_generation_bump(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO revenue_generations (account_id, generation)
  SELECT a.id, 1 FROM accounts a WHERE a.id = ANY(ids) ORDER BY a.id
  ON CONFLICT (account_id) DO UPDATE SET generation = revenue_generations.generation + 1;
$$;--> statement-breakpoint
-- A channel added or deleted, or its status, owner, member or network changed: the accounts on
-- both sides of the change.
CREATE FUNCTION channels_revenue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM revenue_generation_bump(ARRAY[NEW.owner_id, NEW.assigned_member_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM revenue_generation_bump(ARRAY[OLD.owner_id, OLD.assigned_member_id]);
  ELSE
    PERFORM revenue_generation_bump(
      ARRAY[OLD.owner_id, OLD.assigned_member_id, NEW.owner_id, NEW.assigned_member_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER channels_revenue_added_or_deleted AFTER INSERT OR DELETE ON channels
  FOR EACH ROW EXECUTE FUNCTION channels_revenue_changed();--> statement-breakpoint
CREATE TRIGGER channels_revenue_updated AFTER UPDATE ON channels FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.owner_id IS DISTINCT FROM NEW.owner_id
    OR OLD.assigned_member_id IS DISTINCT FROM NEW.assigned_member_id
    OR OLD.network_id IS DISTINCT FROM NEW.network_id)
  EXECUTE FUNCTION channels_revenue_changed();--> statement-breakpoint
-- Facts written (an import, a correction, anything else): the owners and members of their
-- channels, once per statement, whatever wrote them.
CREATE FUNCTION video_facts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM revenue_generation_bump(ARRAY(
    SELECT unnest(ARRAY[c.owner_id, c.assigned_member_id]) FROM channels c
    WHERE c.id IN (SELECT DISTINCT channel_id FROM new_facts)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION video_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM revenue_generation_bump(ARRAY(
    SELECT unnest(ARRAY[c.owner_id, c.assigned_member_id]) FROM channels c
    WHERE c.id IN (SELECT DISTINCT channel_id FROM old_facts)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION video_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM revenue_generation_bump(ARRAY(
    SELECT unnest(ARRAY[c.owner_id, c.assigned_member_id]) FROM channels c
    WHERE c.id IN (SELECT channel_id FROM old_facts UNION SELECT channel_id FROM new_facts)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER video_facts_inserted AFTER INSERT ON video_daily_stats
  REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION video_facts_added();--> statement-breakpoint
CREATE TRIGGER video_facts_deleted AFTER DELETE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION video_facts_removed();--> statement-breakpoint
CREATE TRIGGER video_facts_updated AFTER UPDATE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION video_facts_changed();
