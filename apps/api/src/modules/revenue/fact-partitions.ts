import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * The monthly partitions of video_daily_stats (migration 0037, docs/decisions/151): the daily job
 * makes the current month's and the next ones' ahead of their facts, and moves any facts that
 * waited in the default partition into their month. Detaching a month is an operator's act
 * (docs/operations.md "Old months of the video facts").
 */
export const FACT_PARTITIONS_QUEUE = "video-fact-partitions";
export const FACT_PARTITIONS_CRON = "23 2 * * *";
/** Months made ahead of the current one: a month's first import never waits for the job. */
export const FACT_MONTHS_AHEAD = 3;

/** The month of `now` and `ahead` after it, and the months in the default partition; answers those made. */
export async function ensureFactPartitions(db: Db, now: Date, ahead = FACT_MONTHS_AHEAD): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  return rowsOf<{ made: string }>(
    await db.execute(sql`select video_facts_partitions_ahead(${today}::date, ${ahead}::int) as made`),
  ).map((r) => r.made);
}

/**
 * Takes the month holding `month` (YYYY-MM-DD) out of the figures: its partition becomes a table of
 * its own, named in the answer, for the operator to archive and drop.
 */
export async function detachFactMonth(db: Db, month: string): Promise<string> {
  const [row] = rowsOf<{ detached: string }>(
    await db.execute(sql`select video_facts_detach_month(${month}::date) as detached`),
  );
  if (!row) throw new Error("video_facts_detach_month answered nothing");
  return row.detached;
}

export interface FactPartition {
  name: string;
  /** First day, or null for the default partition. */
  from: string | null;
  /** The day after the last, or null for the default partition. */
  to: string | null;
}

/** The partitions of the facts, in order, the default one last. */
export async function factPartitions(db: Db): Promise<FactPartition[]> {
  const rows = rowsOf<{ name: string; bound: string }>(
    await db.execute(sql`select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'video_daily_stats'::regclass`),
  );
  return rows
    .map((r) => {
      const [from, to] = [...r.bound.matchAll(/'(\d{4}-\d{2}-\d{2})'/g)].map((m) => m[1] ?? null);
      return { name: r.name, from: from ?? null, to: to ?? null };
    })
    .sort((a, b) => (a.from ?? "9999").localeCompare(b.from ?? "9999"));
}
