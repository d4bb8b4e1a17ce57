import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { unavailableReason } from "../lib/service-unavailable";
import { throttledErrorLog } from "../lib/throttled-log";
import type { Database, Db } from "./client";

/**
 * The read database (DATABASE_READ_URL, docs/decisions/148): a PostgreSQL streaming replica that
 * answers the dashboards' and reports' reads, while writes and the reads that must see them stay on
 * the primary. `db` is what `deps.readDb` holds: a database that sends each query to the replica
 * while it answers and is at most `maxLagMs` behind, else to the primary. The lag is measured by a
 * check in the background (`probeMs`), never on a request's way.
 */
export interface ReadDatabase {
  db: Db;
  pool: pg.Pool;
  /** Checks the replica now and then every `probeMs`; the first check is done when it resolves. */
  start(log: ReadLog): Promise<void>;
  /** Checks the replica now (tests, and a read that failed there). */
  check(): Promise<void>;
  /** Stops the checks (the app's close); `close` ends the pool (the process's end). */
  stop(): void;
  status(): ReplicaStatus;
  close(): Promise<void>;
}

export interface ReadLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReplicaStatus {
  /** Where `deps.readDb` sends its queries now. */
  reads: "replica" | "primary";
  /**
   * `streaming`: a standby within the tolerated lag; `lagging`: further behind; `unreachable`: the
   * last check failed; `not a standby`: the server is not in recovery (reads go there, no lag to
   * measure); `starting`: not checked yet.
   */
  state: "starting" | "streaming" | "lagging" | "unreachable" | "not a standby";
  /** How far behind the primary the replica's replay is, in milliseconds; null when unknown. */
  lagMs: number | null;
  maxLagMs: number;
  checkedAt: Date | null;
}

/** A reading of the primary's WAL position and when this node took it. */
export interface LsnSample {
  at: number;
  lsn: bigint;
}

/** `16/B374D848` as a number of bytes. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split("/");
  if (high === undefined || low === undefined) throw new Error(`not an LSN: ${text}`);
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/**
 * How stale a replica that has replayed up to `replayed` is at `at`: the time since the primary was
 * at that WAL position, found among this node's readings of the primary (oldest first) and
 * interpolated between the two around it. A replica that has replayed everything the primary had
 * written at the newest reading is not behind (an idle primary writes nothing: no false lag, unlike
 * `now() - pg_last_xact_replay_timestamp()`). Older than every reading: at least that old.
 */
export function replayLagMs(samples: readonly LsnSample[], replayed: bigint, at: number): number | null {
  const newest = samples.at(-1);
  if (!newest) return null;
  if (replayed >= newest.lsn) return 0;
  let before = -1;
  for (let i = samples.length - 1; i >= 0; i--) {
    if ((samples[i] as LsnSample).lsn <= replayed) {
      before = i;
      break;
    }
  }
  if (before < 0) return Math.max(0, at - (samples[0] as LsnSample).at);
  const from = samples[before] as LsnSample;
  const to = samples[before + 1] as LsnSample;
  const part = Number(replayed - from.lsn) / Number(to.lsn - from.lsn);
  const primaryWasThere = from.at + part * (to.at - from.at);
  return Math.max(0, Math.round(at - primaryWasThere));
}

interface Route extends ReadDatabase {
  unreachable(reason: string): void;
  current(): Db;
  /** The replica's database on one connection of its pool (made once per connection). */
  onClient(client: pg.PoolClient): Db;
}

/** The replica behind each read database, so that a read can fall back when it fails (`onReadDb`). */
const routes = new WeakMap<Db, Route>();

/**
 * Opens the read pool on `url` beside `primary` (PostgreSQL only: PGlite has no replicas). Reads go
 * to the primary until the first check has found the replica fit.
 */
export function openReadDatabase(options: {
  url: string;
  primary: Extract<Database, { kind: "postgres" }>;
  maxLagMs: number;
  poolMax?: number;
  /** How often the lag is measured (default 1 s). */
  probeMs?: number;
  now?: () => number;
}): ReadDatabase {
  const probeMs = options.probeMs ?? 1_000;
  const now = options.now ?? Date.now;
  const primaryDb = options.primary.db;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    // Short: a replica that does not answer is left for the primary, not waited for (10 s there).
    connectionTimeoutMillis: 3_000,
  });
  const replicaDb = drizzlePg({ client: pool });

  let state: ReplicaStatus["state"] = "starting";
  let lagMs: number | null = null;
  let checkedAt: number | null = null;
  let useReplica = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let log: ReadLog = { info: () => undefined, warn: () => undefined };
  const samples: LsnSample[] = [];
  // A replica that stays down, or flaps around the limit, is a line a minute of each kind, not one
  // a check (docs/decisions/138).
  const unreachableLog = throttledErrorLog("read replica unreachable, reads go to the primary", {
    write: (line) => log.warn(line),
  });
  const laggingLog = throttledErrorLog("read replica behind, reads go to the primary until it catches up", {
    write: (line) => log.warn(line),
  });
  const backLog = throttledErrorLog("read replica", { write: (line) => log.info(line) });

  const settle = (next: ReplicaStatus["state"], reason?: string) => {
    const wasUsed = useReplica;
    useReplica = next === "streaming" || next === "not a standby";
    if (next === "unreachable") unreachableLog(new Error(reason ?? "no answer"));
    else if (next === "lagging" && state !== "lagging")
      laggingLog(new Error(`${lagMs} ms behind, more than ${options.maxLagMs} ms`));
    else if (useReplica && !wasUsed) backLog(new Error(`${next}: dashboard reads go to the replica`));
    state = next;
  };

  const probeTimeoutMs = Math.max(2_000, probeMs);
  const probe = async (): Promise<void> => {
    try {
      const measured = await measureReplica(options.primary.pool, pool, samples, {
        keepMs: Math.max(2 * options.maxLagMs, 60_000),
        timeoutMs: probeTimeoutMs,
        now,
      });
      checkedAt = measured.at;
      lagMs = measured.lagMs;
      if (!measured.standby) settle("not a standby");
      else settle(lagMs !== null && lagMs <= options.maxLagMs ? "streaming" : "lagging");
    } catch (error) {
      checkedAt = now();
      lagMs = null;
      settle("unreachable", unavailableReason(error) ?? (error as Error).message);
    }
  };
  const check = (): Promise<void> => {
    running ??= probe().finally(() => {
      running = undefined;
    });
    return running;
  };

  // A connection the replica ends (a restart, a failover) sends reads to the primary at once,
  // whether idle (the pool's event) or handed out (its own: without a listener it would end the
  // process; the read on it fails and runs again on the primary).
  const lost = (error: Error) => {
    if (state !== "unreachable") settle("unreachable", unavailableReason(error) ?? error.message);
    void check();
  };
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const onConnection = new WeakMap<pg.PoolClient, Db>();

  /** The database a read uses now; a check that stopped coming counts as a failed one. */
  const current = (): Db => {
    if (!useReplica || checkedAt === null) return primaryDb;
    if (now() - checkedAt > 3 * probeMs + probeTimeoutMs) return primaryDb;
    return replicaDb;
  };

  // The same methods as a database; each call is sent to the one chosen at that moment.
  const db = new Proxy(replicaDb, {
    get(_target, property) {
      const chosen = current();
      const value = Reflect.get(chosen, property, chosen);
      return typeof value === "function" ? value.bind(chosen) : value;
    },
  }) as unknown as Db;

  const read: Route = {
    db,
    pool,
    async start(logTo) {
      log = logTo;
      await check();
      timer = setInterval(() => void check(), probeMs);
      timer.unref();
    },
    check,
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    status: () => ({
      reads: current() === primaryDb ? "primary" : "replica",
      state,
      lagMs,
      maxLagMs: options.maxLagMs,
      checkedAt: checkedAt === null ? null : new Date(checkedAt),
    }),
    close: async () => {
      read.stop();
      await running;
      await pool.end();
    },
    unreachable(reason) {
      settle("unreachable", reason);
      void check();
    },
    current,
    onClient(client) {
      let onIt = onConnection.get(client);
      if (!onIt) {
        onIt = drizzlePg({ client });
        onConnection.set(client, onIt);
      }
      return onIt;
    },
  };
  routes.set(db, read);
  return read;
}

/** A check's query that takes longer than `ms` counts as a failed check. */
function within<T>(query: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([query, deadline]).finally(() => clearTimeout(timeout));
}

/**
 * One check: the primary's WAL position (kept in `samples`), then how far the replica has replayed;
 * two small queries, one on each server, whatever the traffic.
 */
async function measureReplica(
  primary: pg.Pool,
  replica: pg.Pool,
  samples: LsnSample[],
  options: { keepMs: number; timeoutMs: number; now: () => number },
): Promise<{ at: number; standby: boolean; lagMs: number | null }> {
  // The primary first: a replica that replays everything it had then is not behind.
  const primaryRead = await within(
    primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn"),
    options.timeoutMs,
  );
  const primaryAt = options.now();
  const primaryLsn = primaryRead.rows[0]?.lsn;
  if (primaryLsn) samples.push({ at: primaryAt, lsn: parseLsn(primaryLsn) });
  // Readings older than `keepMs` tell nothing more (a replica behind them is too far behind anyway).
  while (samples.length > 2 && (samples[0] as LsnSample).at < primaryAt - options.keepMs) samples.shift();
  const replicaRead = await within(
    replica.query<{ standby: boolean; replayed: string | null }>(
      "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed",
    ),
    options.timeoutMs,
  );
  const at = options.now();
  const row = replicaRead.rows[0];
  if (!row?.standby || row.replayed === null) return { at, standby: false, lagMs: null };
  return { at, standby: true, lagMs: replayLagMs(samples, parseLsn(row.replayed), at) };
}

/** The replica's status behind a `deps.readDb`, or undefined when reads share the primary. */
export function replicaStatus(readDb: Db): ReplicaStatus | undefined {
  return routes.get(readDb)?.status();
}

/**
 * Runs a read on `deps.readDb`. On the replica it runs on one connection that this function takes
 * and gives back (a connection that broke is dropped, not returned to the pool). A replica that fails
 * the read (gone since the last check, or a query cancelled by a conflict with recovery, SQLSTATE
 * 40001) is left for the primary and the read runs again there: reads may repeat, and the asker gets
 * an answer instead of a 503.
 */
export async function onReadDb<T>(deps: { db: Db; readDb: Db }, read: (db: Db) => Promise<T>): Promise<T> {
  const route = routes.get(deps.readDb);
  const chosen = route ? route.current() : deps.readDb;
  if (!route || chosen === deps.db) return read(chosen);
  let client: pg.PoolClient | undefined;
  try {
    client = await route.pool.connect();
    const result = await read(route.onClient(client));
    client.release();
    return result;
  } catch (error) {
    const reason = unavailableReason(error);
    const conflict = !reason && conflictWithRecovery(error);
    client?.release(reason ? (error as Error) : undefined);
    if (!reason && !conflict) throw error;
    if (reason) route.unreachable(reason);
    return read(deps.db);
  }
}

function conflictWithRecovery(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === "40001") return true;
  }
  return false;
}
