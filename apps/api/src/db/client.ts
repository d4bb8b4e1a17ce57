import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { throttledErrorLog } from "../lib/throttled-log";
import { API_ROOT } from "../paths";
/**
 * The one database type the modules see, whichever engine runs underneath. Made without the schema
 * (docs/decisions/152): with it, drizzle builds a relational query builder per table for every
 * transaction it opens (~100-300 µs of CPU each), for `db.query`, which the app does not use.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The advisory lock every node takes before migrating, so nodes starting together migrate one at a time. */
export const MIGRATION_LOCK_KEY = 7_261_001;
/** The lock of the demo seed: one node seeds, the others find it done (docs/decisions/126). */
export const SEED_LOCK_KEY = 7_261_002;

export const MIGRATIONS_FOLDER = path.join(API_ROOT, "drizzle");

/** Stand-ins for an app's database (a proxy that opens transactions its own way) and what they stand for. */
const standIns = new WeakMap<Db, Db>();

/**
 * A proxy of the app's database that the code keyed by database (the engine, the session cache, the
 * secrets key) still knows as that database: the staff audit's (docs/decisions/139).
 */
export function standInFor(db: Db, handler: ProxyHandler<Db>): Db {
  const standIn = new Proxy(db, handler);
  standIns.set(standIn, appDatabase(db));
  return standIn;
}

/** The app's database behind a stand-in, or the database itself: per-database state is keyed by it. */
export function appDatabase(db: Db): Db {
  return standIns.get(db) ?? db;
}

/** Databases on the embedded engine: one connection, so a long transaction stalls every request. */
const embedded = new WeakSet<Db>();
/** Databases reached through a transaction pooler (DATABASE_POOL_MODE=transaction). */
const transactionPooled = new WeakSet<Db>();

/**
 * Whether each transaction of this database may run on another server connection (PgBouncer in
 * transaction mode): then nothing may outlive a transaction on a connection, such as a named
 * prepared statement (docs/operations.md, "Connections and PgBouncer").
 */
export function isTransactionPooled(db: Db): boolean {
  return transactionPooled.has(appDatabase(db));
}

/**
 * Whether this database is embedded PGlite. The one place code asks which engine runs: the stats
 * import's switch takes several short transactions there instead of one (docs/decisions/045).
 */
export function isEmbedded(db: Db): boolean {
  return embedded.has(appDatabase(db));
}

interface DatabaseBase {
  db: Db;
  /** Applies the committed migrations; the same files run on both engines. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this node holds an advisory lock: nodes starting together against one
   * PostgreSQL take turns. The embedded engine has one process, so it just runs it.
   */
  exclusively<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
export type Database =
  | (DatabaseBase & { kind: "pglite"; pglite: PGlite })
  | (DatabaseBase & {
      kind: "postgres";
      pool: pg.Pool;
      /** Where a connection of its own goes (the session listener): DATABASE_LISTEN_URL, else the pool's. */
      listenUrl: string;
    });

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (in memory without one),
 * starting from `loadDataDir` (a PGlite `dumpDataDir` archive) when given: the integration tests'
 * copies of a seeded template (docs/decisions/057).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** The request pool's most connections (DATABASE_POOL_MAX, default 10). */
  poolMax?: number;
  /** A direct address for LISTEN when databaseUrl is a transaction pooler (DATABASE_LISTEN_URL). */
  listenUrl?: string;
  /** `transaction` behind PgBouncer in transaction mode (DATABASE_POOL_MODE). */
  poolMode?: "session" | "transaction";
}): Promise<Database> {
  if (options.databaseUrl) {
    // A connection the pool cannot have within 10 s (a server that does not answer, every
    // connection busy that long) fails the query, which answers 503 (docs/decisions/138); pg's
    // default waits for ever.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server ends (restart, failover, a dropped test database) is only
    // logged: the pool opens a new one on the next query instead of the process crashing.
    // When the server goes away every idle connection ends at once: one line, not one each.
    pool.on("error", throttledErrorLog("database pool"));
    const db = drizzlePg({ client: pool });
    if (options.poolMode === "transaction") transactionPooled.add(db);
    const exclusively = <T>(lockKey: number, work: () => Promise<T>) => underLock(pool, lockKey, work);
    return {
      kind: "postgres",
      db,
      pool,
      listenUrl: options.listenUrl ?? options.databaseUrl,
      migrate: () =>
        exclusively(MIGRATION_LOCK_KEY, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
      exclusively,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Loaded only when embedded: the engine's module alone takes about 190 MB of a PostgreSQL process.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite });
  embedded.add(db);
  return {
    kind: "pglite",
    db,
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusively: (_lockKey, work) => work(),
    close: () => pglite.close(),
  };
}

/**
 * Several API nodes may start at once against one database: each waits for the advisory lock, so
 * one applies the migrations (or seeds) and the others then find it done. The lock is a
 * transaction's (`pg_advisory_xact_lock`), held by a transaction left open on one connection while
 * the work runs on others, and released by its end: through PgBouncer in transaction mode that
 * transaction keeps its server connection, where a session lock would stay on whichever server
 * connection took it (docs/operations.md, "Connections and PgBouncer").
 */
async function underLock<T>(pool: pg.Pool, lockKey: number, work: () => Promise<T>): Promise<T> {
  const lockHolder = await pool.connect();
  let broken = false;
  try {
    await lockHolder.query("begin");
    await lockHolder.query("select pg_advisory_xact_lock($1)", [lockKey]);
    return await work();
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    const ended = await lockHolder.query(broken ? "rollback" : "commit").then(
      () => true,
      () => false,
    );
    // A connection whose transaction could not end is not given back to the pool.
    lockHolder.release(!ended);
  }
}
