import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import {
  MAX_NETWORK_DAY_REVENUE_MICRO,
  MAX_NETWORK_DAY_VIEWS,
  MAX_NETWORK_DAY_WATCH_SECONDS,
} from "@studio/contract";
import { type Db, isEmbedded } from "../../db/client";
import {
  allSwitches,
  batchGroupsAfter,
  type ChunkRange,
  claimSwitch,
  type DayTotals,
  dropBatch,
  finishSwitch,
  type GroupKey,
  journalSwitch,
  lockNetworkImports,
  networkDaysBesideBatch,
  replaceChunkFacts,
  type SwitchRow,
  switchOfNetwork,
  upsertChunkVideos,
} from "./stats-import-queries";

/**
 * Staged rows per chunk of a switch: on PGlite one chunk is one transaction, and it must stay well
 * under 100 ms so other requests get the one connection between two chunks.
 */
export const SWITCH_CHUNK_ROWS = 1_000;
/** How long an import waits before asking again for its network's switch held by another one. */
const CLAIM_RETRY_MS = 50;

/** Ways for tests to cut a switch short or watch it between chunks. */
export interface SwitchOptions {
  chunkRows?: number;
  /** Runs after each chunk's transaction committed (index from 0); a throw stops the switch there. */
  afterChunk?: (index: number) => Promise<void> | void;
}

/** A checked, staged batch ready to switch in: its log and what the bounds check needs. */
export interface StagedBatch {
  batchId: string;
  networkId: number;
  name: string;
  sha256: string;
  rows: number;
  /** Every channel-day of the batch with its staged rows, in (channel, day) order. */
  groups: (GroupKey & { rows: number })[];
  /** The batch's own figures per day. */
  dayTotals: Map<string, DayTotals>;
}

class OverBounds extends Error {
  constructor(readonly days: string[]) {
    super("network day over bounds");
  }
}

/** Batches whose switch runs in this process (PGlite is opened by one process at a time). */
const live = new Set<string>();

/**
 * Makes a staged batch the network's figures (docs/decisions/045). Everything that can refuse
 * it (the network's day bounds) is decided before the first fact is written; answers the days over
 * bounds (then nothing was written). On PostgreSQL one transaction does it all, readers keep their
 * snapshot. On PGlite, with its one connection, the accepted batch is journaled and applied in
 * short transactions, so other requests run between them; `keep` is set once the journal row is
 * committed: from then on the staged rows belong to the switch, which is rolled forward.
 */
export async function switchBatch(
  db: Db,
  batch: StagedBatch,
  options: SwitchOptions,
  keep: { staging: boolean },
): Promise<string[]> {
  const journal = {
    networkId: batch.networkId,
    batchId: batch.batchId,
    fileName: batch.name,
    sha256: batch.sha256,
    rows: batch.rows,
    firstDay: batch.groups.reduce((min, g) => (g.day < min ? g.day : min), batch.groups[0]?.day ?? ""),
    lastDay: batch.groups.reduce((max, g) => (g.day > max ? g.day : max), ""),
  };
  try {
    if (!isEmbedded(db)) {
      await db.transaction(async (tx) => {
        await lockNetworkImports(tx, batch.networkId);
        await refuseOverBounds(tx, batch);
        await claimSwitch(tx, journal);
        await applyChunks(tx, batch.batchId, batch.networkId, batch.groups, options, false);
        await finishSwitch(tx, batch.batchId);
      });
      return [];
    }
    live.add(batch.batchId);
    try {
      await claimEmbedded(db, batch, journal);
      keep.staging = true;
      await applyChunks(db, batch.batchId, batch.networkId, batch.groups, options, true);
      await finishSwitch(db, batch.batchId);
      keep.staging = false;
    } finally {
      live.delete(batch.batchId);
    }
    return [];
  } catch (error) {
    if (error instanceof OverBounds) return error.days;
    throw error;
  }
}

/** Takes the network's switch (after the one running, or rolling a dead one forward) with the check. */
async function claimEmbedded(db: Db, batch: StagedBatch, journal: Parameters<typeof claimSwitch>[1]) {
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimSwitch(tx, journal))) return false;
      await refuseOverBounds(tx, batch);
      return true;
    });
    if (claimed) return;
    const other = await switchOfNetwork(db, batch.networkId);
    if (other && !live.has(other.batchId)) await rollForward(db, other);
    else await sleep(CLAIM_RETRY_MS);
  }
}

async function refuseOverBounds(db: Db, batch: StagedBatch): Promise<void> {
  const days = [...batch.dayTotals.keys()].sort();
  const beside = await networkDaysBesideBatch(db, batch.networkId, batch.batchId, days);
  const over = days.filter((day) => {
    const own = batch.dayTotals.get(day);
    const rest = beside.get(day);
    const sum = (pick: (t: DayTotals) => bigint) => (own ? pick(own) : 0n) + (rest ? pick(rest) : 0n);
    return (
      sum((t) => t.views) > BigInt(MAX_NETWORK_DAY_VIEWS) ||
      sum((t) => t.watchSeconds) > BigInt(MAX_NETWORK_DAY_WATCH_SECONDS) ||
      sum((t) => t.revenueMicro) > MAX_NETWORK_DAY_REVENUE_MICRO
    );
  });
  if (over.length > 0) throw new OverBounds(over);
}

/** Consecutive channel-days packed into ranges of at most `rows` staged rows (a bigger day alone). */
export function planChunks(groups: (GroupKey & { rows: number })[], rows: number): ChunkRange[] {
  const chunks: ChunkRange[] = [];
  let current: ChunkRange | undefined;
  let size = 0;
  for (const group of groups) {
    const key = { channelId: group.channelId, day: group.day };
    if (current && size + group.rows <= rows) {
      current.to = key;
      size += group.rows;
    } else {
      current = { from: key, to: key };
      chunks.push(current);
      size = group.rows;
    }
  }
  return chunks;
}

/**
 * Applies the batch's channel-days a range at a time. Stepwise (PGlite), each range is its own
 * transaction that also journals it, and the event loop turns between two.
 */
async function applyChunks(
  db: Db,
  batchId: string,
  networkId: number,
  groups: (GroupKey & { rows: number })[],
  options: SwitchOptions,
  stepwise: boolean,
): Promise<void> {
  const chunks = planChunks(groups, options.chunkRows ?? SWITCH_CHUNK_ROWS);
  for (const [index, range] of chunks.entries()) {
    const apply = async (tx: Db) => {
      await upsertChunkVideos(tx, networkId, batchId, range);
      await replaceChunkFacts(tx, networkId, batchId, range);
      if (stepwise) await journalSwitch(tx, batchId, range.to);
    };
    if (stepwise) {
      await db.transaction(apply);
      await options.afterChunk?.(index);
      await nextTurn();
    } else {
      await apply(db);
      await options.afterChunk?.(index);
    }
  }
}

/** Finishes a switch a process left unfinished, from the channel-day after its journal's. */
async function rollForward(db: Db, row: SwitchRow): Promise<void> {
  live.add(row.batchId);
  try {
    const after =
      row.appliedChannelId !== null && row.appliedDay !== null
        ? { channelId: row.appliedChannelId, day: row.appliedDay }
        : null;
    const groups = await batchGroupsAfter(db, row.batchId, after);
    await applyChunks(db, row.batchId, row.networkId, groups, {}, true);
    await finishSwitch(db, row.batchId);
  } finally {
    live.delete(row.batchId);
  }
  await dropBatch(db, row.batchId);
}

/**
 * Rolls forward every switch left unfinished (a process that died or failed mid-switch), so an
 * accepted file is always applied whole. Runs at start and with the staging clean-up job.
 */
export async function resumeSwitches(db: Db): Promise<number> {
  let resumed = 0;
  for (const row of await allSwitches(db)) {
    if (live.has(row.batchId)) continue;
    await rollForward(db, row);
    resumed += 1;
  }
  return resumed;
}
