import { setImmediate as nextTurn } from "node:timers/promises";
import {
  MAX_NETWORK_DAY_REVENUE_MICRO,
  MAX_NETWORK_DAY_VIEWS,
  MAX_NETWORK_DAY_WATCH_SECONDS,
} from "@studio/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { channels, statsImportStaging } from "../../db/schema";
import { rowsOf } from "./queries";
import type { StatsRow } from "./stats-csv";

/**
 * The SQL of the report import (docs/stats-import.md). Staging writes bind at most
 * STAGE_ROWS x 18 parameters; every write of the switch reads the staged batch in SQL, so the size
 * of a file never reaches PostgreSQL's 65,535 bind parameters.
 */

/** Registered channels of the network among these platform ids (one chunk of a file at a time). */
export async function channelIdsOf(
  db: Db,
  networkId: number,
  platformIds: string[],
): Promise<Map<string, number>> {
  if (platformIds.length === 0) return new Map();
  const found = await db
    .select({ id: channels.id, platformChannelId: channels.platformChannelId })
    .from(channels)
    .where(and(eq(channels.networkId, networkId), inArray(channels.platformChannelId, platformIds)));
  return new Map(found.map((c) => [c.platformChannelId, c.id]));
}

/**
 * Stages checked rows. They travel as one JSON parameter read by `jsonb_to_recordset`: one bind
 * parameter per chunk instead of 18 per row, several times faster on PGlite, whose every statement
 * holds the event loop.
 */
export async function stageRows(
  db: Db,
  batchId: string,
  rows: { row: number; value: StatsRow; channelId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map(({ row, value, channelId }) => ({
      r: row,
      d: value.date,
      c: channelId,
      v: value.video_id,
      t: value.title,
      u: value.thumbnail_url,
      p: value.published_on,
      s: value.duration_seconds,
      i: value.isrc,
      vw: value.views,
      pv: value.premium_views,
      // Micro-USD as text: JSON numbers would pass through a double.
      rv: value.revenue_usd.toString(),
      pr: value.premium_revenue_usd.toString(),
      w: value.watch_seconds,
      a: value.average_watch_rate,
      k: value.countries,
    })),
  );
  await db.execute(sql`
    insert into stats_import_staging (batch_id, row, day, channel_id, platform_video_id, title, thumbnail_url,
      published_on, duration_seconds, isrc, views, premium_views, revenue_micro, premium_revenue_micro,
      watch_seconds, average_watch_rate_bp, countries)
    select ${batchId}, r, d, c, v, t, u, p, s, i, vw, pv, rv::bigint, pr::bigint, w, a, k
    from jsonb_to_recordset(${json}::jsonb) as x(r int, d date, c bigint, v text, t text, u text, p date,
      s int, i text, vw bigint, pv bigint, rv text, pr text, w bigint, a int, k jsonb)`);
}

export async function dropBatch(db: Db, batchId: string): Promise<void> {
  await db.delete(statsImportStaging).where(eq(statsImportStaging.batchId, batchId));
}

/** Staging rows of imports that never finished (a crash mid-file); any live import is far younger. */
export async function dropAbandonedBatches(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from stats_import_staging where created_at < ${before.toISOString()}::timestamptz`,
  );
}

/** Adds or updates every video of the batch: its newest day's row wins (the file's last on a tie). */
export async function upsertBatchVideos(db: Db, networkId: number, batchId: string): Promise<void> {
  await db.execute(sql`
    insert into videos (network_id, channel_id, platform_video_id, title, thumbnail_url, published_on,
      duration_seconds, track_id)
    select distinct on (s.platform_video_id) ${networkId}::bigint, s.channel_id, s.platform_video_id,
      s.title, s.thumbnail_url, s.published_on, s.duration_seconds, t.id
    from stats_import_staging s
    left join tracks t on t.network_id = ${networkId}::bigint and t.isrc = s.isrc and s.isrc <> ''
    where s.batch_id = ${batchId}
    order by s.platform_video_id, s.day desc, s.row desc
    on conflict (network_id, platform_video_id) do update set channel_id = excluded.channel_id,
      title = excluded.title, thumbnail_url = excluded.thumbnail_url, published_on = excluded.published_on,
      duration_seconds = excluded.duration_seconds, track_id = excluded.track_id`);
  await db.execute(sql`
    insert into music_uses (network_id, track_id, video_id, used_on)
    select v.network_id, v.track_id, v.platform_video_id, v.published_on
    from videos v
    where v.network_id = ${networkId}::bigint and v.track_id is not null
      and v.platform_video_id in (select platform_video_id from stats_import_staging where batch_id = ${batchId})
    on conflict do nothing`);
}

/** Staged rows per statement of the switch: on PGlite each statement holds the event loop. */
const SWITCH_ROWS = 20_000;

/**
 * For every channel and day in the batch: out with the old facts, in with the batch's. Every old
 * fact goes before any new one comes in; both go a range of staged rows per statement.
 */
export async function replaceBatchFacts(db: Db, networkId: number, batchId: string): Promise<void> {
  const [range] = rowsOf<{ first: number | null; last: number | null }>(
    await db.execute(sql`
      select min(row) as first, max(row) as last from stats_import_staging where batch_id = ${batchId}`),
  );
  const first = Number(range?.first ?? 1);
  const last = Number(range?.last ?? 0);
  for (let from = first; from <= last; from += SWITCH_ROWS) {
    await db.execute(sql`
      delete from video_daily_stats f
      using (select distinct channel_id, day from stats_import_staging
        where batch_id = ${batchId} and row between ${from} and ${from + SWITCH_ROWS - 1}) p
      where f.channel_id = p.channel_id and f.day = p.day`);
    await nextTurn();
  }
  for (let from = first; from <= last; from += SWITCH_ROWS) {
    // A video that moved channel keeps one row per day: the file's.
    await db.execute(sql`
      insert into video_daily_stats (video_id, day, channel_id, views, premium_views, revenue_micro,
        premium_revenue_micro, watch_seconds, average_watch_rate_bp, countries)
      select v.id, s.day, s.channel_id, s.views, s.premium_views, s.revenue_micro, s.premium_revenue_micro,
        s.watch_seconds, s.average_watch_rate_bp, s.countries
      from stats_import_staging s
      join videos v on v.network_id = ${networkId}::bigint and v.platform_video_id = s.platform_video_id
      where s.batch_id = ${batchId} and s.row between ${from} and ${from + SWITCH_ROWS - 1}
      order by v.id, s.day
      on conflict (video_id, day) do update set channel_id = excluded.channel_id, views = excluded.views,
        premium_views = excluded.premium_views, revenue_micro = excluded.revenue_micro,
        premium_revenue_micro = excluded.premium_revenue_micro, watch_seconds = excluded.watch_seconds,
        average_watch_rate_bp = excluded.average_watch_rate_bp, countries = excluded.countries`);
    // PGlite answers within the same macrotask: without this the whole switch is one block.
    await nextTurn();
  }
}

/** The channels and days a batch touches, and its first and last day. */
export async function batchScope(db: Db, batchId: string): Promise<{ channelIds: number[]; days: string[] }> {
  const channelRows = await db
    .selectDistinct({ id: statsImportStaging.channelId })
    .from(statsImportStaging)
    .where(eq(statsImportStaging.batchId, batchId));
  const dayRows = await db
    .selectDistinct({ day: statsImportStaging.day })
    .from(statsImportStaging)
    .where(eq(statsImportStaging.batchId, batchId));
  return {
    channelIds: channelRows.map((r) => r.id).sort((a, b) => a - b),
    days: dayRows.map((r) => r.day).sort(),
  };
}

/**
 * The batch's days on which the whole network would pass a bound of docs/stats-import.md, read from
 * the channel rollups the switch just rebuilt (so it counts every channel, this file's and others').
 */
export async function networkDaysOverBounds(db: Db, networkId: number, batchId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select d.day::text as day
    from channels c
    join channel_daily_stats d on d.channel_id = c.id
    where c.network_id = ${networkId}::bigint
      and d.day in (select distinct day from stats_import_staging where batch_id = ${batchId})
    group by d.day
    having sum(d.views) > ${MAX_NETWORK_DAY_VIEWS}::bigint
      or sum(d.watch_seconds) > ${MAX_NETWORK_DAY_WATCH_SECONDS}::bigint
      or sum(d.revenue_micro) > ${MAX_NETWORK_DAY_REVENUE_MICRO.toString()}::bigint
    order by d.day`);
  return rowsOf<{ day: string }>(result).map((r) => r.day);
}

/** One import at a time per network: the network's bounds hold whatever runs in parallel. */
export async function lockNetworkImports(db: Db, networkId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stats-import'), ${networkId}::int)`);
}
