import { type DateRange, PERIODS, periodRange } from "@studio/contract";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { videoPeriodAsks } from "../../db/schema";

/**
 * Custom ranges an owner's whole-channel video list was asked for without a build (docs/decisions/116).
 * The first answer sums the video months and edge days; the ask queues a refresh, which builds
 * the range beside the presets, so the next pages and sorts of it read a build.
 */

/** An ask older than this is forgotten, and its build dropped at the next refresh. */
export const ASK_TTL_MS = 86_400_000;
/** The most custom ranges one owner keeps built at once: the most recently asked. */
export const MAX_ASKED_BUILDS = 3;
/** The same ask again within this time queues no second refresh. */
const REQUEUE_AFTER_MS = 60_000;

/**
 * Records that the owner asked for the range now; answers whether a refresh should be queued: a new
 * ask, or one not renewed for a minute. One statement decides it, so of a burst of pages, on any
 * node, exactly one queues the refresh; an ask renewed within the minute keeps its time.
 */
export async function recordAsk(db: Db, accountId: number, range: DateRange, now: Date): Promise<boolean> {
  const recorded = await db
    .insert(videoPeriodAsks)
    .values({ accountId, rangeStart: range.start, rangeEnd: range.end, askedAt: now })
    .onConflictDoUpdate({
      target: [videoPeriodAsks.accountId, videoPeriodAsks.rangeStart, videoPeriodAsks.rangeEnd],
      set: { askedAt: now },
      setWhere: lt(videoPeriodAsks.askedAt, new Date(now.getTime() - REQUEUE_AFTER_MS)),
    })
    .returning({ accountId: videoPeriodAsks.accountId });
  return recorded.length > 0;
}

/** The owner's ranges to keep built: the most recent asks of the last day. Older asks are deleted. */
export async function askedRanges(db: Db, accountId: number, now: Date): Promise<DateRange[]> {
  const since = new Date(now.getTime() - ASK_TTL_MS);
  await db
    .delete(videoPeriodAsks)
    .where(and(eq(videoPeriodAsks.accountId, accountId), lt(videoPeriodAsks.askedAt, since)));
  const rows = await db
    .select({ start: videoPeriodAsks.rangeStart, end: videoPeriodAsks.rangeEnd })
    .from(videoPeriodAsks)
    .where(eq(videoPeriodAsks.accountId, accountId))
    .orderBy(desc(videoPeriodAsks.askedAt))
    .limit(MAX_ASKED_BUILDS);
  return rows;
}

/** Whether the range is one of the preset periods of `maxDate`, which the refresh always builds. */
export function isPresetRange(range: DateRange, maxDate: string | null): boolean {
  if (maxDate === null) return false;
  return PERIODS.some((period) => {
    if (period === "custom") return false;
    const preset = periodRange(period, maxDate);
    return preset.start === range.start && preset.end === range.end;
  });
}
