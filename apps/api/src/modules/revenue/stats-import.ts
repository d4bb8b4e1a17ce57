import { createHash } from "node:crypto";
import type { TImportReport } from "@studio/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { excludedExcept } from "../../db/excluded";
import { channels, musicUses, statsImports, tracks, videoDailyStats, videos } from "../../db/schema";
import type { Network } from "../site/queries";
import { rebuildRollups } from "./rollups";
import { type ParsedStats, parseStatsCsv, type StatsRow } from "./stats-csv";

const BATCH = 1_000;

/**
 * Imports one platform report file into a network (DESIGN.md §6). All or nothing: every row is
 * checked first and one bad row rejects the file. For each channel and day the file covers, the
 * file's rows replace what was there, so the same file twice changes nothing and a corrected
 * file replaces those days.
 */
export async function importStatsFile(
  db: Db,
  network: Network,
  file: { name: string; text: string },
): Promise<TImportReport> {
  return importStatsRows(db, network, parseStatsCsv(file.text), file);
}

/** The checks and the all-or-nothing write of rows already read (the seed comes in here too). */
export async function importStatsRows(
  db: Db,
  network: Network,
  parsed: ParsedStats,
  file: { name: string; text: string },
): Promise<TImportReport> {
  const rejected = [...parsed.rejected];
  const channelByPlatformId = await channelsOf(
    db,
    network.id,
    parsed.rows.map((r) => r.value.channel_id),
  );
  const seen = new Set<string>();
  for (const { row, value } of parsed.rows) {
    const key = `${value.video_id}@${value.date}`;
    if (!channelByPlatformId.has(value.channel_id))
      rejected.push({ row, key, reason: `channel ${value.channel_id} is not registered in this network` });
    else if (seen.has(key)) rejected.push({ row, key, reason: "the same video and day appear twice" });
    seen.add(key);
  }
  if (rejected.length > 0 || parsed.rows.length === 0) {
    return { imported: 0, rejected: rejected.sort((a, b) => a.row - b.row) };
  }
  const rows = parsed.rows.map((r) => r.value);
  await db.transaction(async (tx) => {
    const trackByIsrc = await tracksOf(tx, network.id, rows);
    const videoIds = await upsertVideos(tx, network.id, rows, channelByPlatformId, trackByIsrc);
    await replaceFacts(tx, rows, channelByPlatformId, videoIds);
    const days = [...new Set(rows.map((r) => r.date))].sort();
    await rebuildRollups(tx, [...new Set(channelByPlatformId.values())], days);
    await tx.insert(statsImports).values({
      networkId: network.id,
      fileName: file.name,
      sha256: createHash("sha256").update(file.text).digest("hex"),
      rows: rows.length,
      firstDay: days[0] ?? "",
      lastDay: days.at(-1) ?? "",
    });
  });
  return { imported: rows.length, rejected: [] };
}

async function channelsOf(db: Db, networkId: number, platformIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(platformIds)];
  if (unique.length === 0) return new Map();
  const found = await db
    .select({ id: channels.id, platformChannelId: channels.platformChannelId })
    .from(channels)
    .where(and(eq(channels.networkId, networkId), inArray(channels.platformChannelId, unique)));
  return new Map(found.map((c) => [c.platformChannelId, c.id]));
}

/** The network's tracks the file names; an ISRC outside the catalogue means "no catalogue music". */
async function tracksOf(db: Db, networkId: number, rows: StatsRow[]): Promise<Map<string, number>> {
  const isrcs = [...new Set(rows.map((r) => r.isrc).filter(Boolean))];
  if (isrcs.length === 0) return new Map();
  const found = await db
    .select({ id: tracks.id, isrc: tracks.isrc })
    .from(tracks)
    .where(and(eq(tracks.networkId, networkId), inArray(tracks.isrc, isrcs)));
  return new Map(found.map((t) => [t.isrc, t.id]));
}

/** Adds or updates every video of the file (its newest row wins); returns platform id -> row id. */
async function upsertVideos(
  db: Db,
  networkId: number,
  rows: StatsRow[],
  channelByPlatformId: Map<string, number>,
  trackByIsrc: Map<string, number>,
): Promise<Map<string, number>> {
  const latest = new Map<string, StatsRow>();
  for (const row of rows) {
    const known = latest.get(row.video_id);
    if (!known || known.date <= row.date) latest.set(row.video_id, row);
  }
  const ids = new Map<string, number>();
  const values = [...latest.values()].map((row) => ({
    networkId,
    channelId: channelByPlatformId.get(row.channel_id) ?? 0,
    platformVideoId: row.video_id,
    title: row.title,
    thumbnailUrl: row.thumbnail_url,
    publishedOn: row.published_on,
    durationSeconds: row.duration_seconds,
    trackId: trackByIsrc.get(row.isrc) ?? null,
  }));
  for (let i = 0; i < values.length; i += BATCH) {
    const saved = await db
      .insert(videos)
      .values(values.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [videos.networkId, videos.platformVideoId],
        set: excludedExcept(videos, ["id", "networkId", "platformVideoId", "createdAt"]),
      })
      .returning({ id: videos.id, platformVideoId: videos.platformVideoId, trackId: videos.trackId });
    for (const video of saved) ids.set(video.platformVideoId, video.id);
    const uses = saved
      .filter((v) => v.trackId !== null)
      .map((v) => ({
        networkId,
        trackId: v.trackId as number,
        videoId: v.platformVideoId,
        usedOn: latest.get(v.platformVideoId)?.published_on ?? "",
      }));
    if (uses.length > 0) await db.insert(musicUses).values(uses).onConflictDoNothing();
  }
  return ids;
}

/** For every channel and day in the file: out with the old rows, in with the file's. */
async function replaceFacts(
  db: Db,
  rows: StatsRow[],
  channelByPlatformId: Map<string, number>,
  videoIds: Map<string, number>,
): Promise<void> {
  const pairs = new Set(rows.map((r) => `${channelByPlatformId.get(r.channel_id)}|${r.date}`));
  const covered = sql.join(
    [...pairs].map((pair) => {
      const [channelId, day] = pair.split("|");
      return sql`(${Number(channelId)}::bigint, ${day}::date)`;
    }),
    sql`, `,
  );
  await db.execute(sql`delete from video_daily_stats where (channel_id, day) in (values ${covered})`);
  const facts = rows.map((row) => ({
    videoId: videoIds.get(row.video_id) ?? 0,
    day: row.date,
    channelId: channelByPlatformId.get(row.channel_id) ?? 0,
    views: row.views,
    premiumViews: row.premium_views,
    revenueMicro: row.revenue_usd,
    premiumRevenueMicro: row.premium_revenue_usd,
    watchSeconds: row.watch_seconds,
    averageWatchRateBp: row.average_watch_rate,
    countries: row.countries,
  }));
  for (let i = 0; i < facts.length; i += BATCH) {
    await db
      .insert(videoDailyStats)
      .values(facts.slice(i, i + BATCH))
      // A video that moved channel keeps one row per day: the file's.
      .onConflictDoUpdate({
        target: [videoDailyStats.videoId, videoDailyStats.day],
        set: excludedExcept(videoDailyStats, ["videoId", "day"]),
      });
  }
}
