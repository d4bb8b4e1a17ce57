CREATE TABLE "video_monthly_stats" (
	"video_id" bigint NOT NULL,
	"month" date NOT NULL,
	"channel_id" bigint NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"premium_views" bigint DEFAULT 0 NOT NULL,
	"revenue_micro" bigint DEFAULT 0 NOT NULL,
	"premium_revenue_micro" bigint DEFAULT 0 NOT NULL,
	"watch_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "video_monthly_stats_video_id_month_pk" PRIMARY KEY("video_id","month")
);
--> statement-breakpoint
ALTER TABLE "video_monthly_stats" ADD CONSTRAINT "video_monthly_stats_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_monthly_stats_channel_month_idx" ON "video_monthly_stats" USING btree ("channel_id","month");--> statement-breakpoint
-- The video months (docs/decisions/080) follow the facts through triggers, as the generations do
-- (036): whatever writes facts (an import, a correction, a cascade) moves the months in the same
-- transaction, by the difference only, so an import costs what it writes, not the months it touches.
CREATE FUNCTION video_months_add_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_monthly_stats AS m (video_id, month, channel_id, days, views, premium_views,
    revenue_micro, premium_revenue_micro, watch_seconds)
  SELECT video_id, date_trunc('month', day::timestamp)::date, max(channel_id), count(*), sum(views),
    sum(premium_views), sum(revenue_micro), sum(premium_revenue_micro), sum(watch_seconds)
  FROM new_facts GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (video_id, month) DO UPDATE SET days = m.days + excluded.days,
    views = m.views + excluded.views, premium_views = m.premium_views + excluded.premium_views,
    revenue_micro = m.revenue_micro + excluded.revenue_micro,
    premium_revenue_micro = m.premium_revenue_micro + excluded.premium_revenue_micro,
    watch_seconds = m.watch_seconds + excluded.watch_seconds;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Facts removed: their sums come off (a month whose video is being deleted may be gone already).
CREATE FUNCTION video_months_remove_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE video_monthly_stats m SET days = m.days - o.days, views = m.views - o.views,
    premium_views = m.premium_views - o.premium_views, revenue_micro = m.revenue_micro - o.revenue_micro,
    premium_revenue_micro = m.premium_revenue_micro - o.premium_revenue_micro,
    watch_seconds = m.watch_seconds - o.watch_seconds
  FROM (SELECT video_id, date_trunc('month', day::timestamp)::date AS month, count(*) AS days,
      sum(views) AS views, sum(premium_views) AS premium_views, sum(revenue_micro) AS revenue_micro,
      sum(premium_revenue_micro) AS premium_revenue_micro, sum(watch_seconds) AS watch_seconds
    FROM old_facts GROUP BY 1, 2) o
  WHERE m.video_id = o.video_id AND m.month = o.month;
  DELETE FROM video_monthly_stats m USING (SELECT DISTINCT video_id,
      date_trunc('month', day::timestamp)::date AS month FROM old_facts) o
  WHERE m.video_id = o.video_id AND m.month = o.month AND m.days <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Facts changed in place: the new sums minus the old ones.
CREATE FUNCTION video_months_change_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_monthly_stats AS m (video_id, month, channel_id, days, views, premium_views,
    revenue_micro, premium_revenue_micro, watch_seconds)
  SELECT video_id, month, max(channel_id), sum(days), sum(views), sum(premium_views),
    sum(revenue_micro), sum(premium_revenue_micro), sum(watch_seconds)
  FROM (
    SELECT video_id, date_trunc('month', day::timestamp)::date AS month, channel_id, 1 AS days, views,
      premium_views, revenue_micro, premium_revenue_micro, watch_seconds FROM new_facts
    UNION ALL
    SELECT video_id, date_trunc('month', day::timestamp)::date, channel_id, -1, -views, -premium_views,
      -revenue_micro, -premium_revenue_micro, -watch_seconds FROM old_facts
  ) d GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (video_id, month) DO UPDATE SET days = m.days + excluded.days,
    views = m.views + excluded.views, premium_views = m.premium_views + excluded.premium_views,
    revenue_micro = m.revenue_micro + excluded.revenue_micro,
    premium_revenue_micro = m.premium_revenue_micro + excluded.premium_revenue_micro,
    watch_seconds = m.watch_seconds + excluded.watch_seconds;
  DELETE FROM video_monthly_stats m USING (SELECT DISTINCT video_id,
      date_trunc('month', day::timestamp)::date AS month FROM old_facts) o
  WHERE m.video_id = o.video_id AND m.month = o.month AND m.days <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER video_months_facts_inserted AFTER INSERT ON video_daily_stats
  REFERENCING NEW TABLE AS new_facts FOR EACH STATEMENT EXECUTE FUNCTION video_months_add_facts();--> statement-breakpoint
CREATE TRIGGER video_months_facts_deleted AFTER DELETE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts FOR EACH STATEMENT EXECUTE FUNCTION video_months_remove_facts();--> statement-breakpoint
CREATE TRIGGER video_months_facts_updated AFTER UPDATE ON video_daily_stats
  REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION video_months_change_facts();--> statement-breakpoint
-- The facts already there.
INSERT INTO video_monthly_stats (video_id, month, channel_id, days, views, premium_views, revenue_micro,
  premium_revenue_micro, watch_seconds)
SELECT video_id, date_trunc('month', day::timestamp)::date, max(channel_id), count(*), sum(views),
  sum(premium_views), sum(revenue_micro), sum(premium_revenue_micro), sum(watch_seconds)
FROM video_daily_stats GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE "video_monthly_stats";
