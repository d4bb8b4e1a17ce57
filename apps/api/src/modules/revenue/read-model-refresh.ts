import { setImmediate as nextTurn } from "node:timers/promises";
import { type DateRange, dashboardMaxDate, PERIODS, periodRange } from "@studio/contract";
import { and, eq, exists, inArray, notInArray, or, sql } from "drizzle-orm";
import { appDatabase, type Db, isEmbedded } from "../../db/client";
import { accounts, channels, networks, videoPeriodBuilds, videoPeriodStats } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { importLogOf } from "./imports-log";
import {
  buildChannelsOf,
  buildsAt,
  deleteBuildStats,
  deleteBuilds,
  fillBuild,
  finishBuild,
  generationOf,
  generationsOf,
  makeBuild,
  markBuildsIncomplete,
  READ_MODELS_QUEUE,
  rebuildAccountRollup,
  sameRange,
  startBuild,
} from "./read-models";
import { askedRanges } from "./video-period-asks";

/**
 * When and how the revenue read models (read-models.ts) are brought up to date: the queued
 * refresh, one owner at a time, in one transaction on PostgreSQL and in short steps on PGlite
 * (docs/decisions/036 and 046).
 */

const PRESETS = PERIODS.filter((period) => period !== "custom");

/** Asks the worker to bring these accounts' read models up to date (all of them when omitted). */
export async function queueReadModelRefresh(
  deps: Pick<AppDeps, "jobs">,
  accountIds?: number[],
): Promise<void> {
  await deps.jobs.send(READ_MODELS_QUEUE, accountIds ? { accountIds } : {});
}

/** Per job queue (one per app): the generation each account's last queued refresh was asked for. */
const queuedFor = new WeakMap<AppDeps["jobs"], Map<number, number>>();

/**
 * Queues one refresh per account and generation: every answer read while the models are behind
 * would otherwise queue its own, and a burst of readers would queue a burst of identical jobs.
 */
export async function queueRefreshOnce(
  deps: Pick<AppDeps, "jobs">,
  accountId: number,
  generation: number,
): Promise<void> {
  const queued = queuedFor.get(deps.jobs) ?? new Map<number, number>();
  queuedFor.set(deps.jobs, queued);
  if (queued.get(accountId) === generation) return;
  // A bounded memory of recent asks: forgetting one only queues a refresh twice.
  if (queued.size >= 10_000) queued.clear();
  queued.set(accountId, generation);
  await queueReadModelRefresh(deps, [accountId]);
}

interface Owner {
  id: number;
  networkId: number;
  timeZone: string;
}

/** How a refresh steps on the embedded engine; tests shrink the steps and cut them short. */
export interface RefreshOptions {
  /** Channels a build sums per transaction on the embedded engine. */
  channelsPerStep?: number;
  /** Runs after each committed step on the embedded engine; a throw cuts the refresh short there. */
  afterStep?: (step: number) => void | Promise<void>;
}

/**
 * Channels per build step on PGlite: the bench's 40 videos x 30 days per channel make about
 * 12,000 fact rows per step, well under 100 ms, with the connection free between steps.
 */
const BUILD_CHANNELS_PER_STEP = 10;
/** Stats rows of dropped builds deleted per step on PGlite. */
const DROP_ROWS_PER_STEP = 5_000;

const lockOwner = (db: Db, ownerId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('video-periods'), ${ownerId}::int)`);

/**
 * The owner's rollup at the owner's generation, in one short transaction: its stamp holds the
 * owner's generation row, which every channel change and import of the owner waits for.
 */
async function refreshRollup(db: Db, ownerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const { generation, rollupGeneration } = await generationsOf(tx, ownerId);
    if (rollupGeneration === generation) return 0;
    await rebuildAccountRollup(tx, ownerId);
    return 1;
  });
}

interface BuildPlan {
  /** Read first: anything committed after this read moves the generation past the new stamps. */
  generation: number;
  /** The preset ranges of now and the recently asked ones without a build at the generation. */
  rangesToBuild: DateRange[];
  /** The owner's other builds: older generations, ranges no longer asked for, half-made ones. */
  buildsToDrop: number[];
  /** The owner's approved channels, read after the generation. */
  channels: number[];
}

async function planBuilds(db: Db, owner: Owner, now: Date): Promise<BuildPlan> {
  const generation = await generationOf(db, owner.id);
  const current = await buildsAt(db, owner.id, generation);
  const log = await importLogOf(db, owner.networkId);
  const maxDate = dashboardMaxDate(now, owner.timeZone, log.newestDay);
  // The presets of now and the custom ranges asked lately (docs/decisions/116).
  const asked = await askedRanges(db, owner.id, now);
  const ranges = maxDate ? [...PRESETS.map((period) => periodRange(period, maxDate)), ...asked] : [];
  const buildsToKeep: number[] = [];
  const rangesToBuild: DateRange[] = [];
  for (const range of new Map(ranges.map((r) => [`${r.start}/${r.end}`, r])).values()) {
    const fresh = current.find((b) => sameRange(b, range));
    if (fresh) buildsToKeep.push(fresh.id);
    else rangesToBuild.push(range);
  }
  const others = await db
    .select({ id: videoPeriodBuilds.id })
    .from(videoPeriodBuilds)
    .where(
      and(
        eq(videoPeriodBuilds.accountId, owner.id),
        buildsToKeep.length > 0 ? notInArray(videoPeriodBuilds.id, buildsToKeep) : undefined,
      ),
    );
  const channelIds = rangesToBuild.length > 0 ? await buildChannelsOf(db, owner.id) : [];
  return { generation, rangesToBuild, buildsToDrop: others.map((b) => b.id), channels: channelIds };
}

/** PostgreSQL: the owner's builds in one transaction under a lock per owner; MVCC keeps readers on their snapshot. */
async function refreshBuildsAtOnce(db: Db, owner: Owner, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const plan = await planBuilds(tx, owner, now);
    for (const range of plan.rangesToBuild) await makeBuild(tx, owner.id, range, plan.generation);
    if (plan.buildsToDrop.length > 0) await deleteBuilds(tx, plan.buildsToDrop);
    return plan.rangesToBuild.length;
  });
}

/** Per embedded database: the refresh of each owner running in this process (PGlite has one process). */
const refreshing = new WeakMap<Db, Map<number, Promise<unknown>>>();

/** Runs `work` after any refresh of this owner already running here: a lock that spans transactions. */
async function oneAtATime<T>(db: Db, ownerId: number, work: () => Promise<T>): Promise<T> {
  const running = refreshing.get(appDatabase(db)) ?? new Map<number, Promise<unknown>>();
  refreshing.set(appDatabase(db), running);
  const before = running.get(ownerId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  running.set(ownerId, mine);
  try {
    return await mine;
  } finally {
    if (running.get(ownerId) === mine) running.delete(ownerId);
  }
}

/**
 * PGlite (one connection): each build is written a slice of channels per transaction into a row
 * marked incomplete, and the event loop turns between two; the last step fills its totals and
 * stamps it with the generation read before the first. Builds to drop are marked incomplete
 * first, then deleted a slice at a time. A build left half-made by a failure is dropped next time.
 */
async function refreshBuildsInSteps(
  db: Db,
  owner: Owner,
  now: Date,
  options: RefreshOptions,
): Promise<number> {
  let steps = 0;
  const stepDone = async () => {
    await options.afterStep?.(steps);
    steps += 1;
    await nextTurn();
  };
  const plan = await db.transaction(async (tx) => {
    const planned = await planBuilds(tx, owner, now);
    if (planned.buildsToDrop.length > 0) await markBuildsIncomplete(tx, planned.buildsToDrop);
    return planned;
  });
  await stepDone();
  const perStep = Math.max(1, options.channelsPerStep ?? BUILD_CHANNELS_PER_STEP);
  for (const range of plan.rangesToBuild) {
    let id: number | null = null;
    for (let at = 0; at === 0 || at < plan.channels.length; at += perStep) {
      const slice = plan.channels.slice(at, at + perStep);
      id = await db.transaction(async (tx) => {
        const buildId = id ?? (await startBuild(tx, owner.id, range));
        await fillBuild(tx, { id: buildId, accountId: owner.id, range }, slice);
        return buildId;
      });
      await stepDone();
    }
    const finished = id;
    if (finished === null) throw new Error("video period build not started");
    await db.transaction((tx) => finishBuild(tx, finished, plan.generation));
    await stepDone();
  }
  if (plan.buildsToDrop.length > 0) {
    while ((await deleteBuildStats(db, plan.buildsToDrop, DROP_ROWS_PER_STEP)) > 0) await stepDone();
    await deleteBuilds(db, plan.buildsToDrop);
  }
  return plan.rangesToBuild.length;
}

/**
 * Makes the owner's rollup and builds current: the rollup at the owner's generation, one build per
 * preset period of now and per custom range asked lately; builds no longer asked for go. The engine decides how the builds are
 * written (docs/decisions/046): in one transaction on PostgreSQL, in short steps on PGlite,
 * where a transaction holds every other request. Answers how many models were made.
 */
async function refreshOwner(db: Db, owner: Owner, now: Date, options: RefreshOptions): Promise<number> {
  if (!isEmbedded(db))
    return (await refreshRollup(db, owner.id)) + (await refreshBuildsAtOnce(db, owner, now));
  return oneAtATime(db, owner.id, async () => {
    const rollups = await refreshRollup(db, owner.id);
    return rollups + (await refreshBuildsInSteps(db, owner, now, options));
  });
}

/**
 * Brings the read models of every account that owns channels or still has read models (or only
 * these accounts') up to date; returns how many rollups and builds were made.
 */
export async function refreshReadModels(
  db: Db,
  now: Date,
  accountIds?: number[],
  options: RefreshOptions = {},
): Promise<number> {
  const owners = await db
    .select({
      id: accounts.id,
      networkId: accounts.networkId,
      timeZone: sql<string>`coalesce(${accounts.timeZone}, ${networks.timeZone})`,
    })
    .from(accounts)
    .innerJoin(networks, eq(networks.id, accounts.networkId))
    .where(
      and(
        or(
          exists(db.select({ one: sql`1` }).from(channels).where(eq(channels.ownerId, accounts.id))),
          exists(
            db
              .select({ one: sql`1` })
              .from(videoPeriodBuilds)
              .where(eq(videoPeriodBuilds.accountId, accounts.id)),
          ),
        ),
        accountIds ? inArray(accounts.id, accountIds) : undefined,
      ),
    );
  let modelsMade = 0;
  for (const owner of owners) modelsMade += await refreshOwner(db, owner, now, options);
  // Builds replace each other in bulk: reclaim the old rows and mark the pages all-visible, so the
  // list's count and totals read a compact table (and the planner knows the new sizes).
  if (modelsMade > 0) await db.execute(sql`vacuum analyze ${videoPeriodStats}`);
  return modelsMade;
}
