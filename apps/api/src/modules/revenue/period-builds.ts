import type { DateRange } from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { videoPeriodBuilds } from "../../db/schema";
import { generationOf } from "./generations";

export type VideoPeriodBuild = typeof videoPeriodBuilds.$inferSelect;

/** The owner's builds made at this generation (an owner has one per preset period at most). */
export const buildsAt = (db: Db, accountId: number, generation: number) =>
  db
    .select()
    .from(videoPeriodBuilds)
    .where(and(eq(videoPeriodBuilds.accountId, accountId), eq(videoPeriodBuilds.generation, generation)))
    .orderBy(sql`${videoPeriodBuilds.id} desc`);

export const sameRange = (build: VideoPeriodBuild, range: DateRange) =>
  build.rangeStart === range.start && build.rangeEnd === range.end;

/**
 * An owner's build for exactly this range made at the owner's current revenue generation: nothing
 * the owner's revenue covers (channels, their status, owner, member, facts) changed since.
 */
export async function freshBuild(
  db: Db,
  accountId: number,
  range: DateRange,
): Promise<VideoPeriodBuild | null> {
  const builds = await buildsAt(db, accountId, await generationOf(db, accountId));
  return builds.find((build) => sameRange(build, range)) ?? null;
}

/**
 * Sums every video of the owner's approved channels over the range into a new build, stamped with
 * the generation read before the facts (a change committed in between only makes it stale).
 */
export async function makeBuild(
  db: Db,
  accountId: number,
  range: DateRange,
  generation: number,
): Promise<number> {
  const [created] = await db
    .insert(videoPeriodBuilds)
    .values({ accountId, rangeStart: range.start, rangeEnd: range.end, generation })
    .returning({ id: videoPeriodBuilds.id });
  if (!created) throw new Error("video period build not created");
  await db.execute(sql`
    insert into video_period_stats (build_id, channel_id, video_id, published_on, views, premium_views,
      revenue_micro, premium_revenue_micro, watch_seconds)
    select ${created.id}::bigint, v.channel_id, s.video_id, v.published_on, sum(s.views),
      sum(s.premium_views), sum(s.revenue_micro), sum(s.premium_revenue_micro), sum(s.watch_seconds)
    from video_daily_stats s join videos v on v.id = s.video_id
    where s.channel_id in (select id from channels where owner_id = ${accountId} and status = 'approved')
      and s.day between ${range.start}::date and ${range.end}::date
    group by s.video_id, v.channel_id, v.published_on`);
  await db.execute(sql`
    update video_period_builds b set videos = t.videos, views = t.views,
      premium_views = t.premium_views, revenue_micro = t.revenue_micro,
      premium_revenue_micro = t.premium_revenue_micro, watch_seconds = t.watch_seconds
    from (select count(*) as videos, coalesce(sum(views), 0) as views,
        coalesce(sum(premium_views), 0) as premium_views, coalesce(sum(revenue_micro), 0) as revenue_micro,
        coalesce(sum(premium_revenue_micro), 0) as premium_revenue_micro,
        coalesce(sum(watch_seconds), 0) as watch_seconds
      from video_period_stats where build_id = ${created.id}) t
    where b.id = ${created.id}`);
  return created.id;
}
