import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Rebuilds each of these channels' days from the facts (docs/design.md §6), inside the import's
 * transaction, so channel rollups never lag the facts. The owners' rollups are not touched here:
 * the facts written moved their revenue generation (a trigger), so they answer from the channel
 * rollups until the refresh rebuilds them (read-models.ts, docs/decisions.md 036).
 */
export async function rebuildRollups(db: Db, channelIds: number[], days: string[]): Promise<void> {
  if (channelIds.length === 0 || days.length === 0) return;
  const channelList = sql.join(
    channelIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const dayList = sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );
  await db.execute(sql`
    delete from channel_daily_stats where channel_id in (${channelList}) and day in (${dayList})`);
  await db.execute(sql`
    insert into channel_daily_stats
      (channel_id, day, network_id, views, premium_views, revenue_micro, premium_revenue_micro, watch_seconds)
    select s.channel_id, s.day, c.network_id, sum(s.views), sum(s.premium_views), sum(s.revenue_micro),
           sum(s.premium_revenue_micro), sum(s.watch_seconds)
    from video_daily_stats s join channels c on c.id = s.channel_id
    where s.channel_id in (${channelList}) and s.day in (${dayList})
    group by s.channel_id, s.day, c.network_id`);
}
