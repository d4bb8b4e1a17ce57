import type { DateRange } from "@studio/contract";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  accountDailyStats,
  channelDailyStats,
  channels,
  revenueGenerations,
  videoDailyStats,
  videoPeriodBuilds,
  videoPeriodStats,
} from "../../db/schema";
import { numberColumn, parseOneRow } from "../../lib/parsed-rows";
import { monthPiecesOver } from "./video-month-pieces";

/**
 * The one owner of the revenue read models (docs/decisions/036 and 055): every statement that
 * writes or stamps them is here: the channels' daily rollups (channel_daily_stats, kept in step
 * with the facts by every import), the owner's daily rollup (account_daily_stats), the video list's
 * period builds (video_period_builds, video_period_stats) and the revenue generations that say
 * which of them are current. When they are refreshed is read-model-refresh.ts's business; the
 * dashboards read them through queries.ts. The video months (video_monthly_stats, decision 080)
 * are the one read model no code writes: triggers of migration 0013 keep them equal to the facts,
 * and video-list-queries.ts reads them.
 */

/** The job queue that refreshes the read models. */
export const READ_MODELS_QUEUE = "video-periods";
/**
 * Builds go stale when anything the owner's revenue covers changes (the reader then queues a
 * refresh) and when the newest complete day moves at an owner's midnight: look every 10 minutes.
 */
export const READ_MODELS_CRON = "*/10 * * * *";

// --- generations -----------------------------------------------------------------------------

/** Where an account's revenue read models stand (docs/decisions/036). */
export interface Generations {
  /** Moves with every change of what the account's revenue covers (triggers of the read_models migration). */
  generation: number;
  /** The generation the account's daily rollup was rebuilt at; null: never. */
  rollupGeneration: number | null;
}

export async function generationsOf(db: Db, accountId: number): Promise<Generations> {
  const [row] = await db
    .select({
      generation: revenueGenerations.generation,
      rollupGeneration: revenueGenerations.rollupGeneration,
    })
    .from(revenueGenerations)
    .where(eq(revenueGenerations.accountId, accountId));
  // No row yet: nothing has changed since the account began, generation 0.
  return row ?? { generation: 0, rollupGeneration: null };
}

export async function generationOf(db: Db, accountId: number): Promise<number> {
  return (await generationsOf(db, accountId)).generation;
}

// --- daily rollups ---------------------------------------------------------------------------

/** The sums every rollup and build keeps, in the order of the tables' stat columns. */
const summedFacts = {
  views: sql<number>`sum(${videoDailyStats.views})`.as("views"),
  premiumViews: sql<number>`sum(${videoDailyStats.premiumViews})`.as("premium_views"),
  revenueMicro: sql<bigint>`sum(${videoDailyStats.revenueMicro})`.as("revenue_micro"),
  premiumRevenueMicro: sql<bigint>`sum(${videoDailyStats.premiumRevenueMicro})`.as("premium_revenue_micro"),
  watchSeconds: sql<number>`sum(${videoDailyStats.watchSeconds})`.as("watch_seconds"),
};

/**
 * Rebuilds the channel rollups of these channel-days from the facts (docs/design.md §6), inside
 * the transaction that wrote the facts, so channel rollups never lag them. `channelDays` selects
 * distinct (channel_id, day) pairs. The owners' rollups are not touched here: the facts written
 * moved their revenue generation (a trigger), so they answer from the channel rollups until the
 * refresh rebuilds them.
 */
export async function rebuildChannelRollups(db: Db, channelDays: SQL): Promise<void> {
  // Raw: the builder's delete has no `using`, and a join keeps the import's plan.
  await db.execute(sql`
    delete from ${channelDailyStats} using (${channelDays}) p
    where ${channelDailyStats.channelId} = p.channel_id and ${channelDailyStats.day} = p.day`);
  await db.insert(channelDailyStats).select(
    db
      .select({
        channelId: videoDailyStats.channelId,
        day: videoDailyStats.day,
        networkId: channels.networkId,
        ...summedFacts,
      })
      .from(videoDailyStats)
      .innerJoin(
        sql`(${channelDays}) p`,
        sql`p.channel_id = ${videoDailyStats.channelId} and p.day = ${videoDailyStats.day}`,
      )
      .innerJoin(channels, eq(channels.id, videoDailyStats.channelId))
      // The days' bounds, known when the statement starts: the facts are read by channel and day and
      // only in the months of those days (partitions, docs/decisions/151), whatever order the join takes.
      .where(sql`${videoDailyStats.day} between (select min(q.day) from (${channelDays}) q)
        and (select max(q.day) from (${channelDays}) q)`)
      .groupBy(videoDailyStats.channelId, videoDailyStats.day, channels.networkId),
  );
}

/**
 * Rebuilds the owner's daily rollup from the channel rollups of its approved channels. The
 * generation is read before the channel rollups, so a change committed in between leaves the
 * rollup stamped older than the generation: stale, never wrong.
 */
export async function rebuildAccountRollup(db: Db, accountId: number): Promise<void> {
  const generation = await generationOf(db, accountId);
  await db.delete(accountDailyStats).where(eq(accountDailyStats.accountId, accountId));
  await db.insert(accountDailyStats).select(
    db
      .select({
        accountId: sql<number>`${accountId}::bigint`.as("account_id"),
        day: channelDailyStats.day,
        views: sql<number>`sum(${channelDailyStats.views})`.as("views"),
        premiumViews: sql<number>`sum(${channelDailyStats.premiumViews})`.as("premium_views"),
        revenueMicro: sql<bigint>`sum(${channelDailyStats.revenueMicro})`.as("revenue_micro"),
        premiumRevenueMicro: sql<bigint>`sum(${channelDailyStats.premiumRevenueMicro})`.as(
          "premium_revenue_micro",
        ),
        watchSeconds: sql<number>`sum(${channelDailyStats.watchSeconds})`.as("watch_seconds"),
      })
      .from(channelDailyStats)
      .innerJoin(channels, eq(channels.id, channelDailyStats.channelId))
      .where(and(eq(channels.ownerId, accountId), eq(channels.status, "approved")))
      .groupBy(channelDailyStats.day),
  );
  await db
    .insert(revenueGenerations)
    .values({ accountId, generation, rollupGeneration: generation })
    .onConflictDoUpdate({ target: revenueGenerations.accountId, set: { rollupGeneration: generation } });
}

// --- the video list's period builds ----------------------------------------------------------

export type VideoPeriodBuild = typeof videoPeriodBuilds.$inferSelect;

/**
 * The stamp of a build still being written in short steps (docs/decisions/046). Generations
 * start at 0, so no reader, which asks for the owner's current generation, ever matches it.
 */
export const INCOMPLETE_BUILD = -1;

/** The owner's builds made at this generation (an owner has one per preset period at most). */
export const buildsAt = (db: Db, accountId: number, generation: number) =>
  db
    .select()
    .from(videoPeriodBuilds)
    .where(and(eq(videoPeriodBuilds.accountId, accountId), eq(videoPeriodBuilds.generation, generation)))
    .orderBy(desc(videoPeriodBuilds.id));

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
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.ownerId, accountId), eq(channels.status, "approved")))
    .orderBy(channels.id);
  return rows.map((row) => row.id);
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

/**
 * Sums every video of these channels (those still approved channels of the owner) over the range into
 * the build, from the video months and the edge days (decision 116): the facts' sums, which the
 * months' triggers keep (decision 080), at a fraction of the rows.
 */
export async function fillBuild(
  db: Db,
  build: { id: number; accountId: number; range: DateRange },
  channelIds: number[],
): Promise<void> {
  if (channelIds.length === 0) return;
  // Approved channels of the owner still, whatever moved since the slice was planned.
  const owned = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.ownerId, build.accountId),
        eq(channels.status, "approved"),
        inArray(channels.id, channelIds),
      ),
    );
  if (owned.length === 0) return;
  const sums = monthPiecesOver(
    owned.map((c) => c.id),
    null,
    build.range,
    () => sql``,
  );
  await db.execute(sql`insert into video_period_stats (build_id, channel_id, video_id, published_on,
      views, premium_views, revenue_micro, premium_revenue_micro, watch_seconds)
    select ${build.id}::bigint, v.channel_id, s.video_id, v.published_on,
      s.views, s.premium_views, s.revenue, s.premium_revenue, s.watch_seconds
    from (${sums}) s join videos v on v.id = s.video_id`);
}

/** Fills the build's count and totals and stamps it with the generation read before its first step. */
export async function finishBuild(db: Db, buildId: number, generation: number): Promise<void> {
  const totals = db
    .select({
      videos: sql<number>`count(*)`.as("videos"),
      views: sql<number>`coalesce(sum(${videoPeriodStats.views}), 0)`.as("views"),
      premiumViews: sql<number>`coalesce(sum(${videoPeriodStats.premiumViews}), 0)`.as("premium_views"),
      revenueMicro: sql<bigint>`coalesce(sum(${videoPeriodStats.revenueMicro}), 0)`.as("revenue_micro"),
      premiumRevenueMicro: sql<bigint>`coalesce(sum(${videoPeriodStats.premiumRevenueMicro}), 0)`.as(
        "premium_revenue_micro",
      ),
      watchSeconds: sql<number>`coalesce(sum(${videoPeriodStats.watchSeconds}), 0)`.as("watch_seconds"),
    })
    .from(videoPeriodStats)
    .where(eq(videoPeriodStats.buildId, buildId))
    .as("totals");
  // The builder names a subquery's column bare in `set`, where the build's own column of that name
  // would answer instead: qualified by hand.
  const total = (column: string) => sql.raw(`totals.${column}`);
  await db
    .update(videoPeriodBuilds)
    .set({
      videos: total("videos"),
      views: total("views"),
      premiumViews: total("premium_views"),
      revenueMicro: total("revenue_micro"),
      premiumRevenueMicro: total("premium_revenue_micro"),
      watchSeconds: total("watch_seconds"),
      generation,
    })
    .from(totals)
    .where(eq(videoPeriodBuilds.id, buildId));
}

/**
 * Sums every video of the owner's approved channels over the range into a new build in one go,
 * stamped with the generation read before the facts (a change committed in between only makes it
 * stale). The caller's transaction makes it all or nothing.
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

/** Marks builds incomplete before they are dropped a slice at a time: no reader uses them meanwhile. */
export async function markBuildsIncomplete(db: Db, buildIds: number[]): Promise<void> {
  await db
    .update(videoPeriodBuilds)
    .set({ generation: INCOMPLETE_BUILD })
    .where(inArray(videoPeriodBuilds.id, buildIds));
}

/**
 * Deletes up to `limit` rows of these builds' stats; answers how many went. Builds are dropped a
 * slice at a time on the embedded engine, after being marked incomplete. Raw SQL: a delete with a
 * limit (by ctid) is beyond the builder.
 */
export async function deleteBuildStats(db: Db, buildIds: number[], limit: number): Promise<number> {
  const deleted = parseOneRow(
    z.object({ count: numberColumn }),
    await db.execute(sql`
      with deleted as (
        delete from ${videoPeriodStats} where ctid in (
          select ctid from ${videoPeriodStats}
          where ${videoPeriodStats.buildId} = any(${`{${buildIds.join(",")}}`}::bigint[]) limit ${limit})
        returning 1)
      select count(*)::int as count from deleted`),
  );
  return deleted.count;
}

/** Drops builds whole (their stats go with them). */
export async function deleteBuilds(db: Db, buildIds: number[]): Promise<void> {
  await db.delete(videoPeriodBuilds).where(inArray(videoPeriodBuilds.id, buildIds));
}
