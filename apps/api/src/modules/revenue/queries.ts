import type { DateRange, VideoSort } from "@studio/contract";
import { and, eq, exists, inArray, notExists, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  accountDailyStats,
  channelDailyStats,
  channels,
  revenueGenerations,
  videoDailyStats,
  videos,
} from "../../db/schema";
import { type Sums, ZERO_SUMS } from "./figures-view";
import { bigintColumn, numberColumn, parseOneRow, parseRows } from "./parsed-rows";
import { freshBuild, type VideoPeriodBuild } from "./read-models";
import { FULL_SHARE_BP, type RevenueScope } from "./scope";

/**
 * The dashboards' reads (docs/design.md §6): sums of the scope from the cheapest source that answers
 * exactly, a read model while it is current (read-models.ts writes them) or else the facts. Said
 * with Drizzle's builder; the video list's CTE, window sums and cursor stay SQL, read through
 * zod schemas (docs/decisions.md 055).
 */

/**
 * Runs a revenue answer on one snapshot (repeatable read, read only): the channels in scope, the
 * generations and the sums it reads all belong to the same moment, whatever commits meanwhile.
 */
export function onOneSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}

type StatsTable = typeof videoDailyStats | typeof channelDailyStats | typeof accountDailyStats;

/** The asker's part of a revenue column, per fact row, so every level of an answer adds up. */
const askersPart = (column: AnyPgColumn, shareBp: number): SQL =>
  shareBp === FULL_SHARE_BP
    ? sql`${column}`
    : sql`(${column} * ${shareBp}::bigint) / ${FULL_SHARE_BP}::bigint`;

/** The asker's sums of a stats table's rows, typed as `Sums` (money stays bigint). */
const sumsFields = (table: StatsTable, shareBp: number) => ({
  views: sql`coalesce(sum(${table.views}), 0)`.mapWith(Number).as("views"),
  premiumViews: sql`coalesce(sum(${table.premiumViews}), 0)`.mapWith(Number).as("premium_views"),
  revenue: sql`coalesce(sum(${askersPart(table.revenueMicro, shareBp)}), 0)`.mapWith(BigInt).as("revenue"),
  premiumRevenue: sql`coalesce(sum(${askersPart(table.premiumRevenueMicro, shareBp)}), 0)`
    .mapWith(BigInt)
    .as("premium_revenue"),
  watchSeconds: sql`coalesce(sum(${table.watchSeconds}), 0)`.mapWith(Number).as("watch_seconds"),
});

const withinRange = (table: StatsTable, range: DateRange) =>
  sql`${table.day} between ${range.start}::date and ${range.end}::date`;

/**
 * The scope's sums per day. The cheapest source that answers exactly: an owner's rollup while it is
 * current (its stamp is the owner's revenue generation, checked in the same statement), else the
 * channels' rollups, else (a member's share) the facts.
 */
export async function dailySums(db: Db, scope: RevenueScope, range: DateRange): Promise<Map<string, Sums>> {
  if (scope.channelIds.length === 0) return new Map();
  const fromChannelRollups = (when?: SQL) =>
    db
      .select({ day: channelDailyStats.day, ...sumsFields(channelDailyStats, FULL_SHARE_BP) })
      .from(channelDailyStats)
      .where(
        and(
          when,
          inArray(channelDailyStats.channelId, scope.channelIds),
          withinRange(channelDailyStats, range),
        ),
      )
      .groupBy(channelDailyStats.day);
  let rows: ({ day: string } & Sums)[];
  if (scope.ownerRollupAccountId !== null) {
    const accountId = scope.ownerRollupAccountId;
    // One statement: the owner's rollup while it was rebuilt at the current generation, else the channels'.
    const rollupIsCurrent = db
      .select({ current: sql`1` })
      .from(revenueGenerations)
      .where(
        and(
          eq(revenueGenerations.accountId, accountId),
          eq(revenueGenerations.rollupGeneration, revenueGenerations.generation),
        ),
      );
    rows = await db
      .select({ day: accountDailyStats.day, ...sumsFields(accountDailyStats, FULL_SHARE_BP) })
      .from(accountDailyStats)
      .where(
        and(
          exists(rollupIsCurrent),
          eq(accountDailyStats.accountId, accountId),
          withinRange(accountDailyStats, range),
        ),
      )
      .groupBy(accountDailyStats.day)
      .unionAll(fromChannelRollups(notExists(rollupIsCurrent)));
  } else if (scope.shareBp === FULL_SHARE_BP) {
    rows = await fromChannelRollups();
  } else {
    rows = await db
      .select({ day: videoDailyStats.day, ...sumsFields(videoDailyStats, scope.shareBp) })
      .from(videoDailyStats)
      .where(and(inArray(videoDailyStats.channelId, scope.channelIds), withinRange(videoDailyStats, range)))
      .groupBy(videoDailyStats.day);
  }
  return new Map<string, Sums>(rows.map(({ day, ...sums }) => [day, sums]));
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
  // A full share reads the channel rollups; a member's share is taken per fact row.
  const source = scope.shareBp === FULL_SHARE_BP ? channelDailyStats : videoDailyStats;
  // An aggregate without `group by` answers one row even without data: every channel has its sums.
  const channelTotals = db
    .select(sumsFields(source, scope.shareBp))
    .from(source)
    .where(and(eq(source.channelId, channels.id), withinRange(source, range)))
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

// --- the video list ----------------------------------------------------------------------------

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** The raw SQL of the asker's sums of video_daily_stats rows (aliased `s`), for the list's CTE. */
const rawSumColumns = (shareBp: number) => {
  const part = (column: string) =>
    shareBp === FULL_SHARE_BP
      ? sql.raw(`s.${column}`)
      : sql`(s.${sql.raw(column)} * ${shareBp}::bigint) / ${FULL_SHARE_BP}::bigint`;
  return sql`
    coalesce(sum(s.views), 0) as views, coalesce(sum(s.premium_views), 0) as premium_views,
    coalesce(sum(${part("revenue_micro")}), 0) as revenue,
    coalesce(sum(${part("premium_revenue_micro")}), 0) as premium_revenue,
    coalesce(sum(s.watch_seconds), 0) as watch_seconds`;
};

/** The sums columns of a raw row, as `Sums`. */
const sumsColumns = {
  views: numberColumn,
  premium_views: numberColumn,
  revenue: bigintColumn,
  premium_revenue: bigintColumn,
  watch_seconds: numberColumn,
};
const toSums = (row: z.output<z.ZodObject<typeof sumsColumns>>): Sums => ({
  views: row.views,
  premiumViews: row.premium_views,
  revenue: row.revenue,
  premiumRevenue: row.premium_revenue,
  watchSeconds: row.watch_seconds,
});

/**
 * Each sort. Ties go by video id so pages never overlap; with a build these match its indexes (it
 * keeps the publication day beside the sums), so a page is read in order instead of sorted.
 */
const videoOrder = (sort: VideoSort, source: VideoSumsSource): SQL => {
  const publishedOn = source.fromBuild ? "agg.published_on" : "v.published_on";
  return sql.raw(
    {
      date_desc: `${publishedOn} desc, agg.video_id desc`,
      date_asc: `${publishedOn} asc, agg.video_id asc`,
      views_desc: "agg.views desc, agg.video_id desc",
      views_asc: "agg.views asc, agg.video_id asc",
      profit_desc: "agg.revenue desc, agg.video_id desc",
      profit_asc: "agg.revenue asc, agg.video_id asc",
      price_desc: "agg.revenue * 1000 / nullif(agg.views, 0) desc nulls last, agg.video_id desc",
      price_asc: "agg.revenue * 1000 / nullif(agg.views, 0) asc nulls first, agg.video_id asc",
    }[sort],
  );
};

export interface VideoQuery {
  range: DateRange;
  sort: VideoSort;
  search?: string | undefined;
  /** Just this video (the detail view). */
  videoId?: number;
  page: number;
  size: number;
}

export interface VideoSums {
  id: number;
  platformVideoId: string;
  title: string;
  thumbnail: string;
  publishedOn: string;
  duration: number;
  channel: { id: number; title: string; handle: string; thumbnail: string };
  music: { isrc: string; name: string; artist: string } | null;
  sums: Sums;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const searchOf = (query: { search?: string | undefined }) =>
  query.search ? sql`and v.title ilike ${`%${escapeLike(query.search)}%`}` : sql``;

const videoColumns = sql`
  v.id, v.platform_video_id, v.title, v.thumbnail_url, v.published_on::text as published_on,
  v.duration_seconds, c.id as channel_id, c.title as channel_title, c.handle as channel_handle,
  c.thumbnail_url as channel_thumbnail, t.isrc, t.name as track_name, t.artist as track_artist,
  agg.views, agg.premium_views, agg.revenue, agg.premium_revenue, agg.watch_seconds`;
const videoJoins = sql`
  from agg
  join videos v on v.id = agg.video_id
  join channels c on c.id = v.channel_id
  left join tracks t on t.id = v.track_id`;
const videoSelect = sql`select ${videoColumns} ${videoJoins}`;

/** The columns of `videoColumns`, checked. */
const videoRowColumns = {
  id: numberColumn,
  platform_video_id: z.string(),
  title: z.string(),
  thumbnail_url: z.string(),
  published_on: z.string(),
  duration_seconds: numberColumn,
  channel_id: numberColumn,
  channel_title: z.string(),
  channel_handle: z.string(),
  channel_thumbnail: z.string(),
  isrc: z.string().nullable(),
  track_name: z.string().nullable(),
  track_artist: z.string().nullable(),
  ...sumsColumns,
};

const toVideoSums = (row: z.output<z.ZodObject<typeof videoRowColumns>>): VideoSums => ({
  id: row.id,
  platformVideoId: row.platform_video_id,
  title: row.title,
  thumbnail: row.thumbnail_url,
  publishedOn: row.published_on,
  duration: row.duration_seconds,
  channel: {
    id: row.channel_id,
    title: row.channel_title,
    handle: row.channel_handle,
    thumbnail: row.channel_thumbnail,
  },
  music: row.isrc ? { isrc: row.isrc, name: row.track_name ?? "", artist: row.track_artist ?? "" } : null,
  sums: toSums(row),
});

const videoRow = z.object(videoRowColumns).transform(toVideoSums);

type VideoTotals = { total: number; totals: Sums };

/** The count and sums of every matching video. */
const videoTotalsRow = z
  .object({ total: numberColumn, ...sumsColumns })
  .transform((row): VideoTotals => ({ total: row.total, totals: toSums(row) }));

/** A page row summed from the facts: the video, and the totals of every match as window sums. */
const videoRowWithTotals = z
  .object({
    ...videoRowColumns,
    total: numberColumn,
    total_views: numberColumn,
    total_premium_views: numberColumn,
    total_revenue: bigintColumn,
    total_premium_revenue: bigintColumn,
    total_watch_seconds: numberColumn,
  })
  .transform((row) => ({
    video: toVideoSums(row),
    totals: {
      total: row.total,
      totals: {
        views: row.total_views,
        premiumViews: row.total_premium_views,
        revenue: row.total_revenue,
        premiumRevenue: row.total_premium_revenue,
        watchSeconds: row.total_watch_seconds,
      },
    } satisfies VideoTotals,
  }));

/** Each matching video's sums over the range (videos with data in it), as the CTE `agg`. */
interface VideoSumsSource {
  agg: SQL;
  fromBuild: boolean;
  /** Set when the build's own totals are the answer's: all the owner's channels, no search. */
  buildTotals: VideoTotals | null;
}

const buildSums = (build: VideoPeriodBuild): Sums => ({
  views: build.views,
  premiumViews: build.premiumViews,
  revenue: build.revenueMicro,
  premiumRevenue: build.premiumRevenueMicro,
  watchSeconds: build.watchSeconds,
});

/**
 * An owner's full-share question over a preset period reads the owner's current build (docs/design.md §6
 * read models); a member's share, a custom range or a stale build sums the facts. Both answer the
 * same figures: the build is the facts' sums at the owner's current revenue generation.
 */
async function videoSumsSource(db: Db, scope: RevenueScope, query: VideoQuery): Promise<VideoSumsSource> {
  const oneVideoFilter = query.videoId === undefined ? sql`` : sql`and video_id = ${query.videoId}`;
  const build =
    scope.ownerAccountId !== null && scope.shareBp === FULL_SHARE_BP
      ? await freshBuild(db, scope.ownerAccountId, query.range)
      : null;
  if (build !== null) {
    // A current build holds exactly the owner's approved channels: all of them need no filter.
    const allOwnerChannels = scope.ownerRollupAccountId !== null;
    const channelFilter = allOwnerChannels ? sql`` : sql`and p.channel_id in (${idList(scope.channelIds)})`;
    const wholeBuildAsked = allOwnerChannels && !query.search && query.videoId === undefined;
    return {
      agg: sql`select p.video_id, p.published_on, p.views, p.premium_views, p.revenue_micro as revenue,
          p.premium_revenue_micro as premium_revenue, p.watch_seconds
        from video_period_stats p
        where p.build_id = ${build.id} ${channelFilter} ${oneVideoFilter}`,
      fromBuild: true,
      buildTotals: wholeBuildAsked ? { total: build.videos, totals: buildSums(build) } : null,
    };
  }
  return {
    agg: sql`select s.video_id, ${rawSumColumns(scope.shareBp)}
      from video_daily_stats s
      where s.channel_id in (${idList(scope.channelIds)})
        and s.day between ${query.range.start}::date and ${query.range.end}::date ${oneVideoFilter}
      group by s.video_id`,
    fromBuild: false,
    buildTotals: null,
  };
}

/**
 * One page of the scope's videos with figures over the range (videos with data in it), in the asked
 * order, with the count and the sums of every matching video.
 */
export async function videoPage(
  db: Db,
  scope: RevenueScope,
  query: VideoQuery,
): Promise<{ rows: VideoSums[]; total: number; totals: Sums }> {
  if (scope.channelIds.length === 0) return { rows: [], total: 0, totals: ZERO_SUMS };
  const source = await videoSumsSource(db, scope, query);
  const search = searchOf(query);
  const order = videoOrder(query.sort, source);
  const limit = sql`limit ${query.size} offset ${query.page * query.size}`;
  if (source.fromBuild) {
    // The page walks a build index in order; the totals scan the build once beside it.
    const [page, totals] = await Promise.all([
      db.execute(
        sql`with agg as (${source.agg}) ${videoSelect} where true ${search} order by ${order} ${limit}`,
      ),
      source.buildTotals ?? videoTotals(db, source, query),
    ]);
    return { rows: parseRows(videoRow, page), ...totals };
  }
  // From the facts the sums are made once, and the page carries the totals as window sums.
  const rows = parseRows(
    videoRowWithTotals,
    await db.execute(sql`with agg as (${source.agg})
      select ${videoColumns}, count(*) over () as total, sum(agg.views) over () as total_views,
        sum(agg.premium_views) over () as total_premium_views, sum(agg.revenue) over () as total_revenue,
        sum(agg.premium_revenue) over () as total_premium_revenue,
        sum(agg.watch_seconds) over () as total_watch_seconds
      ${videoJoins} where true ${search} order by ${order} ${limit}`),
  );
  const first = rows[0];
  // Past the last page there is no row to carry them: sum again.
  if (!first) return { rows: [], ...(await videoTotals(db, source, query)) };
  return { rows: rows.map((row) => row.video), ...first.totals };
}

/** The count and sums of every matching video. */
async function videoTotals(
  db: Db,
  source: VideoSumsSource,
  query: { search?: string | undefined },
): Promise<VideoTotals> {
  return parseOneRow(
    videoTotalsRow,
    await db.execute(sql`
      with agg as (${source.agg})
      select count(*) as total, coalesce(sum(agg.views), 0) as views,
        coalesce(sum(agg.premium_views), 0) as premium_views, coalesce(sum(agg.revenue), 0) as revenue,
        coalesce(sum(agg.premium_revenue), 0) as premium_revenue,
        coalesce(sum(agg.watch_seconds), 0) as watch_seconds
      from agg ${query.search ? sql`join videos v on v.id = agg.video_id where true ${searchOf(query)}` : sql``}`),
  );
}

/**
 * Every matching video in the asked order, handed over a chunk at a time from one cursor, so a
 * report file of any length never holds more than a chunk in memory.
 */
export async function forEachVideoChunk(
  db: Db,
  scope: RevenueScope,
  query: Omit<VideoQuery, "page" | "size"> & { maxRows: number },
  chunkSize: number,
  onChunk: (rows: VideoSums[]) => Promise<void>,
): Promise<void> {
  if (scope.channelIds.length === 0) return;
  const source = await videoSumsSource(db, scope, { ...query, page: 0, size: chunkSize });
  const search = searchOf(query);
  // A cursor lives as long as its transaction.
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare video_rows no scroll cursor for
      with agg as (${source.agg})
      ${videoSelect}
      where true ${search}
      order by ${videoOrder(query.sort, source)}
      limit ${query.maxRows}`);
    for (;;) {
      const rows = parseRows(videoRow, await tx.execute(sql.raw(`fetch ${chunkSize} from video_rows`)));
      if (rows.length === 0) break;
      await onChunk(rows);
    }
    await tx.execute(sql`close video_rows`);
  });
}

// --- one video -----------------------------------------------------------------------------------

/** One video's days, its viewers' countries and its weighted average watch rate over the range. */
export async function videoBreakdown(db: Db, videoId: number, shareBp: number, range: DateRange) {
  const ofVideo = and(eq(videoDailyStats.videoId, videoId), withinRange(videoDailyStats, range));
  const [daily, countries, watch] = await Promise.all([
    db
      .select({ day: videoDailyStats.day, ...sumsFields(videoDailyStats, shareBp) })
      .from(videoDailyStats)
      .where(ofVideo)
      .groupBy(videoDailyStats.day)
      .orderBy(videoDailyStats.day),
    // Raw: a set-returning function over each row's jsonb.
    db.execute(sql`select c.key as code, sum(c.value::bigint) as views
      from ${videoDailyStats} s, jsonb_each_text(s.countries) c
      where s.video_id = ${videoId} and s.day between ${range.start}::date and ${range.end}::date
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
