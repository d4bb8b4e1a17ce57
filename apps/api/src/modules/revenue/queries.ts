import type { DateRange } from "@studio/contract";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import { accountDailyStats, channelDailyStats, channels, videoDailyStats, videos } from "../../db/schema";
import { numberColumn, parseRows } from "../../lib/parsed-rows";
import { type FeeRates, memberPartSql } from "./fee-rates";
import type { Sums } from "./figures-view";
import { generationsOf } from "./read-models";
import { heldDays, type RevenueScope } from "./scope";

/**
 * The dashboards' sums (docs/design.md §6) from the cheapest read model that answers exactly: the
 * owner's rollup while it is current (read-models.ts writes it), else the channels' rollups, which
 * answer any channels and range, a member's part at each month's rate (docs/decisions/080); said
 * with Drizzle's builder (055). The video list reads through video-list-queries.ts.
 */

/**
 * Runs a revenue answer on one snapshot (repeatable read, read only): the channels in scope, the
 * generations and the sums it reads all belong to the same moment, whatever commits meanwhile.
 */
export function onOneSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}

type StatsTable = typeof videoDailyStats | typeof channelDailyStats | typeof accountDailyStats;

/**
 * The asker's part of a revenue column, per row of a table with days: in full, or a member's part
 * at the rate in force in the row's month (docs/decisions/080), so every level of an answer made
 * from the same rows adds up.
 */
const askersPart = (column: AnyPgColumn, feeRates: FeeRates | null, day: AnyPgColumn): SQL =>
  feeRates === null ? sql`${column}` : memberPartSql(sql`${column}`, feeRates, sql`${day}`);

/** The asker's sums of a stats table's rows, typed as `Sums` (money stays bigint). */
const sumsFields = (table: StatsTable, feeRates: FeeRates | null) => ({
  views: sql`coalesce(sum(${table.views}), 0)`.mapWith(Number).as("views"),
  premiumViews: sql`coalesce(sum(${table.premiumViews}), 0)`.mapWith(Number).as("premium_views"),
  revenue: sql`coalesce(sum(${askersPart(table.revenueMicro, feeRates, table.day)}), 0)`
    .mapWith(BigInt)
    .as("revenue"),
  premiumRevenue: sql`coalesce(sum(${askersPart(table.premiumRevenueMicro, feeRates, table.day)}), 0)`
    .mapWith(BigInt)
    .as("premium_revenue"),
  watchSeconds: sql`coalesce(sum(${table.watchSeconds}), 0)`.mapWith(Number).as("watch_seconds"),
});

const withinRange = (table: StatsTable, range: DateRange) =>
  sql`${table.day} between ${range.start}::date and ${range.end}::date`;

/**
 * The scope's sums per day. The cheapest source that answers exactly: an owner's rollup while it is
 * current (its stamp is the owner's revenue generation), else the channels' rollups, for any set of
 * channels and any range; a member's part is taken per channel-day at the rate in force that month
 * (docs/decisions/080).
 */
export async function dailySums(db: Db, scope: RevenueScope, range: DateRange): Promise<Map<string, Sums>> {
  if (scope.channelIds.length === 0) return new Map();
  const accountId = scope.ownerRollupAccountId;
  // The source is chosen before the sums are asked, never as a fallback branch of one statement:
  // PostgreSQL plans both branches and started a parallel plan's workers for the one that could not
  // run, 61-269 ms at 10M facts (docs/decisions/146). The callers answer on one snapshot
  // (onOneSnapshot), so the check and the sums see the same moment.
  const rows =
    accountId !== null && (await ownerRollupIsCurrent(db, accountId))
      ? await db
          .select({ day: accountDailyStats.day, ...sumsFields(accountDailyStats, null) })
          .from(accountDailyStats)
          .where(and(eq(accountDailyStats.accountId, accountId), withinRange(accountDailyStats, range)))
          .groupBy(accountDailyStats.day)
      : await db
          .select({ day: channelDailyStats.day, ...sumsFields(channelDailyStats, scope.feeRates) })
          .from(channelDailyStats)
          .where(
            and(
              inArray(channelDailyStats.channelId, scope.channelIds),
              withinRange(channelDailyStats, range),
              heldDays(scope, channelDailyStats.channelId, channelDailyStats.day),
            ),
          )
          .groupBy(channelDailyStats.day);
  return new Map<string, Sums>(rows.map(({ day, ...sums }) => [day, sums]));
}

/** Whether the owner's rollup was rebuilt at the owner's current revenue generation (docs/decisions/036). */
async function ownerRollupIsCurrent(db: Db, accountId: number): Promise<boolean> {
  const { generation, rollupGeneration } = await generationsOf(db, accountId);
  return rollupGeneration === generation;
}

export interface ChannelSums {
  id: number;
  title: string;
  handle: string;
  thumbnail: string;
  videos: number;
  sums: Sums;
}

/** Each channel of the scope with its sums over the range (channels without data included). */
export async function channelSums(db: Db, scope: RevenueScope, range: DateRange): Promise<ChannelSums[]> {
  if (scope.channelIds.length === 0) return [];
  // The channel rollups, a member's part per channel-day: the same rows as the dashboard's days.
  // An aggregate without `group by` answers one row even without data: every channel has its sums.
  const channelTotals = db
    .select(sumsFields(channelDailyStats, scope.feeRates))
    .from(channelDailyStats)
    .where(
      and(
        eq(channelDailyStats.channelId, channels.id),
        withinRange(channelDailyStats, range),
        heldDays(scope, channelDailyStats.channelId, channelDailyStats.day),
      ),
    )
    .as("channel_totals");
  const rows = await db
    .select({
      id: channels.id,
      title: channels.title,
      handle: channels.handle,
      thumbnail: channels.thumbnailUrl,
      videos: sql`(select count(*) from ${videos} where ${videos.channelId} = ${channels.id})`.mapWith(
        Number,
      ),
      sums: {
        views: channelTotals.views,
        premiumViews: channelTotals.premiumViews,
        revenue: channelTotals.revenue,
        premiumRevenue: channelTotals.premiumRevenue,
        watchSeconds: channelTotals.watchSeconds,
      },
    })
    .from(channels)
    .crossJoinLateral(channelTotals)
    .where(inArray(channels.id, scope.channelIds));
  return rows;
}

// --- one video -----------------------------------------------------------------------------------

/**
 * One video's days (a member's part per video-day, at the rate in force that month; a member's own
 * days only), its viewers' countries and its weighted average watch rate over the range.
 */
export async function videoBreakdown(db: Db, videoId: number, scope: RevenueScope, range: DateRange) {
  const feeRates = scope.feeRates;
  const held = heldDays(scope, videoDailyStats.channelId, videoDailyStats.day);
  const ofVideo = and(eq(videoDailyStats.videoId, videoId), withinRange(videoDailyStats, range), held);
  const [daily, countries, watch] = await Promise.all([
    db
      .select({ day: videoDailyStats.day, ...sumsFields(videoDailyStats, feeRates) })
      .from(videoDailyStats)
      .where(ofVideo)
      .groupBy(videoDailyStats.day)
      .orderBy(videoDailyStats.day),
    // Raw: a set-returning function over each row's jsonb.
    db.execute(sql`select c.key as code, sum(c.value::bigint) as views
      from ${videoDailyStats} s, jsonb_each_text(s.countries) c
      where s.video_id = ${videoId} and s.day between ${range.start}::date and ${range.end}::date
        and ${heldDays(scope, sql`s.channel_id`, sql`s.day`) ?? sql`true`}
      group by c.key order by views desc, c.key`),
    db
      .select({
        weighted:
          sql`coalesce(sum(${videoDailyStats.averageWatchRateBp}::bigint * ${videoDailyStats.views}), 0)`.mapWith(
            BigInt,
          ),
        views: sql`coalesce(sum(${videoDailyStats.views}), 0)`.mapWith(BigInt),
      })
      .from(videoDailyStats)
      .where(ofVideo),
  ]);
  const watched = watch[0] ?? { weighted: 0n, views: 0n };
  return {
    daily: daily.map(({ day, ...sums }) => ({ day, sums })),
    countries: parseRows(z.object({ code: z.string(), views: numberColumn }), countries),
    /** Basis points of the video watched on average, weighted by each day's views. */
    averageWatchRateBp: watched.views === 0n ? 0 : Number(watched.weighted / watched.views),
  };
}
