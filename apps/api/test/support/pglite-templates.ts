import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../../src/db/client";
import { startJobQueue } from "../../src/jobs/queue";
import { seedDemo } from "../../src/seed/demo";
import { seedKey, type TemplateRun, templateDir } from "./template-run";

// PGlite: a template is an archive of an in-memory engine's data (`dumpDataDir`) in the run's
// folder; each test app loads it into an in-memory engine of its own. Loading takes under a second,
// migrating and seeding a fresh engine several; and the copy stays in memory, as before, with no
// file I/O while the tests run.

const MIGRATED = "migrated";
const ARCHIVE = "db.tar";

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

/** Opens an in-memory engine from the template's archive (an empty one without a template). */
export function openPgliteCopy(template: string | undefined): Promise<Database> {
  if (!template) return openDatabase({});
  return openDatabase({ loadDataDir: new Blob([readFileSync(path.join(template, ARCHIVE))]) });
}

/** Fills a database from `from`, then archives it into `building`. */
async function archiveAfter(
  building: string,
  from: string | undefined,
  work: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await openPgliteCopy(from);
  try {
    await work(database);
    if (database.kind !== "pglite") throw new Error("a PGlite template needs the embedded engine");
    const archive = await database.pglite.dumpDataDir("none");
    writeFileSync(path.join(building, ARCHIVE), Buffer.from(await archive.arrayBuffer()));
  } finally {
    await database.close();
  }
}

function ensureMigratedTemplate(run: TemplateRun): Promise<string> {
  return ensureTemplate(run, MIGRATED, (building) =>
    archiveAfter(building, undefined, async (database) => {
      await database.migrate();
      // pg-boss creates its schema on first start; the template saves every copy from it.
      const jobs = await startJobQueue(database);
      await jobs.stop();
    }),
  );
}

async function ensureSeededTemplate(run: TemplateRun, seedAt: Date): Promise<string> {
  const migrated = await ensureMigratedTemplate(run);
  // The demo's media files land in `building/media`, next to the archive whose rows name them.
  return ensureTemplate(run, seedKey(seedAt), (building) =>
    archiveAfter(building, migrated, (database) => seedDemo(database.db, { dataDir: building, now: seedAt })),
  );
}

/** The template a test app copies: seeded with the demo at `seedAt`, or only migrated. */
export function ensurePgliteTemplate(run: TemplateRun, seedAt?: Date): Promise<string> {
  return seedAt ? ensureSeededTemplate(run, seedAt) : ensureMigratedTemplate(run);
}
