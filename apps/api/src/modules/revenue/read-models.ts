import { dashboardMaxDate, PERIODS, periodRange } from "@studio/contract";
import { and, eq, exists, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, channels, networks, revenueGenerations, videoPeriodBuilds } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { generationOf, generationsOf } from "./generations";
import { importLogOf } from "./imports-log";
import { buildsAt, makeBuild, sameRange } from "./period-builds";

/**
 * The one owner of the revenue read models (docs/decisions.md 036): the owner's daily rollup
 * (account_daily_stats) and the video list's period builds. Both are stamped with the owner's
 * revenue generation, which triggers move inside every transaction that changes a channel or
 * writes facts; a reader uses a model only while its stamp is current and otherwise sums what is
 * current (and queues this refresh).
 */
export const READ_MODELS_QUEUE = "video-periods";
/**
 * Builds go stale when anything the owner's revenue covers changes (the reader then queues a
 * refresh) and when the newest complete day moves at an owner's midnight: look every 10 minutes.
 */
export const READ_MODELS_CRON = "*/10 * * * *";

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

/**
 * Rebuilds the owner's daily rollup from the channel rollups of its approved channels. The
 * generation is read before the channel rollups, so a change committed in between leaves the
 * rollup stamped older than the generation: stale, never wrong.
 */
async function rebuildAccountRollup(db: Db, accountId: number): Promise<void> {
  const generation = await generationOf(db, accountId);
  await db.execute(sql`delete from account_daily_stats where account_id = ${accountId}`);
  await db.execute(sql`
    insert into account_daily_stats
      (account_id, day, views, premium_views, revenue_micro, premium_revenue_micro, watch_seconds)
    select ${accountId}::bigint, d.day, sum(d.views), sum(d.premium_views), sum(d.revenue_micro),
           sum(d.premium_revenue_micro), sum(d.watch_seconds)
    from channel_daily_stats d join channels c on c.id = d.channel_id
    where c.owner_id = ${accountId} and c.status = 'approved'
    group by d.day`);
  await db
    .insert(revenueGenerations)
    .values({ accountId, generation, rollupGeneration: generation })
    .onConflictDoUpdate({ target: revenueGenerations.accountId, set: { rollupGeneration: generation } });
}

interface Owner {
  id: number;
  networkId: number;
  timeZone: string;
}

const lockOwner = (db: Db, ownerId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('video-periods'), ${ownerId}::int)`);

/**
 * Makes the owner's rollup and builds current: the rollup at the owner's generation, one build per
 * preset period of now; builds no longer asked for go. Each in its own transaction under a lock
 * per owner (two workers never rebuild the same owner at once). The rollup's is short, because its
 * stamp holds the owner's generation row, which every channel change and import of the owner
 * waits for; the builds' never writes that row. Answers how many models were made.
 */
async function refreshOwner(db: Db, owner: Owner, now: Date): Promise<number> {
  const rollups = await db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    const { generation, rollupGeneration } = await generationsOf(tx, owner.id);
    if (rollupGeneration === generation) return 0;
    await rebuildAccountRollup(tx, owner.id);
    return 1;
  });
  const builds = await db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    // Read first: anything committed after this read moves the generation past the stamps below.
    const generation = await generationOf(tx, owner.id);
    const current = await buildsAt(tx, owner.id, generation);
    const log = await importLogOf(tx, owner.networkId);
    const maxDate = dashboardMaxDate(now, owner.timeZone, log.newestDay);
    const ranges = maxDate ? PRESETS.map((period) => periodRange(period, maxDate)) : [];
    const keep: number[] = [];
    let made = 0;
    for (const range of new Map(ranges.map((r) => [`${r.start}/${r.end}`, r])).values()) {
      const fresh = current.find((b) => sameRange(b, range));
      if (fresh) keep.push(fresh.id);
      else {
        keep.push(await makeBuild(tx, owner.id, range, generation));
        made += 1;
      }
    }
    await tx
      .delete(videoPeriodBuilds)
      .where(
        and(
          eq(videoPeriodBuilds.accountId, owner.id),
          keep.length > 0 ? notInArray(videoPeriodBuilds.id, keep) : undefined,
        ),
      );
    return made;
  });
  return rollups + builds;
}

/**
 * Brings the read models of every account that owns channels or still has read models (or only
 * these accounts') up to date; returns how many rollups and builds were made.
 */
export async function refreshReadModels(db: Db, now: Date, accountIds?: number[]): Promise<number> {
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
  let made = 0;
  for (const owner of owners) made += await refreshOwner(db, owner, now);
  // Builds replace each other in bulk: reclaim the old rows and mark the pages all-visible, so the
  // list's count and totals read a compact table (and the planner knows the new sizes).
  if (made > 0) await db.execute(sql`vacuum analyze video_period_stats`);
  return made;
}

/**
 * Runs a revenue answer on one snapshot (repeatable read, read only): the channels in scope, the
 * generations and the sums it reads all belong to the same moment, whatever commits meanwhile.
 */
export function onOneSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}
