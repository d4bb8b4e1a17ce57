import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../../src/db/client";
import { startJobQueue } from "../../src/jobs/queue";
import { seedDemo } from "../../src/seed/demo";
import { seedKey, type TemplateRun, templateDir } from "./template-run";

// PGlite: a template is a closed data directory in the run's folder; each test app opens a copy
// of its own. Copying and opening takes about a second, migrating and seeding a fresh engine ten.

const MIGRATED = "migrated";

/**
 * Builds the template in a folder of its own and renames it into place when complete: workers that
 * race for the same template each build one, the first rename wins, the others' are removed.
 */
async function ensureTemplate(run: TemplateRun, key: string, fill: (building: string) => Promise<void>) {
  const final = templateDir(run, key);
  if (existsSync(final)) return final;
  mkdirSync(run.dir, { recursive: true });
  const building = mkdtempSync(`${final}.building-`);
  try {
    await fill(building);
    try {
      renameSync(building, final);
    } catch (error) {
      if (!existsSync(final)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return final;
}

async function withDatabase(dataDir: string, work: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

function ensureMigratedTemplate(run: TemplateRun): Promise<string> {
  return ensureTemplate(run, MIGRATED, (building) =>
    withDatabase(path.join(building, "db"), async (database) => {
      await database.migrate();
      // pg-boss creates its schema on first start; the template saves every copy from it.
      const jobs = await startJobQueue(database);
      await jobs.stop();
    }),
  );
}

async function ensureSeededTemplate(run: TemplateRun, seedAt: Date): Promise<string> {
  const migrated = await ensureMigratedTemplate(run);
  return ensureTemplate(run, seedKey(seedAt), async (building) => {
    cpSync(path.join(migrated, "db"), path.join(building, "db"), { recursive: true });
    // The demo's media files land in `building/media`, next to the data that names them.
    await withDatabase(path.join(building, "db"), (database) =>
      seedDemo(database.db, { dataDir: building, now: seedAt }),
    );
  });
}

/** The template a test app copies: seeded with the demo at `seedAt`, or only migrated. */
export function ensurePgliteTemplate(run: TemplateRun, seedAt?: Date): Promise<string> {
  return seedAt ? ensureSeededTemplate(run, seedAt) : ensureMigratedTemplate(run);
}

/** Opens a copy of the template's data in `into` (a folder that does not exist yet). */
export function openPgliteCopy(template: string, into: string): Promise<Database> {
  cpSync(path.join(template, "db"), into, { recursive: true });
  return openDatabase({ dataDir: into });
}
