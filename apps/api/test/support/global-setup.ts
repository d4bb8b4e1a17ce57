import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensurePgliteTemplate } from "./pglite-templates";
import { dropRunTemplates, preparePostgresTemplates } from "./postgres-templates";
import type { TemplateRun } from "./template-run";
import { testEngine } from "./test-database";

const RUN_FOLDER_PREFIX = "studio-templates-";
/** Run folders older than this are leftovers of a crashed run (a run takes minutes). */
const STALE_MS = 2 * 60 * 60 * 1000;

function removeStaleRunFolders(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(RUN_FOLDER_PREFIX)) continue;
    const folder = path.join(tmpdir(), name);
    if (Date.now() - statSync(folder).mtimeMs > STALE_MS) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Once per integration run, before any test file: migrate and seed the demo into a template of
 * the engine under test, so each file copies a database instead of building one. Files that seed
 * at an instant of their own get that template built once, on first use, by the file that asks.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = testEngine();
  removeStaleRunFolders();
  const seededAt = new Date();
  const run: TemplateRun = {
    // Starts with the second it began, so a crashed run's templates can be told stale by name.
    id: `${Math.floor(seededAt.getTime() / 1000)}_${randomBytes(4).toString("hex")}`,
    dir: mkdtempSync(path.join(tmpdir(), RUN_FOLDER_PREFIX)),
    seededAt: seededAt.toISOString(),
  };
  if (engine === "postgres") await preparePostgresTemplates(run, seededAt);
  else await ensurePgliteTemplate(run, seededAt);
  project.provide("templateRun", run);
  return async () => {
    try {
      if (engine === "postgres") await dropRunTemplates(run);
    } finally {
      rmSync(run.dir, { recursive: true, force: true });
    }
  };
}
