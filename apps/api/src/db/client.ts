import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { API_ROOT } from "../paths";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the modules see, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The advisory lock every node takes before migrating, so nodes starting together migrate one at a time. */
export const MIGRATION_LOCK_KEY = 7_261_001;
/** The lock of the demo seed: one node seeds, the others find it done (docs/decisions/126). */
export const SEED_LOCK_KEY = 7_261_002;

export const MIGRATIONS_FOLDER = path.join(API_ROOT, "drizzle");

/** Databases on the embedded engine: one connection, so a long transaction stalls every request. */
const embedded = new WeakSet<Db>();

/**
 * Whether this database is embedded PGlite. The one place code asks which engine runs: the stats
 * import's switch takes several short transactions there instead of one (docs/decisions/045).
 */
export function isEmbedded(db: Db): boolean {
  return embedded.has(db);
}

interface DatabaseBase {
  db: Db;
  /** Applies the committed migrations; the same files run on both engines. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while this node holds a session-level advisory lock: nodes starting together against
   * one PostgreSQL take turns. The embedded engine has one process, so it just runs it.
   */
  exclusively<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
export type Database =
  | (DatabaseBase & { kind: "pglite"; pglite: PGlite })
  | (DatabaseBase & { kind: "postgres"; pool: pg.Pool });

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite in `dataDir` (in memory without one),
 * starting from `loadDataDir` (a PGlite `dumpDataDir` archive) when given: the integration tests'
 * copies of a seeded template (docs/decisions/057).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) is only
    // logged: the pool opens a new one on the next query instead of the process crashing.
    pool.on("error", (error) => console.error("database pool:", error.message));
    const db = drizzlePg({ client: pool, schema });
    const exclusively = <T>(lockKey: number, work: () => Promise<T>) => underLock(pool, lockKey, work);
    return {
      kind: "postgres",
      db,
      pool,
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
  const db = drizzlePglite({ client: pglite, schema });
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
 * Several API nodes may start at once against one database: each waits for the session-level
 * advisory lock, so one applies the migrations (or seeds) and the others then find it done.
 */
async function underLock<T>(pool: pg.Pool, lockKey: number, work: () => Promise<T>): Promise<T> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [lockKey]);
    return await work();
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [lockKey]).catch(() => undefined);
    lockHolder.release();
  }
}
