import { JOB_STATES, type JobState } from "@studio/contract";
import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../db/client";
import { throttledErrorLog } from "../lib/throttled-log";

/** Retries after a job's first attempt fails (with backoff from 5 s). */
export const JOB_RETRY_LIMIT = 5;

/** Which attempt a handler runs: on the last one a failure is final (the job is not retried). */
export interface JobAttempt {
  retryCount: number;
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

/** Background work on pg-boss, in the same database (its PGlite backend when embedded). */
export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  delaySeconds?: number;
}

export interface JobQueue {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** Runs the queue's worker on a cron expression (UTC), e.g. daily re-checks. */
  schedule(queue: string, cron: string): Promise<void>;
  work<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Each queue with its jobs by state, counted now in pg-boss's tables (docs/decisions/135). */
  queueCounts(): Promise<QueueCounts[]>;
  /** A page of the jobs that failed for good, newest first, of one queue or all. */
  failedJobs(filter: { queue?: string; limit: number; offset: number }): Promise<FailedJobPage>;
  /** Runs a failed job again (pg-boss's retry); false when it was not failed (any more). */
  retry(queue: string, id: string): Promise<boolean>;
  stop(): Promise<void>;
}

export interface QueueCounts {
  name: string;
  counts: Record<JobState, number>;
}

export interface FailedJob {
  id: string;
  queue: string;
  /** The last attempt's error message, as pg-boss kept it (its stack is left out). */
  error: string;
  retries: number;
  createdAt: Date;
  failedAt: Date | null;
}

export interface FailedJobPage {
  jobs: FailedJob[];
  total: number;
}

export interface JobQueueOptions {
  /**
   * How often each idle worker asks the database for a job (JOB_POLL_SECONDS, default 10). A job
   * sent by this node wakes its worker at once (a delayed one when its delay is up); this bounds the
   * wait of a job sent by another node or the command line and of a failed job's automatic retry
   * (docs/performance.md, "Start-up and idle").
   */
  pollingSeconds?: number;
}

/** pg-boss's own timers, slowed from their defaults to what Studio needs (it has no job flows). */
function backgroundPace(pollingSeconds: number) {
  return {
    // Sends the jobs of due cron schedules; the schedules are per minute at the finest.
    cronWorkerIntervalSeconds: Math.min(30, Math.max(5, Math.ceil(pollingSeconds * 3))),
    flowIntervalSeconds: 60,
  };
}

export async function startJobQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const pollingSeconds = options.pollingSeconds ?? 10;
  const pace = backgroundPace(pollingSeconds);
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: "pgboss", ...pace })
      : new PgBoss({ connectionString: connectionStringOf(database), schema: "pgboss", max: 4, ...pace });
  // Every poll fails while the database is away: one line a minute, not one per poll.
  boss.on("error", throttledErrorLog("job queue error"));
  await boss.start();
  const created = new Set<string>();
  /** This node's workers by queue: a job sent here wakes them instead of waiting for their next poll. */
  const workers = new Map<string, string[]>();
  const wakeTimers = new Set<NodeJS.Timeout>();
  const wake = (queue: string, afterSeconds: number) => {
    const notify = () => {
      for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
    };
    if (afterSeconds <= 0) return notify();
    // A moment after the start time, so that the job is due when the worker asks.
    const timer = setTimeout(
      () => {
        wakeTimers.delete(timer);
        notify();
      },
      afterSeconds * 1000 + 50,
    );
    timer.unref();
    wakeTimers.add(timer);
  };
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue);
    created.add(queue);
  };
  return {
    async send(queue, data, options = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, {
        retryLimit: JOB_RETRY_LIMIT,
        retryDelay: 5,
        retryBackoff: true,
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
      });
      // This node's worker takes it now, or when its delay is up, not at its next poll.
      wake(queue, options.delaySeconds ?? 0);
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: "UTC" });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      const id = await boss.work<object>(queue, { pollingIntervalSeconds: pollingSeconds }, async (jobs) => {
        for (const job of jobs) {
          const attempt = { retryCount: job.retryCount, lastAttempt: job.retryCount >= JOB_RETRY_LIMIT };
          await handler(job.data as Parameters<typeof handler>[0], attempt);
        }
      });
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    queueCounts: () => queueCounts(boss),
    failedJobs: (filter) => failedJobs(boss, filter),
    async retry(queue, id) {
      // A queue this installation never made has no failed job (pg-boss would throw).
      if (!(await boss.getQueue(queue))) return false;
      const result = (await boss.retry(queue, id)) as { affected?: number };
      // Taken by this node's worker at once, not at its next poll (JOB_POLL_SECONDS).
      if ((result.affected ?? 0) > 0) wake(queue, 0);
      return (result.affected ?? 0) > 0;
    },
    stop: () => {
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      return boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/**
 * Every queue pg-boss knows, with its jobs counted by state in the job table (not pg-boss's cached
 * counts, which its monitor refreshes only now and then). One grouped count: cheap at a scrape's pace.
 */
async function queueCounts(boss: PgBoss): Promise<QueueCounts[]> {
  const { rows } = await boss.getDb().executeSql(
    `select q.name, j.state::text as state, count(j.id)::int as count
       from pgboss.queue q left join pgboss.job j on j.name = q.name
       group by q.name, j.state order by q.name`,
  );
  const queues = new Map<string, QueueCounts>();
  for (const row of rows as { name: string; state: string | null; count: number }[]) {
    let queue = queues.get(row.name);
    if (!queue) {
      queue = {
        name: row.name,
        counts: Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as QueueCounts["counts"],
      };
      queues.set(row.name, queue);
    }
    if (row.state && row.state in queue.counts) queue.counts[row.state as JobState] = Number(row.count);
  }
  return [...queues.values()];
}

interface FailedJobRow {
  id: string;
  name: string;
  message: string | null;
  output: string | null;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
}

/** The failed jobs' page and their total; the error is the message pg-boss serialised, no stack. */
async function failedJobs(
  boss: PgBoss,
  filter: { queue?: string; limit: number; offset: number },
): Promise<FailedJobPage> {
  const db = boss.getDb();
  const byQueue = filter.queue !== undefined;
  const where = `state = 'failed'${byQueue ? " and name = $1" : ""}`;
  const scope = byQueue ? [filter.queue] : [];
  const next = scope.length + 1;
  const page = await db.executeSql(
    `select id::text as id, name, output->>'message' as message, output::text as output, retry_count,
       created_on, completed_on
     from pgboss.job where ${where}
     order by completed_on desc nulls last, id limit $${next} offset $${next + 1}`,
    [...scope, filter.limit, filter.offset],
  );
  const counted = await db.executeSql(`select count(*)::int as total from pgboss.job where ${where}`, scope);
  const total = Number((counted.rows[0] as { total?: number } | undefined)?.total ?? 0);
  return {
    total,
    jobs: (page.rows as FailedJobRow[]).map((row) => ({
      id: row.id,
      queue: row.name,
      error: row.message ?? (row.output && row.output !== "null" ? row.output : ""),
      retries: Number(row.retry_count),
      createdAt: new Date(row.created_on),
      failedAt: row.completed_on === null ? null : new Date(row.completed_on),
    })),
  };
}

function connectionStringOf(database: Database & { kind: "postgres" }): string {
  const options = database.pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error("PostgreSQL pool has no connection string");
  return options.connectionString;
}
