import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Rebuilds the read models for some channels and days from the facts (DESIGN.md §6): each
 * channel's day, then the day of every account owning one of them. Runs inside the import's
 * transaction, so dashboards never see facts and rollups out of step.
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
  const owners = sql`(select distinct owner_id from channels where id in (${channelList}))`;
  await db.execute(sql`
    delete from account_daily_stats where account_id in ${owners} and day in (${dayList})`);
  await db.execute(sql`
    insert into account_daily_stats
      (account_id, day, views, premium_views, revenue_micro, premium_revenue_micro, watch_seconds)
    select c.owner_id, d.day, sum(d.views), sum(d.premium_views), sum(d.revenue_micro),
           sum(d.premium_revenue_micro), sum(d.watch_seconds)
    from channel_daily_stats d join channels c on c.id = d.channel_id
    where c.owner_id in ${owners} and d.day in (${dayList})
    group by c.owner_id, d.day`);
}
