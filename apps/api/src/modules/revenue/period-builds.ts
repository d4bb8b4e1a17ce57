import type { DateRange } from "@studio/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { videoPeriodBuilds } from "../../db/schema";
import { generationOf } from "./generations";

export type VideoPeriodBuild = typeof videoPeriodBuilds.$inferSelect;

/**
 * The stamp of a build still being written in short steps (docs/decisions.md 046). Generations
 * start at 0, so no reader, which asks for the owner's current generation, ever matches it.
 */
export const INCOMPLETE_BUILD = -1;

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
 * the owner's revenue covers (channels, their status, owner, member, facts) changed since. A build
 * still being written carries INCOMPLETE_BUILD and is never returned.
 */
export async function freshBuild(
  db: Db,
  accountId: number,
  range: DateRange,
): Promise<VideoPeriodBuild | null> {
  const builds = await buildsAt(db, accountId, await generationOf(db, accountId));
  return builds.find((build) => sameRange(build, range)) ?? null;
}

/** The owner's approved channels, in id order: what a build sums, a slice of them per step. */
export async function buildChannelsOf(db: Db, accountId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from channels where owner_id = ${accountId} and status = 'approved' order by id`,
    ),
  );
  return rows.map((row) => Number(row.id));
}

/** A new, empty build of the range, marked incomplete until `finishBuild` stamps it. */
export async function startBuild(db: Db, accountId: number, range: DateRange): Promise<number> {
  const [created] = await db
    .insert(videoPeriodBuilds)
    .values({ accountId, rangeStart: range.start, rangeEnd: range.end, generation: INCOMPLETE_BUILD })
    .returning({ id: videoPeriodBuilds.id });
  if (!created) throw new Error("video period build not created");
  return created.id;
}

/** Sums every video of these channels (all approved channels of the owner) over the range into the build. */
export async function fillBuild(
  db: Db,
  build: { id: number; accountId: number; range: DateRange },
  channelIds: number[],
): Promise<void> {
  if (channelIds.length === 0) return;
  await db.execute(sql`
    insert into video_period_stats (build_id, channel_id, video_id, published_on, views, premium_views,
      revenue_micro, premium_revenue_micro, watch_seconds)
    select ${build.id}::bigint, v.channel_id, s.video_id, v.published_on, sum(s.views),
      sum(s.premium_views), sum(s.revenue_micro), sum(s.premium_revenue_micro), sum(s.watch_seconds)
    from video_daily_stats s join videos v on v.id = s.video_id
    where s.channel_id in (select id from channels where owner_id = ${build.accountId} and status = 'approved'
        and id = any(${`{${channelIds.join(",")}}`}::bigint[]))
      and s.day between ${build.range.start}::date and ${build.range.end}::date
    group by s.video_id, v.channel_id, v.published_on`);
}

/** Fills the build's count and totals and stamps it with the generation read before its first step. */
export async function finishBuild(db: Db, buildId: number, generation: number): Promise<void> {
  await db.execute(sql`
    update video_period_builds b set videos = t.videos, views = t.views,
      premium_views = t.premium_views, revenue_micro = t.revenue_micro,
      premium_revenue_micro = t.premium_revenue_micro, watch_seconds = t.watch_seconds,
      generation = ${generation}
    from (select count(*) as videos, coalesce(sum(views), 0) as views,
        coalesce(sum(premium_views), 0) as premium_views, coalesce(sum(revenue_micro), 0) as revenue_micro,
        coalesce(sum(premium_revenue_micro), 0) as premium_revenue_micro,
        coalesce(sum(watch_seconds), 0) as watch_seconds
      from video_period_stats where build_id = ${buildId}) t
    where b.id = ${buildId}`);
}

/**
 * Sums every video of the owner's approved channels over the range into a new build in one go,
 * stamped with the generation read before the facts (a change committed in between only makes it
 * stale). The caller's transaction makes it whole or nothing.
 */
export async function makeBuild(
  db: Db,
  accountId: number,
  range: DateRange,
  generation: number,
): Promise<number> {
  const id = await startBuild(db, accountId, range);
  await fillBuild(db, { id, accountId, range }, await buildChannelsOf(db, accountId));
  await finishBuild(db, id, generation);
  return id;
}

/**
 * Deletes up to `limit` rows of these builds' stats; answers how many went. Builds are dropped a
 * slice at a time on the embedded engine, after being marked incomplete.
 */
export async function deleteBuildStats(db: Db, buildIds: number[], limit: number): Promise<number> {
  const [gone] = rowsOf<{ n: number }>(
    await db.execute(sql`
    with gone as (
      delete from video_period_stats where ctid in (
        select ctid from video_period_stats
        where build_id = any(${`{${buildIds.join(",")}}`}::bigint[]) limit ${limit})
      returning 1)
    select count(*)::int as n from gone`),
  );
  return Number(gone?.n ?? 0);
}
