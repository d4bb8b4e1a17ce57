import type { DateRange, VideoSort } from "@studio/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { type Sums, type SumsRow, sumsOf, ZERO_SUMS } from "./figures-view";
import { freshBuild, type VideoPeriodBuild } from "./period-builds";
import { FULL_SHARE_BP, type RevenueScope } from "./scope";

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );

/** The asker's part of a revenue column, per fact row, so every level of an answer adds up. */
const shared = (column: string, shareBp: number) =>
  shareBp === FULL_SHARE_BP
    ? sql.raw(`s.${column}`)
    : sql`(s.${sql.raw(column)} * ${shareBp}::bigint) / ${FULL_SHARE_BP}::bigint`;

const sumColumns = (shareBp: number) => sql`
  coalesce(sum(s.views), 0) as views, coalesce(sum(s.premium_views), 0) as premium_views,
  coalesce(sum(${shared("revenue_micro", shareBp)}), 0) as revenue,
  coalesce(sum(${shared("premium_revenue_micro", shareBp)}), 0) as premium_revenue,
  coalesce(sum(s.watch_seconds), 0) as watch_seconds`;

/**
 * The scope's sums per day. The cheapest source that answers exactly: an owner's rollup while it is
 * current (its stamp is the owner's revenue generation, checked in the same statement), else the
 * channels' rollups, else (a member's share) the facts.
 */
export async function dailySums(db: Db, scope: RevenueScope, range: DateRange): Promise<Map<string, Sums>> {
  if (scope.channelIds.length === 0) return new Map();
  const between = sql`s.day between ${range.start}::date and ${range.end}::date`;
  const channelRollups = sql`select s.day::text as day, ${sumColumns(FULL_SHARE_BP)} from channel_daily_stats s
    where s.channel_id in (${idList(scope.channelIds)}) and ${between} group by s.day`;
  const query =
    scope.ownerRollupAccountId !== null
      ? sql`with fresh as (${rollupIsCurrent(scope.ownerRollupAccountId)})
          select s.day::text as day, ${sumColumns(FULL_SHARE_BP)} from account_daily_stats s
          where (select ok from fresh) and s.account_id = ${scope.ownerRollupAccountId} and ${between}
          group by s.day
          union all
          select * from (${channelRollups}) c where not (select ok from fresh)`
      : scope.shareBp === FULL_SHARE_BP
        ? channelRollups
        : sql`select s.day::text as day, ${sumColumns(scope.shareBp)} from video_daily_stats s
            where s.channel_id in (${idList(scope.channelIds)}) and ${between} group by s.day`;
  const rows = rowsOf<SumsRow & { day: string }>(await db.execute(query));
  return new Map(rows.map((row) => [row.day, sumsOf(row)]));
}

/** One row, `ok`: whether the account's daily rollup was rebuilt at its current generation. */
const rollupIsCurrent = (accountId: number) => sql`
  select coalesce((select g.rollup_generation = g.generation from revenue_generations g
    where g.account_id = ${accountId}), false) as ok`;

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
  const source =
    scope.shareBp === FULL_SHARE_BP ? sql.raw("channel_daily_stats") : sql.raw("video_daily_stats");
  const rows = rowsOf<
    SumsRow & { id: unknown; title: string; handle: string; thumbnail: string; videos: unknown }
  >(
    await db.execute(sql`
      select c.id, c.title, c.handle, c.thumbnail_url as thumbnail,
        (select count(*) from videos v where v.channel_id = c.id) as videos, agg.*
      from channels c
      left join lateral (
        select ${sumColumns(scope.shareBp)} from ${source} s
        where s.channel_id = c.id and s.day between ${range.start}::date and ${range.end}::date
      ) agg on true
      where c.id in (${idList(scope.channelIds)})`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    handle: row.handle,
    thumbnail: row.thumbnail,
    videos: Number(row.videos),
    sums: sumsOf(row),
  }));
}

/**
 * Each sort. Ties go by video id so pages never overlap; with a build these match its indexes (it
 * keeps the publication day beside the sums), so a page is read in order instead of sorted.
 */
const videoOrder = (sort: VideoSort, source: VideoSumsSource): string => {
  const publishedOn = source.fromBuild ? "agg.published_on" : "v.published_on";
  return {
    date_desc: `${publishedOn} desc, agg.video_id desc`,
    date_asc: `${publishedOn} asc, agg.video_id asc`,
    views_desc: "agg.views desc, agg.video_id desc",
    views_asc: "agg.views asc, agg.video_id asc",
    profit_desc: "agg.revenue desc, agg.video_id desc",
    profit_asc: "agg.revenue asc, agg.video_id asc",
    price_desc: "agg.revenue * 1000 / nullif(agg.views, 0) desc nulls last, agg.video_id desc",
    price_asc: "agg.revenue * 1000 / nullif(agg.views, 0) asc nulls first, agg.video_id asc",
  }[sort];
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

interface VideoRowSql extends SumsRow {
  id: unknown;
  platform_video_id: string;
  title: string;
  thumbnail_url: string;
  published_on: string;
  duration_seconds: unknown;
  channel_id: unknown;
  channel_title: string;
  channel_handle: string;
  channel_thumbnail: string;
  isrc: string | null;
  track_name: string | null;
  track_artist: string | null;
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

/** Each matching video's sums over the range (videos with data in it), as the CTE `agg`. */
interface VideoSumsSource {
  agg: SQL;
  fromBuild: boolean;
  /** Set when the build's own totals are the answer's: all the owner's channels, no search. */
  buildTotals: { total: number; totals: Sums } | null;
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
  const only = query.videoId === undefined ? sql`` : sql`and video_id = ${query.videoId}`;
  const build =
    scope.ownerAccountId !== null && scope.shareBp === FULL_SHARE_BP
      ? await freshBuild(db, scope.ownerAccountId, query.range)
      : null;
  if (build !== null) {
    // A current build holds exactly the owner's approved channels: the whole scope needs no filter.
    const whole = scope.ownerRollupAccountId !== null;
    const channels = whole ? sql`` : sql`and p.channel_id in (${idList(scope.channelIds)})`;
    const plain = whole && !query.search && query.videoId === undefined;
    return {
      agg: sql`select p.video_id, p.published_on, p.views, p.premium_views, p.revenue_micro as revenue,
          p.premium_revenue_micro as premium_revenue, p.watch_seconds
        from video_period_stats p
        where p.build_id = ${build.id} ${channels} ${only}`,
      fromBuild: true,
      buildTotals: plain ? { total: build.videos, totals: buildSums(build) } : null,
    };
  }
  return {
    agg: sql`select s.video_id, ${sumColumns(scope.shareBp)}
      from video_daily_stats s
      where s.channel_id in (${idList(scope.channelIds)})
        and s.day between ${query.range.start}::date and ${query.range.end}::date ${only}
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
  const order = sql.raw(videoOrder(query.sort, source));
  const limit = sql`limit ${query.size} offset ${query.page * query.size}`;
  if (source.fromBuild) {
    // The page walks a build index in order; the totals scan the build once beside it.
    const [page, totals] = await Promise.all([
      db.execute(
        sql`with agg as (${source.agg}) ${videoSelect} where true ${search} order by ${order} ${limit}`,
      ),
      source.buildTotals ?? videoTotals(db, source, query),
    ]);
    return { rows: rowsOf<VideoRowSql>(page).map(toVideoSums), ...totals };
  }
  // From the facts the sums are made once, and the page carries the totals as window sums.
  const rows = rowsOf<VideoRowSql & WindowTotalsSql>(
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
  return {
    rows: rows.map(toVideoSums),
    total: Number(first.total),
    totals: sumsOf({
      views: first.total_views,
      premium_views: first.total_premium_views,
      revenue: first.total_revenue,
      premium_revenue: first.total_premium_revenue,
      watch_seconds: first.total_watch_seconds,
    }),
  };
}

interface WindowTotalsSql {
  total: unknown;
  total_views: unknown;
  total_premium_views: unknown;
  total_revenue: unknown;
  total_premium_revenue: unknown;
  total_watch_seconds: unknown;
}

/** The count and sums of every matching video. */
async function videoTotals(
  db: Db,
  source: VideoSumsSource,
  query: { search?: string | undefined },
): Promise<{ total: number; totals: Sums }> {
  const [row] = rowsOf<SumsRow & { total: unknown }>(
    await db.execute(sql`
      with agg as (${source.agg})
      select count(*) as total, coalesce(sum(agg.views), 0) as views,
        coalesce(sum(agg.premium_views), 0) as premium_views, coalesce(sum(agg.revenue), 0) as revenue,
        coalesce(sum(agg.premium_revenue), 0) as premium_revenue,
        coalesce(sum(agg.watch_seconds), 0) as watch_seconds
      from agg ${query.search ? sql`join videos v on v.id = agg.video_id where true ${searchOf(query)}` : sql``}`),
  );
  return { total: Number(row?.total ?? 0), totals: row ? sumsOf(row) : ZERO_SUMS };
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
      order by ${sql.raw(videoOrder(query.sort, source))}
      limit ${query.maxRows}`);
    for (;;) {
      const rows = rowsOf<VideoRowSql>(await tx.execute(sql.raw(`fetch ${chunkSize} from video_rows`)));
      if (rows.length === 0) break;
      await onChunk(rows.map(toVideoSums));
    }
    await tx.execute(sql`close video_rows`);
  });
}

function toVideoSums(row: VideoRowSql): VideoSums {
  return {
    id: Number(row.id),
    platformVideoId: row.platform_video_id,
    title: row.title,
    thumbnail: row.thumbnail_url,
    publishedOn: row.published_on,
    duration: Number(row.duration_seconds),
    channel: {
      id: Number(row.channel_id),
      title: row.channel_title,
      handle: row.channel_handle,
      thumbnail: row.channel_thumbnail,
    },
    music: row.isrc ? { isrc: row.isrc, name: row.track_name ?? "", artist: row.track_artist ?? "" } : null,
    sums: sumsOf(row),
  };
}

/** One video's days, its viewers' countries and its weighted average watch rate over the range. */
export async function videoBreakdown(db: Db, videoId: number, shareBp: number, range: DateRange) {
  const between = sql`s.day between ${range.start}::date and ${range.end}::date`;
  const [daily, countries, watch] = await Promise.all([
    db.execute(sql`select s.day::text as day, ${sumColumns(shareBp)} from video_daily_stats s
      where s.video_id = ${videoId} and ${between} group by s.day order by s.day`),
    db.execute(sql`select c.key as code, sum(c.value::bigint) as views
      from video_daily_stats s, jsonb_each_text(s.countries) c
      where s.video_id = ${videoId} and ${between} group by c.key order by views desc, c.key`),
    db.execute(sql`select coalesce(sum(s.average_watch_rate_bp::bigint * s.views), 0) as weighted,
      coalesce(sum(s.views), 0) as views from video_daily_stats s where s.video_id = ${videoId} and ${between}`),
  ]);
  const watchRow = rowsOf<{ weighted: unknown; views: unknown }>(watch)[0];
  const views = BigInt(String(watchRow?.views ?? 0));
  return {
    daily: rowsOf<SumsRow & { day: string }>(daily).map((row) => ({ day: row.day, sums: sumsOf(row) })),
    countries: rowsOf<{ code: string; views: unknown }>(countries).map((c) => ({
      code: c.code,
      views: Number(c.views),
    })),
    /** Basis points of the video watched on average, weighted by each day's views. */
    averageWatchRateBp: views === 0n ? 0 : Number(BigInt(String(watchRow?.weighted ?? 0)) / views),
  };
}
