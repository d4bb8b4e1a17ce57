import { type DateRange, dashboardMaxDate, PERIODS, periodRange } from "@studio/contract";
import { and, eq, exists, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, channels, networks, videoPeriodBuilds } from "../../db/schema";
import { importLogOf } from "./imports-log";

export const VIDEO_PERIODS_QUEUE = "video-periods";
/**
 * Builds go stale when a file is imported (the import asks for a refresh at once) and when the
 * newest complete day moves at an owner's midnight: look every 10 minutes.
 */
export const VIDEO_PERIODS_CRON = "*/10 * * * *";

const PRESETS = PERIODS.filter((period) => period !== "custom");

export type VideoPeriodBuild = typeof videoPeriodBuilds.$inferSelect;

/** The owner's builds made after this import (the network's newest: as new as its data). */
const buildsAfter = (db: Db, accountId: number, importId: number) =>
  db
    .select()
    .from(videoPeriodBuilds)
    .where(and(eq(videoPeriodBuilds.accountId, accountId), eq(videoPeriodBuilds.importId, importId)))
    .orderBy(sql`${videoPeriodBuilds.id} desc`);

const sameRange = (build: VideoPeriodBuild, range: DateRange) =>
  build.rangeStart === range.start && build.rangeEnd === range.end;

/** An owner's build for exactly this range that is as new as the network's data. */
export async function freshBuild(
  db: Db,
  accountId: number,
  networkId: number,
  range: DateRange,
): Promise<VideoPeriodBuild | null> {
  const { latestId } = await importLogOf(db, networkId);
  // An owner has a build per preset period at most: a handful of rows.
  const builds = await buildsAfter(db, accountId, latestId);
  return builds.find((build) => sameRange(build, range)) ?? null;
}

/** Sums every video of the owner's channels over the range into a new build. */
async function build(
  db: Db,
  accountId: number,
  range: DateRange,
  made: { importId: number; channelCount: number },
): Promise<number> {
  const [created] = await db
    .insert(videoPeriodBuilds)
    .values({
      accountId,
      rangeStart: range.start,
      rangeEnd: range.end,
      ...made,
    })
    .returning({ id: videoPeriodBuilds.id });
  if (!created) throw new Error("video period build not created");
  await db.execute(sql`
    insert into video_period_stats (build_id, channel_id, video_id, published_on, views, premium_views,
      revenue_micro, premium_revenue_micro, watch_seconds)
    select ${created.id}::bigint, v.channel_id, s.video_id, v.published_on, sum(s.views),
      sum(s.premium_views), sum(s.revenue_micro), sum(s.premium_revenue_micro), sum(s.watch_seconds)
    from video_daily_stats s join videos v on v.id = s.video_id
    where s.channel_id in (select id from channels where owner_id = ${accountId})
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

interface Owner {
  id: number;
  networkId: number;
  timeZone: string;
}

/**
 * Makes the owner's builds match the preset periods of now, in one transaction under a lock per
 * owner (two workers never build the same owner at once); builds no longer asked for go.
 */
async function refreshOwner(db: Db, owner: Owner, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('video-periods'), ${owner.id}::int)`);
    const log = await importLogOf(tx, owner.networkId);
    const made = {
      importId: log.latestId,
      channelCount: await tx.$count(channels, eq(channels.ownerId, owner.id)),
    };
    const current = (await buildsAfter(tx, owner.id, made.importId)).filter(
      (b) => b.channelCount === made.channelCount,
    );
    const maxDate = dashboardMaxDate(now, owner.timeZone, log.newestDay);
    const ranges = maxDate ? PRESETS.map((period) => periodRange(period, maxDate)) : [];
    const keep: number[] = [];
    let built = 0;
    for (const range of new Map(ranges.map((r) => [`${r.start}/${r.end}`, r])).values()) {
      const fresh = current.find((b) => sameRange(b, range));
      if (fresh) keep.push(fresh.id);
      else {
        keep.push(await build(tx, owner.id, range, made));
        built += 1;
      }
    }
    await tx
      .delete(videoPeriodBuilds)
      .where(
        and(
          eq(videoPeriodBuilds.accountId, owner.id),
          keep.length > 0 ? notInArray(videoPeriodBuilds.id, keep) : undefined,
        ),
      );
    return built;
  });
}

/** Brings every channel owner's builds up to date (or only these accounts'); returns how many were made. */
export async function refreshVideoPeriods(db: Db, now: Date, accountIds?: number[]): Promise<number> {
  const owners = await db
    .select({
      id: accounts.id,
      networkId: accounts.networkId,
      timeZone: sql<string>`coalesce(${accounts.timeZone}, ${networks.timeZone})`,
    })
    .from(accounts)
    .innerJoin(networks, eq(networks.id, accounts.networkId))
    .where(
      and(
        exists(db.select({ one: sql`1` }).from(channels).where(eq(channels.ownerId, accounts.id))),
        accountIds ? inArray(accounts.id, accountIds) : undefined,
      ),
    );
  let built = 0;
  for (const owner of owners) built += await refreshOwner(db, owner, now);
  // Builds replace each other in bulk: reclaim the old rows and mark the pages all-visible, so the
  // list's count and totals read a compact table (and the planner knows the new sizes).
  if (built > 0) await db.execute(sql`vacuum analyze video_period_stats`);
  return built;
}
