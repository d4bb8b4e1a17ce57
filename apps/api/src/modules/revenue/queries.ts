import type { DateRange, VideoSort } from "@studio/contract";
import { eq, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { statsImports } from "../../db/schema";
import { type Sums, type SumsRow, sumsOf, ZERO_SUMS } from "./figures-view";
import { FULL_SHARE_BP, type RevenueScope } from "./scope";

/** Rows of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

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
 * The scope's sums per day. The cheapest source that answers exactly: an owner's rollup, else the
 * channels' rollups, else (a member's share) the facts.
 */
export async function dailySums(db: Db, scope: RevenueScope, range: DateRange): Promise<Map<string, Sums>> {
  if (scope.channelIds.length === 0) return new Map();
  const between = sql`s.day between ${range.start}::date and ${range.end}::date`;
  const query =
    scope.ownerRollupAccountId !== null
      ? sql`select s.day::text as day, ${sumColumns(FULL_SHARE_BP)} from account_daily_stats s
          where s.account_id = ${scope.ownerRollupAccountId} and ${between} group by s.day`
      : scope.shareBp === FULL_SHARE_BP
        ? sql`select s.day::text as day, ${sumColumns(FULL_SHARE_BP)} from channel_daily_stats s
            where s.channel_id in (${idList(scope.channelIds)}) and ${between} group by s.day`
        : sql`select s.day::text as day, ${sumColumns(scope.shareBp)} from video_daily_stats s
            where s.channel_id in (${idList(scope.channelIds)}) and ${between} group by s.day`;
  const rows = rowsOf<SumsRow & { day: string }>(await db.execute(query));
  return new Map(rows.map((row) => [row.day, sumsOf(row)]));
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

const VIDEO_ORDER: Record<VideoSort, string> = {
  date_desc: "v.published_on desc, v.id desc",
  date_asc: "v.published_on asc, v.id asc",
  views_desc: "agg.views desc, v.id desc",
  views_asc: "agg.views asc, v.id asc",
  profit_desc: "agg.revenue desc, v.id desc",
  profit_asc: "agg.revenue asc, v.id asc",
  price_desc: "agg.revenue * 1000 / nullif(agg.views, 0) desc nulls last, v.id desc",
  price_asc: "agg.revenue * 1000 / nullif(agg.views, 0) asc nulls first, v.id asc",
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
  total: unknown;
  total_views: unknown;
  total_premium_views: unknown;
  total_revenue: unknown;
  total_premium_revenue: unknown;
  total_watch_seconds: unknown;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the scope's videos with figures over the range (videos with data in it), in the asked
 * order, with the total count and the sums of every matching video.
 */
export async function videoPage(
  db: Db,
  scope: RevenueScope,
  query: VideoQuery,
): Promise<{ rows: VideoSums[]; total: number; totals: Sums }> {
  const empty = { rows: [], total: 0, totals: ZERO_SUMS };
  if (scope.channelIds.length === 0) return empty;
  const search = query.search ? sql`and v.title ilike ${`%${escapeLike(query.search)}%`}` : sql``;
  const rows = rowsOf<VideoRowSql>(
    await db.execute(sql`
      with agg as (
        select s.video_id, ${sumColumns(scope.shareBp)}
        from video_daily_stats s
        where s.channel_id in (${idList(scope.channelIds)})
          and s.day between ${query.range.start}::date and ${query.range.end}::date
          ${query.videoId === undefined ? sql`` : sql`and s.video_id = ${query.videoId}`}
        group by s.video_id
      )
      select v.id, v.platform_video_id, v.title, v.thumbnail_url, v.published_on::text as published_on,
        v.duration_seconds, c.id as channel_id, c.title as channel_title, c.handle as channel_handle,
        c.thumbnail_url as channel_thumbnail, t.isrc, t.name as track_name, t.artist as track_artist,
        agg.views, agg.premium_views, agg.revenue, agg.premium_revenue, agg.watch_seconds,
        count(*) over () as total, sum(agg.views) over () as total_views,
        sum(agg.premium_views) over () as total_premium_views, sum(agg.revenue) over () as total_revenue,
        sum(agg.premium_revenue) over () as total_premium_revenue,
        sum(agg.watch_seconds) over () as total_watch_seconds
      from agg
      join videos v on v.id = agg.video_id
      join channels c on c.id = v.channel_id
      left join tracks t on t.id = v.track_id
      where true ${search}
      order by ${sql.raw(VIDEO_ORDER[query.sort])}
      limit ${query.size} offset ${query.page * query.size}`),
  );
  const first = rows[0];
  if (!first) return query.page === 0 ? empty : { ...empty, ...(await countOnly(db, scope, query)) };
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

/** Past the last page the window sums are gone; count and sum again for an honest answer. */
async function countOnly(db: Db, scope: RevenueScope, query: VideoQuery) {
  const first = await videoPage(db, scope, { ...query, page: 0, size: 1 });
  return { total: first.total, totals: first.totals };
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

/** The newest day with imported figures in the network, from the small log of imported files. */
export async function newestImportedDay(db: Db, networkId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: max(statsImports.lastDay) })
    .from(statsImports)
    .where(eq(statsImports.networkId, networkId));
  return row?.day ?? null;
}
