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

export async function startJobQueue(database: Database): Promise<JobQueue> {
  const boss =
    database.kind === "pglite"
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", schema: "pgboss" })
      : new PgBoss({ connectionString: connectionStringOf(database), schema: "pgboss", max: 4 });
  boss.on("error", (error) => console.error("job queue error:", error.message));
  await boss.start();
  const created = new Set<string>();
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
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: "UTC" });
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      await boss.work<object>(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) {
          const attempt = { retryCount: job.retryCount, lastAttempt: job.retryCount >= JOB_RETRY_LIMIT };
          await handler(job.data as Parameters<typeof handler>[0], attempt);
        }
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}

function connectionStringOf(database: Database & { kind: "postgres" }): string {
  const options = database.pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error("PostgreSQL pool has no connection string");
  return options.connectionString;
}
