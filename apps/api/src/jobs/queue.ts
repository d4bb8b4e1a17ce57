import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "../db/client";

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
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /**
   * How often each idle worker asks the database for a job (JOB_POLL_SECONDS, default 10). A job
   * sent by this node wakes its worker at once; this bounds the wait of a job sent by another node
   * or the command line, of a retry and of a delayed start (docs/performance.md, "Start-up and idle").
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
  boss.on("error", (error) => console.error("job queue error:", error.message));
  await boss.start();
  const created = new Set<string>();
  /** This node's workers by queue: a job sent here wakes them instead of waiting for their next poll. */
  const workers = new Map<string, string[]>();
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
      if (!options.delaySeconds) for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
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
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}

function connectionStringOf(database: Database & { kind: "postgres" }): string {
  const options = database.pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error("PostgreSQL pool has no connection string");
  return options.connectionString;
}
