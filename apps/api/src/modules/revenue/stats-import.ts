import { createHash, randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { TImportReport } from "@studio/contract";
import type { Db } from "../../db/client";
import type { Network } from "../../db/rows";
import { notifyEstimatedMonths } from "./estimate-notifications";
import { type ParsedStats, type Rejection, readStatsCsv } from "./stats-csv";
import { channelIdsOf, type DayTotals, dropBatch, stageRows } from "./stats-import-queries";
import { type SwitchOptions, switchBatch } from "./stats-import-switch";

/** Rows checked and staged at a time; between two chunks other requests get the event loop. */
export const STAGE_ROWS = 500;

/** A report file: its text (CLI, tests), its bytes (an upload) or a stream (the report inbox). */
export type StatsFile =
  | { name: string; text: string }
  | { name: string; bytes: Uint8Array }
  | { name: string; stream: AsyncIterable<Uint8Array | string> };

/**
 * Imports one platform report file into a network (docs/design.md §6). All or nothing: every row is
 * checked and one bad row rejects the file. For each channel and day the file covers, the file's
 * rows replace what was there, so the same file twice changes nothing and a corrected file
 * replaces those days.
 */
export async function importStatsFile(
  db: Db,
  network: Network,
  file: StatsFile,
  options: SwitchOptions = {},
): Promise<TImportReport> {
  const hash = createHash("sha256");
  const named = { name: file.name, sha256: () => hash.digest("hex") };
  const source = "text" in file ? file.text : "bytes" in file ? file.bytes : file.stream;
  if (typeof source === "string" || source instanceof Uint8Array) {
    // A file in memory is still parsed a slice at a time: readStatsCsv slices it.
    hash.update(source);
    const chunks = readStatsCsv(source, STAGE_ROWS);
    return importChunks(db, network, chunks, named, options, true);
  }
  async function* hashed(stream: AsyncIterable<Uint8Array | string>): AsyncGenerator<Uint8Array | string> {
    for await (const part of stream) {
      hash.update(part);
      yield part;
    }
  }
  const chunks = readStatsCsv(hashed(source), STAGE_ROWS);
  return importChunks(db, network, chunks, named, options, true);
}

/** The checks and the all-or-nothing write of rows already read (the demo seed comes in here). */
export async function importStatsRows(
  db: Db,
  network: Network,
  parsed: ParsedStats,
  file: { name: string; text: string },
): Promise<TImportReport> {
  async function* chunks(): AsyncGenerator<ParsedStats> {
    yield { rows: [], rejected: parsed.rejected };
    for (let i = 0; i < parsed.rows.length; i += STAGE_ROWS) {
      yield { rows: parsed.rows.slice(i, i + STAGE_ROWS), rejected: [] };
    }
  }
  const sha256 = createHash("sha256").update(file.text).digest("hex");
  return importChunks(db, network, chunks(), { name: file.name, sha256: () => sha256 });
}

/**
 * Stages every checked chunk, then switches the batch in (stats-import-switch.ts). Rows go on being
 * checked after the first bad one, so the answer names every bad row; nothing is staged past it.
 * The batch's channel-days and its figures per day are counted on the way, for the switch's plan
 * and its bounds check.
 */
async function importChunks(
  db: Db,
  network: Network,
  chunks: AsyncIterable<ParsedStats>,
  file: { name: string; sha256: () => string },
  options: SwitchOptions = {},
  /** A platform's file tells the channels' owners; the demo's own rows do not. */
  notifyOwners = false,
): Promise<TImportReport> {
  const batchId = randomUUID();
  const rejected: Rejection[] = [];
  const channelByPlatformId = new Map<string, number | null>();
  const seen = new Set<string>();
  const groupRows = new Map<number, Map<string, number>>();
  const dayTotals = new Map<string, DayTotals>();
  let staged = 0;
  const keep = { staging: false };
  try {
    for await (const chunk of chunks) {
      rejected.push(...chunk.rejected);
      const unknown = [...new Set(chunk.rows.map((r) => r.value.channel_id))].filter(
        (id) => !channelByPlatformId.has(id),
      );
      const found = await channelIdsOf(db, network.id, unknown);
      for (const id of unknown) channelByPlatformId.set(id, found.get(id) ?? null);
      const ready: { row: number; value: ParsedStats["rows"][number]["value"]; channelId: number }[] = [];
      for (const { row, value } of chunk.rows) {
        const key = `${value.video_id}@${value.date}`;
        const channelId = channelByPlatformId.get(value.channel_id);
        if (!channelId)
          rejected.push({
            row,
            key,
            reason: `channel ${value.channel_id} is not registered in this network`,
          });
        else if (seen.has(key)) rejected.push({ row, key, reason: "the same video and day appear twice" });
        else ready.push({ row, value, channelId });
        seen.add(key);
      }
      if (rejected.length === 0) {
        await stageRows(db, batchId, ready);
        staged += ready.length;
        for (const { value, channelId } of ready) {
          const days = groupRows.get(channelId) ?? new Map<string, number>();
          groupRows.set(channelId, days.set(value.date, (days.get(value.date) ?? 0) + 1));
          const day = dayTotals.get(value.date) ?? { views: 0n, watchSeconds: 0n, revenueMicro: 0n };
          day.views += BigInt(value.views);
          day.watchSeconds += BigInt(value.watch_seconds);
          day.revenueMicro += value.revenue_usd;
          dayTotals.set(value.date, day);
        }
      }
      // Let waiting requests run before the next chunk is read and checked.
      await nextTurn();
    }
    if (rejected.length > 0 || staged === 0) {
      return { imported: 0, rejected: rejected.sort((a, b) => a.row - b.row) };
    }
    const groups = [...groupRows.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([channelId, days]) =>
        [...days.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([day, rows]) => ({ channelId, day, rows })),
      );
    const overBounds = await switchBatch(
      db,
      {
        batchId,
        networkId: network.id,
        name: file.name,
        sha256: file.sha256(),
        rows: staged,
        groups,
        dayTotals,
      },
      options,
      keep,
    );
    if (overBounds.length > 0) {
      return {
        imported: 0,
        rejected: overBounds.map((day) => ({
          row: 0,
          key: day,
          reason: `the network's figures on ${day} would pass the bounds of a day (docs/stats-import.md)`,
        })),
      };
    }
    if (notifyOwners) await notifyEstimatedMonths(db, network.id, groups);
    return { imported: staged, rejected: [] };
  } finally {
    // A switch cut short after its journal committed keeps its rows: it is rolled forward.
    if (!keep.staging) await dropBatch(db, batchId);
  }
}
