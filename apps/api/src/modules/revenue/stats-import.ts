import { createHash, randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { TImportReport } from "@studio/contract";
import type { Db } from "../../db/client";
import { statsImports } from "../../db/schema";
import type { Network } from "../site/queries";
import { rebuildRollups } from "./rollups";
import { type ParsedStats, type Rejection, readStatsCsv } from "./stats-csv";
import {
  batchScope,
  channelIdsOf,
  dropBatch,
  lockNetworkImports,
  networkDaysOverBounds,
  replaceBatchFacts,
  stageRows,
  upsertBatchVideos,
} from "./stats-import-queries";

/** Rows checked and staged at a time; between two chunks other requests get the event loop. */
export const STAGE_ROWS = 500;
/** Channels and days per rollup rebuild call: its lists stay far below the bind-parameter limit. */
const ROLLUP_CHUNK = 5_000;

/** A report file: its text (CLI, tests), its bytes (an upload) or a stream (the report inbox). */
export type StatsFile =
  | { name: string; text: string }
  | { name: string; bytes: Uint8Array }
  | { name: string; stream: AsyncIterable<Uint8Array | string> };

/**
 * Imports one platform report file into a network (DESIGN.md §6). All or nothing: every row is
 * checked and one bad row rejects the file. For each channel and day the file covers, the file's
 * rows replace what was there, so the same file twice changes nothing and a corrected file
 * replaces those days.
 */
export async function importStatsFile(db: Db, network: Network, file: StatsFile): Promise<TImportReport> {
  const hash = createHash("sha256");
  const source = "text" in file ? file.text : "bytes" in file ? file.bytes : file.stream;
  if (typeof source === "string" || source instanceof Uint8Array) {
    // A file in memory is still parsed a slice at a time: readStatsCsv slices it.
    hash.update(source);
    const chunks = readStatsCsv(source, STAGE_ROWS);
    return importChunks(db, network, chunks, { name: file.name, sha256: () => hash.digest("hex") });
  }
  async function* hashed(stream: AsyncIterable<Uint8Array | string>): AsyncGenerator<Uint8Array | string> {
    for await (const part of stream) {
      hash.update(part);
      yield part;
    }
  }
  const chunks = readStatsCsv(hashed(source), STAGE_ROWS);
  return importChunks(db, network, chunks, { name: file.name, sha256: () => hash.digest("hex") });
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
 * Stages every checked chunk, then switches the batch in (one transaction). Rows go on being
 * checked after the first bad one, so the answer names every bad row; nothing is staged past it.
 */
async function importChunks(
  db: Db,
  network: Network,
  chunks: AsyncIterable<ParsedStats>,
  file: { name: string; sha256: () => string },
): Promise<TImportReport> {
  const batchId = randomUUID();
  const rejected: Rejection[] = [];
  const channelByPlatformId = new Map<string, number | null>();
  const seen = new Set<string>();
  let staged = 0;
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
      }
      // Let waiting requests run before the next chunk is read and checked.
      await nextTurn();
    }
    if (rejected.length > 0 || staged === 0) {
      return { imported: 0, rejected: rejected.sort((a, b) => a.row - b.row) };
    }
    const overBounds = await switchBatch(db, network, batchId, {
      name: file.name,
      sha256: file.sha256(),
      rows: staged,
    });
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
    return { imported: staged, rejected: [] };
  } finally {
    await dropBatch(db, batchId);
  }
}

class OverBounds extends Error {
  constructor(readonly days: string[]) {
    super("network day over bounds");
  }
}

/**
 * The one short transaction that makes a staged batch the network's figures: videos, facts, the
 * rollups of the touched channels and days, the bounds check and the log. Imports of one network
 * take turns here. Answers the days over bounds (then nothing was written).
 */
async function switchBatch(
  db: Db,
  network: Network,
  batchId: string,
  log: { name: string; sha256: string; rows: number },
): Promise<string[]> {
  try {
    await db.transaction(async (tx) => {
      await lockNetworkImports(tx, network.id);
      await upsertBatchVideos(tx, network.id, batchId);
      // PGlite answers within the same macrotask: each step lets the event loop turn (requests
      // that need no database go on being served; the ones that do wait for the transaction).
      await nextTurn();
      await replaceBatchFacts(tx, network.id, batchId);
      const { channelIds, days } = await batchScope(tx, batchId);
      for (let c = 0; c < channelIds.length; c += ROLLUP_CHUNK) {
        for (let d = 0; d < days.length; d += ROLLUP_CHUNK) {
          await rebuildRollups(tx, channelIds.slice(c, c + ROLLUP_CHUNK), days.slice(d, d + ROLLUP_CHUNK));
          await nextTurn();
        }
      }
      const over = await networkDaysOverBounds(tx, network.id, batchId);
      if (over.length > 0) throw new OverBounds(over);
      await tx.insert(statsImports).values({
        networkId: network.id,
        fileName: log.name,
        sha256: log.sha256,
        rows: log.rows,
        firstDay: days[0] ?? "",
        lastDay: days.at(-1) ?? "",
      });
    });
    return [];
  } catch (error) {
    if (error instanceof OverBounds) return error.days;
    throw error;
  }
}
