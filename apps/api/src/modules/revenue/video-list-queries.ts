import { addDays, type ClearanceState, type DateRange, type VideoSort } from "@studio/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likePattern } from "../../lib/like-pattern";
import { mapRows } from "../../lib/parsed-rows";
import { clearanceColumn } from "../clearance";
import { type Sums, ZERO_SUMS } from "./figures-view";
import { freshBuild, type VideoPeriodBuild } from "./read-models";
import type { RevenueScope } from "./scope";
import {
  type VideoSums,
  type VideoTotals,
  videoRow,
  videoRowWithTotals,
  videoTotalsRow,
} from "./video-list-rows";
import { idList, monthPiecesOver } from "./video-month-pieces";

/**
 * The video list's reads (docs/design.md §6): one page, or every row through a cursor for a report
 * file, from the owner's current period build or from the video months and edge days (decision
 * 080). Raw SQL (CTEs, a cursor), its rows read through the schemas of
 * video-list-rows.ts (docs/decisions/055).
 */

/**
 * The scope's videos' sums over the range. A member's question (docs/decisions/105) counts the
 * days each channel was theirs: the channels are grouped by the part of the range they held, each
 * group summed over its part, and a video's parts added up.
 */
function monthPiecesSum(scope: RevenueScope, range: DateRange, videoFilter: (alias: string) => SQL): SQL {
  if (scope.periods === null) return monthPiecesOver(scope.channelIds, scope.feeRates, range, videoFilter);
  const groups = new Map<string, { range: DateRange; channelIds: number[] }>();
  for (const period of scope.periods) {
    const start = period.from > range.start ? period.from : range.start;
    const last = period.to === null ? range.end : addDays(period.to, -1);
    const end = last < range.end ? last : range.end;
    if (start > end) continue;
    const key = `${start}|${end}`;
    const group = groups.get(key) ?? { range: { start, end }, channelIds: [] };
    group.channelIds.push(period.channelId);
    groups.set(key, group);
  }
  const parts = [...groups.values()].map((g) =>
    monthPiecesOver(g.channelIds, scope.feeRates, g.range, videoFilter),
  );
  if (parts.length === 0)
    return sql`select null::bigint as video_id, 0::bigint as views, 0::bigint as premium_views,
      0::bigint as revenue, 0::bigint as premium_revenue, 0::bigint as watch_seconds where false`;
  if (parts.length === 1) return parts[0] as SQL;
  return sql`select h.video_id, sum(h.views) as views, sum(h.premium_views) as premium_views,
      sum(h.revenue) as revenue, sum(h.premium_revenue) as premium_revenue, sum(h.watch_seconds) as watch_seconds
    from (${sql.join(parts, sql` union all `)}) h group by h.video_id`;
}

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
  /** Only videos in this clearance state (docs/decisions/127). */
  clearance?: ClearanceState | undefined;
  /** Just this video (the detail view). */
  videoId?: number;
  page: number;
  size: number;
}

/** The list's filters on the sums `agg` and the video `v`: a title search, a clearance state. */
const searchOf = (query: { search?: string | undefined; clearance?: ClearanceState | undefined }) =>
  sql`${query.search ? sql`and v.title ilike ${likePattern(query.search)}` : sql``} ${
    query.clearance
      ? sql`and exists (select 1 from video_clearance f where f.video_id = agg.video_id and f.state = ${query.clearance})`
      : sql``
  }`;

const videoColumns = sql`
  v.id, v.platform_video_id, v.title, v.thumbnail_url, v.published_on::text as published_on,
  v.duration_seconds, c.id as channel_id, c.title as channel_title, c.handle as channel_handle,
  c.thumbnail_url as channel_thumbnail, t.isrc, t.name as track_name, t.artist as track_artist,
  agg.views, agg.premium_views, agg.revenue, agg.premium_revenue, agg.watch_seconds,
  ${clearanceColumn} as clearance`;
/** A video's channel, music and clearance, beside its sums. */
const videoFacts = sql`
  join videos v on v.id = agg.video_id
  join channels c on c.id = v.channel_id
  left join tracks t on t.id = v.track_id
  left join video_clearance vc on vc.video_id = v.id`;
const videoJoins = sql`from agg ${videoFacts}`;
const videoSelect = sql`select ${videoColumns} ${videoJoins}`;

/** Each matching video's sums over the range (videos with data in it), as the CTE `agg`. */
interface VideoSumsSource {
  agg: SQL;
  fromBuild: boolean;
  /** Set when the build's own totals are the answer's: all the owner's channels, no search. */
  buildTotals: VideoTotals | null;
}

/**
 * The owner whose builds can answer the scope's question, or null: a member's share and a member's
 * days (decision 105) are no build's, only a whole-channel question reads one.
 */
export function buildOwnerOf(scope: RevenueScope): number | null {
  return scope.feeRates === null && scope.periods === null ? scope.ownerAccountId : null;
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
 * read models); a member's share, a custom range or a stale build sums the video months and the
 * edge days (decision 080). Both answer the same figures: the build is the facts' sums at the
 * owner's current revenue generation, the video months the facts' sums kept by triggers.
 */
async function videoSumsSource(db: Db, scope: RevenueScope, query: VideoQuery): Promise<VideoSumsSource> {
  const videoId = query.videoId;
  const oneVideoFilter = videoId === undefined ? sql`` : sql`and video_id = ${videoId}`;
  const owner = buildOwnerOf(scope);
  const build = owner === null ? null : await freshBuild(db, owner, query.range);
  if (build !== null) {
    // A current build holds exactly the owner's approved channels: all of them need no filter.
    const allOwnerChannels = scope.ownerRollupAccountId !== null;
    const channelFilter = allOwnerChannels ? sql`` : sql`and p.channel_id in (${idList(scope.channelIds)})`;
    const wholeBuildAsked =
      allOwnerChannels && !query.search && !query.clearance && query.videoId === undefined;
    return {
      agg: sql`select p.video_id, p.published_on, p.views, p.premium_views, p.revenue_micro as revenue,
          p.premium_revenue_micro as premium_revenue, p.watch_seconds
        from video_period_stats p
        where p.build_id = ${build.id} ${channelFilter} ${oneVideoFilter}`,
      fromBuild: true,
      buildTotals: wholeBuildAsked ? { total: build.videos, totals: buildSums(build) } : null,
    };
  }
  const ofVideo = (alias: string) =>
    videoId === undefined ? sql`` : sql`and ${sql.raw(alias)}.video_id = ${videoId}::bigint`;
  return {
    agg: monthPiecesSum(scope, query.range, ofVideo),
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
): Promise<{ rows: VideoSums[]; total: number; totals: Sums; fromBuild: boolean }> {
  if (scope.channelIds.length === 0) return { rows: [], total: 0, totals: ZERO_SUMS, fromBuild: false };
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
    return { rows: mapRows(videoRow, page), ...totals, fromBuild: true };
  }
  // Summed once (a CTE used twice is made once); the matching videos are counted and summed beside
  // the page (materialized: inlined, it was summed again for every row of the page), and only the
  // page's rows meet their channel and music. A search or a sort by
  // publication day reads each video's row first; the other sorts order the sums alone.
  const needsVideo =
    Boolean(query.search) ||
    Boolean(query.clearance) ||
    query.sort === "date_desc" ||
    query.sort === "date_asc";
  const matched = needsVideo
    ? sql`select agg.*, v.published_on from agg join videos v on v.id = agg.video_id where true ${search}`
    : sql`select agg.* from agg`;
  const pageOrder = videoOrder(query.sort, { ...source, fromBuild: true });
  return withWorkersAtTheirCost(db, async (tx) => {
    const rows = mapRows(
      videoRowWithTotals,
      await tx.execute(sql`with agg as (${source.agg}),
      matched as (${matched}),
      totals as materialized (
        select count(*) as total, coalesce(sum(views), 0) as total_views,
          coalesce(sum(premium_views), 0) as total_premium_views, coalesce(sum(revenue), 0) as total_revenue,
          coalesce(sum(premium_revenue), 0) as total_premium_revenue,
          coalesce(sum(watch_seconds), 0) as total_watch_seconds
        from matched),
      page as (select * from matched agg order by ${pageOrder} ${limit})
      select ${videoColumns}, totals.*
      from page agg ${videoFacts}
      cross join totals
      order by ${order}`),
    );
    const first = rows[0];
    // Past the last page there is no row to carry them: sum again.
    if (!first) return { rows: [], ...(await videoTotals(tx, source, query)), fromBuild: false };
    return { rows: rows.map((row) => row.video), ...first.totals, fromBuild: false };
  });
}

/**
 * What the planner is told starting parallel workers costs, for a list summed from the video months
 * (docs/decisions/146). PostgreSQL's default (1,000) made a member's list of 5,000 videos (a plan of
 * about 28,000) parallel to save 2,000, and starting its workers took longer than the plan; a whole
 * network's list (about 480,000, 60,000 saved) still gains from its workers.
 */
const PARALLEL_SETUP_COST = 10_000;

/** Runs `read` where parallel workers cost PARALLEL_SETUP_COST (a savepoint inside a transaction). */
function withWorkersAtTheirCost<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local parallel_setup_cost = ${PARALLEL_SETUP_COST}`));
    return read(tx);
  });
}

/** The count and sums of every matching video. */
async function videoTotals(
  db: Db,
  source: VideoSumsSource,
  query: { search?: string | undefined; clearance?: ClearanceState | undefined },
): Promise<VideoTotals> {
  const [totals] = mapRows(
    videoTotalsRow,
    await db.execute(sql`
      with agg as (${source.agg})
      select count(*) as total, coalesce(sum(agg.views), 0) as views,
        coalesce(sum(agg.premium_views), 0) as premium_views, coalesce(sum(agg.revenue), 0) as revenue,
        coalesce(sum(agg.premium_revenue), 0) as premium_revenue,
        coalesce(sum(agg.watch_seconds), 0) as watch_seconds
      from agg ${
        query.search || query.clearance
          ? sql`join videos v on v.id = agg.video_id where true ${searchOf(query)}`
          : sql``
      }`),
  );
  // An aggregate without `group by` always answers one row.
  if (!totals) throw new Error("the totals answered no row");
  return totals;
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
      const rows = mapRows(videoRow, await tx.execute(sql.raw(`fetch ${chunkSize} from video_rows`)));
      if (rows.length === 0) break;
      await onChunk(rows);
    }
    await tx.execute(sql`close video_rows`);
  });
}
