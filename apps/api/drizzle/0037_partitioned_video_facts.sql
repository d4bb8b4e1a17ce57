-- The video facts partitioned by month (docs/decisions/151): a range reads only its months, and an
-- old month is detached whole instead of deleted row by row. The key (video_id, day) holds the
-- partition key already, so imports keep their ON CONFLICT (video_id, day). The table of rows is
-- renamed aside, its names (the primary key's index is global) freed for the partitioned one.
ALTER TABLE "video_daily_stats" RENAME TO "video_daily_stats_unpartitioned";--> statement-breakpoint
ALTER TABLE "video_daily_stats_unpartitioned" RENAME CONSTRAINT "video_daily_stats_video_id_day_pk" TO "video_daily_stats_unpartitioned_pk";--> statement-breakpoint
ALTER INDEX "video_daily_stats_channel_day_idx" RENAME TO "video_daily_stats_unpartitioned_channel_day_idx";--> statement-breakpoint
CREATE TABLE "video_daily_stats" (
	"video_id" bigint NOT NULL,
	"day" date NOT NULL,
	"channel_id" bigint NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	"average_watch_rate_bp" integer DEFAULT 0 NOT NULL,
	"countries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "video_daily_stats_video_id_day_pk" PRIMARY KEY("video_id","day"),
	CONSTRAINT "video_daily_stats_bounds" CHECK ("views" between 0 and 10000000000
        and "premium_views" between 0 and "views"
        and "revenue_micro" between 0 and 10000000000000
        and "premium_revenue_micro" between 0 and "revenue_micro"
        and "watch_seconds" between 0 and 1000000000000
        and "average_watch_rate_bp" between 0 and 10000)
) PARTITION BY RANGE ("day");--> statement-breakpoint
ALTER TABLE "video_daily_stats" ADD CONSTRAINT "video_daily_stats_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_daily_stats_channel_day_idx" ON "video_daily_stats" USING btree ("channel_id","day");--> statement-breakpoint
-- Facts of a month without its partition land here and are never refused; the maintenance moves
-- them into their month when it makes it.
CREATE TABLE "video_daily_stats_default" PARTITION OF "video_daily_stats" DEFAULT;--> statement-breakpoint
-- Makes the partition of the month holding `month` (video_daily_stats_YYYY_MM) unless it is there;
-- answers its name when it made it, null when it was there. Facts of that month waiting in the
-- default partition move into it first: rows moved between partitions, not written to the parent,
-- so no trigger of the facts fires and every figure stays as it was.
CREATE FUNCTION video_facts_month_partition(month date) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', month)::date;
  next date := (date_trunc('month', month) + interval '1 month')::date;
  name text := 'video_daily_stats_' || to_char(date_trunc('month', month), 'YYYY_MM');
BEGIN
  -- Two nodes' jobs at once: the second waits, then finds the month made.
  PERFORM pg_advisory_xact_lock(hashtext('video_facts_month_partition'));
  IF EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'video_daily_stats'::regclass AND c.relname = name) THEN
    RETURN NULL;
  END IF;
  IF to_regclass(quote_ident(name)) IS NOT NULL THEN
    RAISE EXCEPTION 'table % exists outside video_daily_stats (a detached month?): drop or rename it first', name;
  END IF;
  IF EXISTS (SELECT 1 FROM video_daily_stats_default WHERE day >= first AND day < next) THEN
    EXECUTE format('CREATE TABLE %I (LIKE video_daily_stats INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
    EXECUTE format('WITH moved AS (DELETE FROM video_daily_stats_default WHERE day >= %L AND day < %L RETURNING *)
      INSERT INTO %I SELECT * FROM moved', first, next, name);
    EXECUTE format('ALTER TABLE video_daily_stats ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, first, next);
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF video_daily_stats FOR VALUES FROM (%L) TO (%L)', name, first, next);
  END IF;
  RETURN name;
END $$;--> statement-breakpoint
-- The maintenance (a daily job, docs/operations.md): the month of `today` and the `ahead` months after
-- it, and every month waiting in the default partition. Answers the partitions it made. A month it
-- cannot make (a detached table still has its name) is left in the default partition with a
-- warning, and does not hold up the others.
CREATE FUNCTION video_facts_partitions_ahead(today date, ahead integer DEFAULT 3) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
  m date;
  made text;
BEGIN
  FOR m IN
    SELECT (date_trunc('month', today) + make_interval(months => g))::date FROM generate_series(0, ahead) g
    UNION SELECT DISTINCT date_trunc('month', day)::date FROM video_daily_stats_default
    ORDER BY 1
  LOOP
    BEGIN
      made := video_facts_month_partition(m);
      IF made IS NOT NULL THEN RETURN NEXT made; END IF;
    EXCEPTION WHEN raise_exception THEN
      RAISE WARNING '%', SQLERRM;
    END;
  END LOOP;
END $$;--> statement-breakpoint
-- Takes a month out of the figures (docs/operations.md): its partition is detached and kept as a
-- table of its own (archive it, then drop it), its video months and channel and account days go, and
-- the revenue generation of the accounts that had figures in it moves, so every read model made
-- with the month is remade without it (docs/decisions/036). Confirmed revenue and the ledger stay.
CREATE FUNCTION video_facts_detach_month(month date) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  first date := date_trunc('month', month)::date;
  next date := (date_trunc('month', month) + interval '1 month')::date;
  name text := 'video_daily_stats_' || to_char(date_trunc('month', month), 'YYYY_MM');
  touched bigint[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'video_daily_stats'::regclass AND c.relname = name) THEN
    RAISE EXCEPTION 'no partition % of video_daily_stats', name;
  END IF;
  touched := ARRAY(SELECT unnest(ARRAY[c.owner_id, c.assigned_member_id]) FROM channels c
    WHERE c.id IN (SELECT DISTINCT channel_id FROM channel_daily_stats WHERE day >= first AND day < next));
  EXECUTE format('ALTER TABLE video_daily_stats DETACH PARTITION %I', name);
  DELETE FROM video_monthly_stats WHERE video_monthly_stats.month = first;
  DELETE FROM channel_daily_stats WHERE day >= first AND day < next;
  DELETE FROM account_daily_stats WHERE day >= first AND day < next;
  PERFORM revenue_generation_bump(touched);
  RETURN name;
END $$;--> statement-breakpoint
-- The months the facts hold, then the month of the migration and the three after it.
SELECT video_facts_month_partition(m) FROM (
  SELECT DISTINCT date_trunc('month', day)::date AS m FROM video_daily_stats_unpartitioned
  UNION SELECT (date_trunc('month', now()) + make_interval(months => g))::date FROM generate_series(0, 3) g
) months ORDER BY m;--> statement-breakpoint
-- The rows move before the triggers exist: they are in every read model already.
INSERT INTO video_daily_stats ("video_id", "day", "channel_id", "views", "premium_views", "revenue_micro",
	"premium_revenue_micro", "watch_seconds", "average_watch_rate_bp", "countries")
SELECT "video_id", "day", "channel_id", "views", "premium_views", "revenue_micro",
	"premium_revenue_micro", "watch_seconds", "average_watch_rate_bp", "countries"
FROM "video_daily_stats_unpartitioned" ORDER BY "day", "video_id";--> statement-breakpoint
DROP TABLE "video_daily_stats_unpartitioned";--> statement-breakpoint
-- The triggers of the facts (migrations 0007 and 0013) on the partitioned table: statements on it
-- fire them, whichever partitions their rows land in.
CREATE TRIGGER video_facts_inserted AFTER INSERT ON video_daily_stats
  REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION video_facts_added();--> statement-breakpoint
CREATE TRIGGER video_facts_deleted AFTER DELETE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION video_facts_removed();--> statement-breakpoint
CREATE TRIGGER video_facts_updated AFTER UPDATE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION video_facts_changed();--> statement-breakpoint
CREATE TRIGGER video_months_facts_inserted AFTER INSERT ON video_daily_stats
  REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION video_months_add_facts();--> statement-breakpoint
CREATE TRIGGER video_months_facts_deleted AFTER DELETE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION video_months_remove_facts();--> statement-breakpoint
CREATE TRIGGER video_months_facts_updated AFTER UPDATE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION video_months_change_facts();--> statement-breakpoint
ANALYZE "video_daily_stats";
