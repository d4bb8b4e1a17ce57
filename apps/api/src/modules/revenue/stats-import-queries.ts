import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { channels, statsImportStaging, statsImportSwitches } from "../../db/schema";
import { bigintColumn, parseRows } from "../../lib/parsed-rows";
import { refreshClearance } from "../clearance";
import { rebuildChannelRollups } from "./read-models";
import type { StatsRow } from "./stats-csv";

/**
 * The SQL of the report import (docs/stats-import.md). Staging writes bind at most
 * STAGE_ROWS x 18 parameters; every write of the switch reads the staged batch in SQL and names a
 * range of it by two keys, so the size of a file never reaches PostgreSQL's 65,535 bind parameters.
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

/** Staged rows deleted per statement: on PGlite each statement holds the one connection. */
const DROP_ROWS = 10_000;

/** Deletes a batch's staged rows a range of rows at a time (outside any transaction). */
export async function dropBatch(db: Db, batchId: string): Promise<void> {
  const [staged] = await db
    .select({ lastRow: max(statsImportStaging.row) })
    .from(statsImportStaging)
    .where(eq(statsImportStaging.batchId, batchId));
  const last = staged?.lastRow ?? 0;
  for (let from = 1 - DROP_ROWS; from < last; from += DROP_ROWS) {
    await db.execute(sql`
      delete from stats_import_staging where batch_id = ${batchId} and row > ${from} and row <= ${from + DROP_ROWS}`);
  }
}

/**
 * Staging rows of imports that never finished (a crash mid-file); any live import is far younger.
 * A batch whose switch has begun is kept: the switch is rolled forward, never dropped.
 */
export async function dropAbandonedBatches(db: Db, before: Date): Promise<void> {
  await db.execute(sql`
    delete from stats_import_staging s where s.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from stats_import_switches w where w.batch_id = s.batch_id)`);
}

/** A channel-day of a batch; a switch applies the batch in (channel, day) order. */
export interface GroupKey {
  channelId: number;
  day: string;
}

/** A range of a batch's channel-days, both ends included. */
export interface ChunkRange {
  from: GroupKey;
  to: GroupKey;
}

/** The staged rows of the batch inside a range (the staging index on batch, channel and day). */
const inChunk = (batchId: string, range: ChunkRange) => sql`s.batch_id = ${batchId}
  and (s.channel_id, s.day) >= (${range.from.channelId}::bigint, ${range.from.day}::date)
  and (s.channel_id, s.day) <= (${range.to.channelId}::bigint, ${range.to.day}::date)`;

/**
 * Adds or updates every video with a row in the range. Each video's newest day's row in the WHOLE
 * batch wins (the file's last on a tie), so a video seen in two ranges is written the same twice.
 */
export async function upsertChunkVideos(
  db: Db,
  networkId: number,
  batchId: string,
  range: ChunkRange,
): Promise<void> {
  const chunkVideos = sql`select s.platform_video_id from stats_import_staging s where ${inChunk(batchId, range)}`;
  await db.execute(sql`
    insert into videos (network_id, channel_id, platform_video_id, title, thumbnail_url, published_on,
      duration_seconds, track_id, music_isrcs)
    select distinct on (b.platform_video_id) ${networkId}::bigint, b.channel_id, b.platform_video_id,
      b.title, b.thumbnail_url, b.published_on, b.duration_seconds, t.id,
      coalesce(string_to_array(nullif(b.isrc, ''), ';'), '{}'::text[])
    from stats_import_staging b
    left join lateral (
      select t.id from unnest(string_to_array(nullif(b.isrc, ''), ';')) with ordinality u(isrc, n)
      join tracks t on t.network_id = ${networkId}::bigint and t.isrc = u.isrc
      order by u.n limit 1) t on true
    where b.batch_id = ${batchId} and b.platform_video_id in (${chunkVideos})
    order by b.platform_video_id, b.day desc, b.row desc
    on conflict (network_id, platform_video_id) do update set channel_id = excluded.channel_id,
      title = excluded.title, thumbnail_url = excluded.thumbnail_url, published_on = excluded.published_on,
      duration_seconds = excluded.duration_seconds, track_id = excluded.track_id,
      music_isrcs = excluded.music_isrcs`);
  // Every catalogue track the video names counts as used (the weekly ranking).
  await db.execute(sql`
    insert into music_uses (network_id, track_id, video_id, used_on)
    select v.network_id, t.id, v.platform_video_id, v.published_on
    from videos v
    join tracks t on t.network_id = v.network_id and t.isrc = any(v.music_isrcs)
    where v.network_id = ${networkId}::bigint and v.platform_video_id in (${chunkVideos})
    on conflict do nothing`);
  await refreshClearance(
    db,
    sql`v.network_id = ${networkId}::bigint and v.platform_video_id in (${chunkVideos})`,
  );
}

/**
 * For every channel-day in the range: out with the old facts, in with the batch's, and the channel
 * rollups of those days rebuilt from them. A range holds whole channel-days, so no later range
 * deletes what this one wrote.
 */
export async function replaceChunkFacts(
  db: Db,
  networkId: number,
  batchId: string,
  range: ChunkRange,
): Promise<void> {
  const channelDays = sql`select distinct s.channel_id, s.day from stats_import_staging s where ${inChunk(batchId, range)}`;
  await db.execute(sql`
    delete from video_daily_stats f using (${channelDays}) p where f.channel_id = p.channel_id and f.day = p.day
      and f.day between (select min(q.day) from (${channelDays}) q) and (select max(q.day) from (${channelDays}) q)`);
  // A video that moved channel keeps one row per day: the file's.
  await db.execute(sql`
    insert into video_daily_stats (video_id, day, channel_id, views, premium_views, revenue_micro,
      premium_revenue_micro, watch_seconds, average_watch_rate_bp, countries)
    select v.id, s.day, s.channel_id, s.views, s.premium_views, s.revenue_micro, s.premium_revenue_micro,
      s.watch_seconds, s.average_watch_rate_bp, s.countries
    from stats_import_staging s
    join videos v on v.network_id = ${networkId}::bigint and v.platform_video_id = s.platform_video_id
    where ${inChunk(batchId, range)}
    order by v.id, s.day
    on conflict (video_id, day) do update set channel_id = excluded.channel_id, views = excluded.views,
      premium_views = excluded.premium_views, revenue_micro = excluded.revenue_micro,
      premium_revenue_micro = excluded.premium_revenue_micro, watch_seconds = excluded.watch_seconds,
      average_watch_rate_bp = excluded.average_watch_rate_bp, countries = excluded.countries`);
  // Channel rollups follow their facts in the same transaction (docs/decisions/036).
  await rebuildChannelRollups(db, channelDays);
}

/** A network's figures on one day, in the units of the bounds. */
export interface DayTotals {
  views: bigint;
  watchSeconds: bigint;
  revenueMicro: bigint;
}

/**
 * The network's figures on each of these days without the channel-days the batch replaces (its
 * rows will stand for them), read from the channel rollups. Days without any figure are absent.
 */
export async function networkDaysBesideBatch(
  db: Db,
  networkId: number,
  batchId: string,
  days: string[],
): Promise<Map<string, DayTotals>> {
  const result = await db.execute(sql`
    select r.day::text as day, sum(r.views)::text as views, sum(r.watch_seconds)::text as watch,
      sum(r.revenue_micro)::text as revenue
    from channel_daily_stats r
    join channels c on c.id = r.channel_id
    where c.network_id = ${networkId}::bigint
      and r.day in (select value::date from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))
      and not exists (select 1 from stats_import_staging s
        where s.batch_id = ${batchId} and s.channel_id = r.channel_id and s.day = r.day)
    group by r.day`);
  const rows = parseRows(
    z.object({ day: z.string(), views: bigintColumn, watch: bigintColumn, revenue: bigintColumn }),
    result,
  );
  return new Map(
    rows.map((r) => [r.day, { views: r.views, watchSeconds: r.watch, revenueMicro: r.revenue }]),
  );
}

/** One import at a time per network: the network's bounds hold whatever runs in parallel. */
export async function lockNetworkImports(db: Db, networkId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('stats-import'), ${networkId}::int)`);
}

export type SwitchRow = typeof statsImportSwitches.$inferSelect;

/** Journals an accepted batch as the network's one switch; false when the network has one already. */
export async function claimSwitch(
  db: Db,
  values: Omit<SwitchRow, "appliedChannelId" | "appliedDay" | "startedAt">,
): Promise<boolean> {
  const claimed = await db
    .insert(statsImportSwitches)
    .values(values)
    .onConflictDoNothing()
    .returning({ batchId: statsImportSwitches.batchId });
  return claimed.length > 0;
}

export async function switchOfNetwork(db: Db, networkId: number): Promise<SwitchRow | undefined> {
  const [row] = await db
    .select()
    .from(statsImportSwitches)
    .where(eq(statsImportSwitches.networkId, networkId));
  return row;
}

export async function allSwitches(db: Db): Promise<SwitchRow[]> {
  return db.select().from(statsImportSwitches);
}

/** Records the last channel-day applied (in the transaction that applied it). */
export async function journalSwitch(db: Db, batchId: string, applied: GroupKey): Promise<void> {
  await db
    .update(statsImportSwitches)
    .set({ appliedChannelId: applied.channelId, appliedDay: applied.day })
    .where(eq(statsImportSwitches.batchId, batchId));
}

/** The channel-days of a batch after a key (all without one), in order, with their staged rows. */
export async function batchGroupsAfter(
  db: Db,
  batchId: string,
  after: GroupKey | null,
): Promise<(GroupKey & { rows: number })[]> {
  const staged = statsImportStaging;
  return db
    .select({ channelId: staged.channelId, day: staged.day, rows: count() })
    .from(staged)
    .where(
      and(
        eq(staged.batchId, batchId),
        after
          ? sql`(${staged.channelId}, ${staged.day}) > (${after.channelId}::bigint, ${after.day}::date)`
          : undefined,
      ),
    )
    .groupBy(staged.channelId, staged.day)
    .orderBy(asc(staged.channelId), asc(staged.day));
}

/** Ends a switch: its journal row becomes the import's log row, in one statement. */
export async function finishSwitch(db: Db, batchId: string): Promise<void> {
  await db.execute(sql`
    with done as (delete from stats_import_switches where batch_id = ${batchId} returning *)
    insert into stats_imports (network_id, file_name, sha256, rows, first_day, last_day)
    select network_id, file_name, sha256, rows, first_day, last_day from done`);
}
