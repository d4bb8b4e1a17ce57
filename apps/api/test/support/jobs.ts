import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { rowsOf } from "../../src/db/rows";
import { eventually } from "./eventually";

// Reads pg-boss's own job table, so a test can wait for the background work it set off to finish
// instead of sleeping and hoping the worker ran: a worker that never runs fails the wait.

/** The database's clock now, as text: full precision, to tell jobs started later from earlier ones. */
export async function jobClock(db: Db): Promise<string> {
  const [row] = rowsOf<{ at: string }>(await db.execute(sql`select now()::text as at`));
  if (!row) throw new Error("the database told no time");
  return row.at;
}

/** The jobs of `queue` whose data contains `match`: all that were sent, and those not finished yet. */
export async function jobsOf(
  db: Db,
  queue: string,
  match: object = {},
): Promise<{ sent: number; unfinished: number }> {
  const [row] = rowsOf<{ sent: number; unfinished: number }>(
    await db.execute(sql`
      select count(*)::int as "sent",
        count(*) filter (where state in ('created', 'retry', 'active'))::int as "unfinished"
      from pgboss.job
      where name = ${queue} and data @> ${JSON.stringify(match)}::jsonb`),
  );
  if (!row) throw new Error(`no job counts for ${queue}`);
  return row;
}

interface JobCounts {
  /** Waiting (including a delayed start), being retried, or running. */
  unfinished: number;
  /** Started after the mark and completed. */
  completedSince: number;
  /** Started after the mark and failed for good. */
  failedSince: number;
}

async function jobCounts(db: Db, queue: string, match: object, since: string): Promise<JobCounts> {
  const [row] = rowsOf<JobCounts>(
    await db.execute(sql`
      select
        count(*) filter (where state in ('created', 'retry', 'active'))::int as "unfinished",
        count(*) filter (where state = 'completed' and started_on > ${since}::timestamptz)::int as "completedSince",
        count(*) filter (where state = 'failed' and started_on > ${since}::timestamptz)::int as "failedSince"
      from pgboss.job
      where name = ${queue} and data @> ${JSON.stringify(match)}::jsonb`),
  );
  if (!row) throw new Error(`no job counts for ${queue}`);
  return row;
}

/**
 * Waits until at least one job of `queue` whose data contains `match` has started after `since`
 * (from `jobClock`) and completed, and none of them is left waiting or running: the work the test
 * set off is over, so whatever has not happened by now will not. Returns how many completed.
 */
export async function jobsSettledSince(
  db: Db,
  queue: string,
  match: object,
  since: string,
  timeoutMs = 15_000,
): Promise<number> {
  const counts = await eventually(
    async () => {
      const now = await jobCounts(db, queue, match, since);
      return now.unfinished === 0 && now.completedSince + now.failedSince > 0 ? now : undefined;
    },
    { timeoutMs, what: `a ${queue} job matching ${JSON.stringify(match)} to run to the end` },
  );
  if (counts.failedSince > 0) throw new Error(`${counts.failedSince} ${queue} job(s) failed`);
  return counts.completedSince;
}
