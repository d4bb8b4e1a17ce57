import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { MIGRATIONS_FOLDER, openDatabase } from "../../src/db/client";
import { startJobQueue } from "../../src/jobs/queue";
import { seedDemo } from "../../src/seed/demo";
import { seedKey, type TemplateRun, templateDir } from "./template-run";

// PostgreSQL: a template migrated once per schema version (kept across runs), seeded templates
// cloned from it once per run and seed instant (dropped when the run ends), and one database per
// test file cloned from those with CREATE DATABASE ... TEMPLATE.

/** Serialises creating the migrated template and cloning, across workers and concurrent runs. */
const TEMPLATE_LOCK_KEY = 0x57_75_64_10;
const SCRATCH_PREFIX = "studio_t_";
const SEEDED_PREFIX = "studio_s_";
/** Scratch databases and seeded templates older than this are leftovers of a crashed run. */
const STALE_SECONDS = 2 * 60 * 60;

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error("TEST_DB=postgres needs DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  return url;
}

export function urlForDatabase(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template's name changes with the migrations, so a stale one is never reused. */
function migratedTemplateName(): string {
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

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function withLock<T>(admin: pg.Client, key: number | string, work: () => Promise<T>): Promise<T> {
  const lock = typeof key === "number" ? "$1::bigint" : "hashtext($1)";
  await admin.query(`SELECT pg_advisory_lock(${lock})`, [key]);
  try {
    return await work();
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(${lock})`, [key]);
  }
}

/**
 * Builds `name` under a temporary name and renames it only once complete, so a crash never leaves
 * a half-made template under the final name.
 */
async function buildDatabase(
  admin: pg.Client,
  name: string,
  from: string | undefined,
  fill: (url: string) => Promise<void>,
): Promise<void> {
  const building = `${name}_b`;
  await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${quoteIdent(building)}${from ? ` TEMPLATE ${quoteIdent(from)}` : ""}`);
  await fill(urlForDatabase(building));
  await admin.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`);
}

async function ensureMigratedTemplate(admin: pg.Client): Promise<string> {
  const name = migratedTemplateName();
  await withLock(admin, TEMPLATE_LOCK_KEY, async () => {
    if (await databaseExists(admin, name)) return;
    await buildDatabase(admin, name, undefined, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      try {
        await database.migrate();
        // pg-boss creates its schema on first start; doing it here keeps every clone from repeating it.
        const jobs = await startJobQueue(database);
        await jobs.stop();
      } finally {
        await database.close();
      }
    });
  });
  return name;
}

/** The run's template seeded with the demo at `seedAt`; its media files go to the template folder. */
async function ensureSeededTemplate(admin: pg.Client, run: TemplateRun, seedAt: Date): Promise<string> {
  const migrated = await ensureMigratedTemplate(admin);
  const name = `${SEEDED_PREFIX}${run.id}_${seedKey(seedAt)}`;
  // Its own lock: seeding takes seconds, and clones of other templates need not wait for it.
  await withLock(admin, name, async () => {
    if (await databaseExists(admin, name)) return;
    await buildDatabase(admin, name, migrated, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      try {
        const dataDir = templateDir(run, seedKey(seedAt));
        mkdirSync(dataDir, { recursive: true });
        await seedDemo(database.db, { dataDir, now: seedAt });
      } finally {
        await database.close();
      }
    });
  });
  return name;
}

/** Drops what crashed runs left: scratch databases and seeded templates named with their start second. */
async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ $1",
    [`^(${SCRATCH_PREFIX}|${SEEDED_PREFIX})[0-9]+_`],
  );
  const cutoff = Math.floor(Date.now() / 1000) - STALE_SECONDS;
  for (const { datname } of rows) {
    const createdAt = Number(/^studio_[ts]_([0-9]+)_/.exec(datname)?.[1]);
    if (Number.isFinite(createdAt) && createdAt < cutoff) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    }
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test app: a clone of the run's demo template seeded at `seedAt`
 * (its media files in `templateDir(run, seedKey(seedAt))`), or of the migrated template.
 */
export async function createScratchDatabase(run: TemplateRun, seedAt?: Date): Promise<ScratchDatabase> {
  const name = `${SCRATCH_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(6).toString("hex")}`;
  await withAdmin(async (admin) => {
    const template = seedAt
      ? await ensureSeededTemplate(admin, run, seedAt)
      : await ensureMigratedTemplate(admin);
    await withLock(admin, TEMPLATE_LOCK_KEY, async () => {
      await dropStaleDatabases(admin);
      await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    });
  });
  return {
    url: urlForDatabase(name),
    drop: () =>
      withAdmin(
        async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
      ),
  };
}

/** Builds the migrated template and the run's default demo template ahead of the test files. */
export async function preparePostgresTemplates(run: TemplateRun, seedAt: Date): Promise<void> {
  await withAdmin((admin) => ensureSeededTemplate(admin, run, seedAt));
}

/** The end of a run: its seeded templates go (the migrated one stays for the next run). */
export async function dropRunTemplates(run: TemplateRun): Promise<void> {
  await withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${SEEDED_PREFIX}${run.id}_`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  });
}
