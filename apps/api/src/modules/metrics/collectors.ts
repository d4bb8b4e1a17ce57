import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database, Db } from "../../db/client";
import { replicaStatus } from "../../db/read-replica";
import { mailOutboxStats } from "../mail";
import { ledgerChecks } from "../payout";

/**
 * Prometheus metrics of one API node (docs/operations.md, "Metrics and the job queue"; decision
 * docs/decisions/135). A request costs a map look-up and an observation in memory in the onResponse
 * hook (two with a failure's code); nothing reads the database per request. The queue, outbox,
 * ledger and pool figures are read when /metrics is scraped, one read per source shared by its gauges.
 */

/** Latency buckets, seconds: the API answers in milliseconds; imports and reports take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How long a scrape-time read is shared: the gauges of one scrape collect in parallel. */
const SCRAPE_READ_MS = 1_000;

/** The ledger is summed at most this often per node, however often it is scraped. */
export const LEDGER_READ_INTERVAL_MS = 30_000;

/** One read shared by every gauge of a source, kept `ttlMs`; a failed read is not kept. */
function sharedRead<T>(read: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) {
      const value = read();
      const entry = { at: now, value };
      last = entry;
      value.catch(() => {
        if (last === entry) last = undefined;
      });
    }
    return last.value;
  };
}

type Read<T> = () => Promise<T>;

export interface Metrics {
  /** The node's registry; the first call starts the process metrics (CPU, memory, event loop). */
  registry(): Registry;
}

/** Builds the node's registry and hooks the request metrics into `app`. */
export function createMetrics(app: FastifyInstance, database: Database): Metrics {
  const registry = new Registry();
  registerRequestMetrics(app, registry);
  const startup = new Gauge({
    name: "studio_startup_seconds",
    help: "Seconds from the process start to the server listening",
    registers: [registry],
  });
  app.addHook("onListen", (done) => {
    startup.set(process.uptime());
    done();
  });
  registerDatabasePool(registry, database);
  registerReadReplica(registry, app.deps.readDb);

  const sources = {
    jobs: sharedRead(() => app.deps.jobs.queueCounts(), SCRAPE_READ_MS),
    mail: sharedRead(() => mailOutboxStats(app.deps.db), SCRAPE_READ_MS),
    ledger: sharedRead(() => ledgerChecks(app.deps.db), LEDGER_READ_INTERVAL_MS),
  };
  registerJobQueues(registry, sources.jobs);
  registerMailOutbox(registry, sources.mail);
  registerLedger(registry, sources.ledger);
  new Gauge({
    name: "studio_metrics_source_up",
    help: "1 when a scrape-time source (jobs, mail, ledger) answered; 0: its gauges are missing from this scrape",
    labelNames: ["source"] as const,
    registers: [registry],
    async collect() {
      await Promise.all(
        Object.entries(sources).map(([source, read]) =>
          read().then(
            () => this.set({ source }, 1),
            () => this.set({ source }, 0),
          ),
        ),
      );
    },
  });

  // An app that is never scraped (a test) starts no timers or observers for the process metrics.
  let defaults = false;
  return {
    registry() {
      if (!defaults) collectDefaultMetrics({ register: registry });
      defaults = true;
      return registry;
    },
  };
}

function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: "studio_http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status; its _count counts the requests",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: "studio_http_errors_total",
    help: "Failed answers by the catalogue code they carried",
    labelNames: ["code"] as const,
    registers: [registry],
  });
  // Children by their label values, so the hook builds no label object and hashes no labels.
  const durations = new Map<string, ReturnType<typeof duration.labels>>();
  const failures = new Map<number, ReturnType<typeof errors.labels>>();
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // The route as registered (`/api/channel/detail`, `/*`); a 404 of no route is "unmatched".
    const route = request.routeOptions.url ?? "unmatched";
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = durations.get(key);
    if (!child) {
      child = duration.labels(request.method, route, String(reply.statusCode));
      durations.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    const code = reply.failureCode;
    if (code !== undefined) {
      let counter = failures.get(code);
      if (!counter) {
        counter = errors.labels(String(code));
        failures.set(code, counter);
      }
      counter.inc();
    }
    done();
  });
}

/**
 * A gauge family read at scrape time: `fill` sets its samples from the source's shared read; when
 * the read fails the family is empty in this scrape (studio_metrics_source_up says so).
 */
function scrapeGauge<L extends string, T>(
  registry: Registry,
  options: { name: string; help: string; labelNames: readonly L[] },
  read: Read<T>,
  fill: (gauge: Gauge<L>, value: T) => void,
): void {
  new Gauge<L>({
    ...options,
    registers: [registry],
    async collect() {
      this.reset();
      const value = await read().catch(() => undefined);
      if (value !== undefined) fill(this, value);
    },
  });
}

/** PostgreSQL's pool: connections in use and idle, queries waiting for one. PGlite has no pool. */
function registerDatabasePool(registry: Registry, database: Database): void {
  if (database.kind !== "postgres") return;
  const { pool } = database;
  const gauge = (name: string, help: string, value: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value());
      },
    });
  gauge(
    "studio_db_pool_in_use",
    "Database connections checked out of the pool",
    () => pool.totalCount - pool.idleCount,
  );
  gauge("studio_db_pool_idle", "Open database connections idle in the pool", () => pool.idleCount);
  gauge("studio_db_pool_waiting", "Queries waiting for a database connection", () => pool.waitingCount);
  gauge("studio_db_pool_max", "The pool's largest number of connections", () => pool.options.max ?? 10);
}

/** The read replica (DATABASE_READ_URL, docs/decisions/148), when one is set: its lag and where reads go. */
function registerReadReplica(registry: Registry, readDb: Db): void {
  if (!replicaStatus(readDb)) return;
  new Gauge({
    name: "studio_db_replica_lag_seconds",
    help: "How far the read replica's replay is behind the primary, at the node's last check (absent when unknown)",
    registers: [registry],
    collect() {
      this.reset();
      const lagMs = replicaStatus(readDb)?.lagMs;
      if (lagMs !== null && lagMs !== undefined) this.set(lagMs / 1000);
    },
  });
  new Gauge({
    name: "studio_db_replica_reads",
    help: "1 while the dashboards' reads go to the read replica, 0 while they go to the primary",
    registers: [registry],
    collect() {
      this.set(replicaStatus(readDb)?.reads === "replica" ? 1 : 0);
    },
  });
}

type QueueCounts = Awaited<ReturnType<FastifyInstance["deps"]["jobs"]["queueCounts"]>>;

function registerJobQueues(registry: Registry, read: Read<QueueCounts>): void {
  const labelNames = ["queue"] as const;
  scrapeGauge(
    registry,
    {
      name: "studio_job_queue_jobs",
      help: "Jobs of each queue by state (created, retry, active, completed, failed, cancelled)",
      labelNames: ["queue", "state"] as const,
    },
    read,
    (gauge, queues) => {
      for (const { name, counts } of queues)
        for (const [state, count] of Object.entries(counts)) gauge.set({ queue: name, state }, count);
    },
  );
  scrapeGauge(
    registry,
    {
      name: "studio_job_queue_depth",
      help: "Jobs of each queue waiting to run (created or to be retried)",
      labelNames,
    },
    read,
    (gauge, queues) => {
      for (const { name, counts } of queues) gauge.set({ queue: name }, counts.created + counts.retry);
    },
  );
  scrapeGauge(
    registry,
    {
      name: "studio_job_queue_failed",
      help: "Jobs of each queue that failed for good and are still kept (the job screen retries them)",
      labelNames,
    },
    read,
    (gauge, queues) => {
      for (const { name, counts } of queues) gauge.set({ queue: name }, counts.failed);
    },
  );
}

type MailStats = Awaited<ReturnType<typeof mailOutboxStats>>;

function registerMailOutbox(registry: Registry, read: Read<MailStats>): void {
  const gauge = (name: string, help: string, value: (stats: MailStats) => number) =>
    scrapeGauge(registry, { name, help, labelNames: [] }, read, (g, stats) => g.set(value(stats)));
  gauge("studio_mail_outbox_queued", "Mails in the outbox waiting to be sent", (s) => s.queued);
  gauge(
    "studio_mail_outbox_failed",
    "Mails in the outbox given up on after their last retry",
    (s) => s.failed,
  );
  gauge("studio_mail_sent_last_hour", "Mails sent through SMTP in the last hour", (s) => s.sent_last_hour);
}

type LedgerCheck = Awaited<ReturnType<typeof ledgerChecks>>[number];

function registerLedger(registry: Registry, read: Read<LedgerCheck[]>): void {
  const family = (name: string, help: string, value: (check: LedgerCheck) => number) =>
    scrapeGauge(registry, { name, help, labelNames: ["network"] as const }, read, (gauge, checks) => {
      for (const check of checks) gauge.set({ network: check.network }, value(check));
    });
  family(
    "studio_ledger_sum_micro_usd",
    "Sum of every journal of the network's ledger, micro-USD: 0 while the books balance",
    (check) => Number(check.totalMicro),
  );
  family(
    "studio_ledger_unbalanced_journals",
    "Journals of the network whose lines do not sum to zero: 0 while the books balance",
    (check) => check.unbalancedJournals,
  );
  family(
    "studio_ledger_in_transit_micro_usd",
    "Withdrawals requested and not yet paid or returned (the in_transit book), micro-USD",
    (check) => Number(check.inTransitMicro),
  );
}
