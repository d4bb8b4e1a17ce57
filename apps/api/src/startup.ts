import { eq } from "drizzle-orm";
import type { Config } from "./config";
import { type Database, type Db, SEED_LOCK_KEY } from "./db/client";
import { appState } from "./db/schema";
import { createStorage } from "./lib/storage";
import { assessUnassessed } from "./modules/clearance";
import { networkCount } from "./modules/site/queries";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from "./seed/demo";

/**
 * Migrates, then seeds the demo data in demo mode only (docs/design.md §12); production starts empty.
 * The seed runs once per database: a node that restarts, or starts beside others on the same
 * database, finds it done and leaves the data as it is (docs/decisions/126). `seeded` says
 * whether this start seeded; `demo` whether the demo's data and logins are there.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  options: { now?: Date; seed?: typeof seedDemo } = {},
): Promise<{ seeded: boolean; demo: boolean }> {
  await database.migrate();
  // Videos of before claim safety get their clearance once (docs/decisions/127).
  await assessUnassessed(database.db);
  if (!config.seedDemo) return { seeded: false, demo: false };
  const seed = options.seed ?? seedDemo;
  const seeded = await database.exclusively(SEED_LOCK_KEY, async () => {
    if (await demoSeeded(database.db)) return false;
    // The demo's media go where the app serves them from (STORAGE_URL, else DATA_DIR).
    const storage = createStorage(config);
    try {
      await seed(database.db, {
        dataDir: config.DATA_DIR,
        storage,
        secretsKey: config.SECRETS_KEY,
        ...(options.now ? { now: options.now } : {}),
      });
    } finally {
      await storage.close();
    }
    await markDemoSeeded(database.db, options.now ?? new Date());
    return true;
  });
  return { seeded, demo: true };
}

const DEMO_SEEDED = "demo_seeded";

async function demoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appState).where(eq(appState.key, DEMO_SEEDED));
  return row !== undefined;
}

async function markDemoSeeded(db: Db, at: Date): Promise<void> {
  await db
    .insert(appState)
    .values({ key: DEMO_SEEDED, value: at.toISOString(), updatedAt: at })
    .onConflictDoNothing();
}

/** What an operator must fix before the product works, said once at start. */
export async function startupWarnings(config: Config, database: Database): Promise<string[]> {
  const warnings: string[] = [];
  if (!config.platformConfigured) {
    warnings.push(
      "YOUTUBE_API_KEY is not set: creators cannot add channels (channel/add answers 30009) and channel checks cannot run.",
    );
  }
  if (!config.demo && !config.SMTP_URL) {
    warnings.push("SMTP_URL is not set: verification and password-reset mail cannot be delivered.");
  }
  if (!config.demo && !config.SECRETS_KEY) {
    warnings.push(
      "SECRETS_KEY is not set: authenticator secrets are sealed with a key kept in the database itself; set SECRETS_KEY (docs/operations.md).",
    );
  }
  if ((await networkCount(database.db)) === 0) {
    warnings.push(
      'No network exists yet: the API answers 503 (code 8) until you run "npm run studio -- create-network" (docs/operations.md).',
    );
  }
  return warnings;
}

/** The start banner: where Studio runs, in which mode, and the demo logins in demo mode. */
export function startupLines(config: Config, port: number, demo: boolean): string[] {
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.DATA_DIR}`;
  const lines = [
    "",
    `  Studio is running at http://localhost:${port}`,
    `  Mode: ${config.demo ? "DEMO (DEMO=true: demo data, captured mail, sandbox platform)" : "production"}`,
    `  Database: ${where}`,
    ...(config.DATABASE_URL && config.DATABASE_READ_URL
      ? ["  Dashboard reads: the replica at DATABASE_READ_URL (docs/operations.md)"]
      : []),
  ];
  if (config.devTools) lines.push(`  Captured mail: http://localhost:${port}/dev/mail`);
  if (config.sandbox) lines.push(`  Sandbox platform: http://localhost:${port}/sandbox/`);
  if (demo) {
    lines.push(
      `  White-label demo site: http://wave.localhost:${port} (or http://localhost:${port}/?host=wave.studio.test)`,
      `  Demo logins (password "${DEMO_PASSWORD}"):`,
    );
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(22)} ${account.role}`);
    lines.push(`  Two-step sign-in (staff, manager): authenticator secret ${DEMO_TOTP_SECRET}`);
  }
  return lines;
}
