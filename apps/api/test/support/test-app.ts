import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../src/app";
import { type Config, testConfig } from "../../src/config";
import { type Database, MIGRATIONS_FOLDER, openDatabase } from "../../src/db/client";
import { startJobQueue } from "../../src/jobs/queue";
import { type SandboxServer, startSandboxServer } from "../../src/modules/sandbox/sandbox-server";
import { prepareDatabase } from "../../src/startup";

/** Which engine the integration tests run on: `TEST_DB=pglite` (default) or `TEST_DB=postgres`. */
export type Engine = "pglite" | "postgres";

export function testEngine(): Engine {
  const value = process.env.TEST_DB ?? "pglite";
  if (value !== "pglite" && value !== "postgres")
    throw new Error(`TEST_DB must be pglite or postgres, not ${value}`);
  return value;
}

/** A clock the test moves by hand: code and token expiry without waiting. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  engine: Engine;
  /** The sandbox platform on its own port; the app's YouTube client talks to it over HTTP. */
  sandbox: SandboxServer;
  /** Closes the app (pg-boss included), then the database; on PostgreSQL drops the file's database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the clock starts (default: the real time now). */
  now?: Date;
  /** Config overrides on top of `testConfig()` (SMTP_URL, PLATFORM_RETRIES...). */
  config?: Partial<Config>;
  /**
   * Environment the config is read from before the overrides: demo mode by default (the demo seed,
   * /api/dev/mails for `latestCode`); `{ DEMO: "false" }` or `{ NODE_ENV: "production" }` for production.
   */
  env?: NodeJS.ProcessEnv;
  /** Serve the web app from config.WEB_DIST, as the product does (off by default). */
  serveWeb?: boolean;
  /** Receives the app's log lines (set config.LOG_LEVEL too; tests are silent by default). */
  logStream?: { write(line: string): void };
}

/**
 * A migrated, seeded database and an app on it, for one test file. PGlite runs in memory; with
 * `TEST_DB=postgres` each call gets its own database cloned from a migrated template.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = testEngine();
  const clock = createClock(options.now);
  const scratch = engine === "postgres" ? await createScratchDatabase() : undefined;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
  // Media files (audio, covers) of this app: a folder of its own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-test-"));
  let app: FastifyInstance | undefined;
  let sandbox: SandboxServer | undefined;
  try {
    sandbox = await startSandboxServer(database.db);
    const config = testConfig(
      {
        YOUTUBE_API_BASE_URL: sandbox.apiBaseUrl,
        PLATFORM_RETRIES: 1,
        PLATFORM_TIMEOUT_MS: 3_000,
        CHANNEL_CHECK_INTERVAL_SECONDS: 1,
        DATA_DIR: dataDir,
        ...options.config,
      },
      options.env,
    );
    // The server's own start-up: migrations (already in the PostgreSQL template, the real work on
    // PGlite), then the demo seed in demo mode only.
    await prepareDatabase(database, config, { now: clock.now() });
    app = await buildApp({
      config,
      database,
      now: clock.now,
      serveWeb: options.serveWeb ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
  } catch (error) {
    await sandbox?.close().catch(() => {});
    await database.close().catch(() => {});
    await scratch?.drop().catch(() => {});
    throw error;
  }
  const built = app;
  const platform = sandbox;
  let closed: Promise<void> | undefined;
  return {
    app: built,
    database,
    clock,
    engine,
    sandbox: platform,
    close: () => {
      closed ??= (async () => {
        try {
          await built.close();
          await platform.close();
        } finally {
          await database.close();
          await scratch?.drop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      })();
      return closed;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one database per test file, cloned from a template migrated once per schema version
// ---------------------------------------------------------------------------------------------

/** Serialises template creation and cloning across parallel workers (and concurrent runs). */
const TEMPLATE_LOCK_KEY = 0x57_75_64_10;
const SCRATCH_PREFIX = "studio_t_";
/** Scratch databases older than this are leftovers of a crashed run and are dropped. */
const STALE_SCRATCH_SECONDS = 2 * 60 * 60;

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("TEST_DB=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  return url;
}

function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template's name changes with the migrations, so a stale template is never reused. */
function templateName(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json")));
  return `studio_template_${hash.digest("hex").slice(0, 12)}`;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  return (rowCount ?? 0) > 0;
}

/** Creates the template under its final name only once it is complete (a crash leaves no half template). */
async function ensureTemplate(admin: pg.Client, name: string): Promise<void> {
  if (await databaseExists(admin, name)) return;
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${quoteIdent(building)}`);
  const database = await openDatabase({ databaseUrl: urlForDatabase(building) });
  try {
    await database.migrate();
    // pg-boss creates its schema on first start; doing it here keeps every clone from repeating it.
    const jobs = await startJobQueue(database);
    await jobs.stop();
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
}

async function dropStaleScratchDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ $1",
    [`^${SCRATCH_PREFIX}[0-9]+_[0-9a-f]+$`],
  );
  const cutoff = Math.floor(Date.now() / 1000) - STALE_SCRATCH_SECONDS;
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(SCRATCH_PREFIX.length).split("_")[0]);
    if (Number.isFinite(createdAt) && createdAt < cutoff) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    }
  }
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = templateName();
  const name = `${SCRATCH_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
  await withAdmin(async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      await ensureTemplate(admin, template);
      await dropStaleScratchDatabases(admin);
      await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
  });
  return {
    url: urlForDatabase(name),
    drop: () =>
      withAdmin(
        async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
      ),
  };
}
