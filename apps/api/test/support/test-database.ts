import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "../../src/db/client";
import { ensurePgliteTemplate, openPgliteCopy } from "./pglite-templates";
import { createScratchDatabase } from "./postgres-templates";
import { seedKey, type TemplateRun, templateDir } from "./template-run";

/** Which engine the integration tests run on: `TEST_DB=pglite` (default) or `TEST_DB=postgres`. */
export type Engine = "pglite" | "postgres";

export function testEngine(): Engine {
  const value = process.env.TEST_DB ?? "pglite";
  if (value !== "pglite" && value !== "postgres")
    throw new Error(`TEST_DB must be pglite or postgres, not ${value}`);
  return value;
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and removes the copy. */
  dispose(): Promise<void>;
}

/**
 * A database of one test app's own, copied from the run's templates: seeded with the demo at
 * `seedAt` (its media files copied into `dataDir`), or only migrated when `seedAt` is undefined.
 */
export async function openTestDatabase(
  engine: Engine,
  run: TemplateRun,
  options: { seedAt: Date | undefined; dataDir: string },
): Promise<TestDatabase> {
  const { seedAt, dataDir } = options;
  let database: Database;
  let removeCopy: () => Promise<void>;
  if (engine === "postgres") {
    const scratch = await createScratchDatabase(run, seedAt);
    removeCopy = scratch.drop;
    database = await openDatabase({ databaseUrl: scratch.url }).catch(async (error: unknown) => {
      await scratch.drop();
      throw error;
    });
  } else {
    // In memory: closing the engine is all the clean-up there is.
    database = await openPgliteCopy(await ensurePgliteTemplate(run, seedAt));
    removeCopy = async () => {};
  }
  const opened = database;
  const dispose = async () => {
    try {
      await opened.close();
    } finally {
      await removeCopy();
    }
  };
  if (seedAt) {
    const media = path.join(templateDir(run, seedKey(seedAt)), "media");
    try {
      if (existsSync(media)) cpSync(media, path.join(dataDir, "media"), { recursive: true });
    } catch (error) {
      await dispose();
      throw error;
    }
  }
  return { database, dispose };
}
