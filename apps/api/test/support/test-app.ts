import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { type Config, testConfig } from "../../src/config";
import type { Database } from "../../src/db/client";
import type { MailTransport } from "../../src/modules/mail/mail-worker";
import { type SandboxServer, startSandboxServer } from "../../src/modules/sandbox/sandbox-server";
import { prepareDatabase } from "../../src/startup";
import { templateRun } from "./template-run";
import { type Engine, openTestDatabase, testEngine } from "./test-database";

export { type Engine, testEngine } from "./test-database";

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
  /** Closes the app (pg-boss included), then the database, and removes the app's copy of it. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Where the clock starts, and the instant the demo data was seeded at (default: the instant the
   * run's shared demo template was seeded, a few minutes ago at most).
   */
  now?: Date;
  /** Config overrides on top of `testConfig()` (SMTP_URL, PLATFORM_RETRIES...). */
  config?: Partial<Config>;
  /**
   * Environment the config is read from before the overrides: demo mode by default (the demo seed,
   * /api/dev/mails for `latestCode`); `{ DEMO: "false" }` or `{ NODE_ENV: "production" }` for production.
   */
  env?: NodeJS.ProcessEnv;
  /**
   * Start on a copy of the demo data even when the config does not seed it: a production node on
   * an old demo database. The data is there before the app and its job workers start, as it would be
   * on a real node (seeding under running workers races them on PGlite's single connection).
   */
  demoData?: boolean;
  /** Serve the web app from config.WEB_DIST, as the product does (off by default). */
  serveWeb?: boolean;
  /** Receives the app's log lines (set config.LOG_LEVEL too; tests are silent by default). */
  logStream?: { write(line: string): void };
  /** What sends the app's mail instead of SMTP_URL's transport (a transport that fails, for instance). */
  mailTransport?: MailTransport;
}

/**
 * A migrated database (seeded with the demo in demo mode) and an app on it, for one test file.
 * The database is a copy of the run's template (see global-setup.ts): migrating and seeding happen
 * once per run and seed instant, not once per file.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = testEngine();
  const run = templateRun();
  const clock = createClock(options.now ?? new Date(run.seededAt));
  // Seeded or not is the config's own decision (demo mode), known before the database is chosen.
  const seeded = testConfig(options.config, options.env).seedDemo || options.demoData === true;
  // Media files (audio, covers) of this app: a folder of its own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-test-"));
  const copy = await openTestDatabase(engine, run, {
    seedAt: seeded ? clock.now() : undefined,
    dataDir,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const database = copy.database;
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
    // The server's own start-up where the template has not done it: production mode migrates (a
    // no-op on the copied template) and seeds nothing; in demo mode the seed is already in the copy.
    if (!config.seedDemo) await prepareDatabase(database, config, { now: clock.now() });
    app = await buildApp({
      config,
      database,
      now: clock.now,
      serveWeb: options.serveWeb ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    });
  } catch (error) {
    await sandbox?.close().catch(() => {});
    await copy.dispose().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
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
          await copy.dispose();
          rmSync(dataDir, { recursive: true, force: true });
        }
      })();
      return closed;
    },
  };
}
