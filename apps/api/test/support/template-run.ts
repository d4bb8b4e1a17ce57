import path from "node:path";
import { inject } from "vitest";

/** What the integration run's global setup hands every test file (see global-setup.ts). */
export interface TemplateRun {
  /** Unique to this run: names its PostgreSQL templates, so concurrent runs never share one. */
  id: string;
  /** Folder of this run's PGlite templates and the demo media files of every seeded template. */
  dir: string;
  /** The instant the run's default demo template was seeded at; files without `now` start there. */
  seededAt: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    templateRun: TemplateRun;
  }
}

export function templateRun(): TemplateRun {
  const run = inject("templateRun");
  if (!run) throw new Error("no template run: integration tests need vitest.config.ts's globalSetup");
  return run;
}

/** The file-name-safe key of a seed instant. */
export const seedKey = (at: Date) => `seed_${at.getTime().toString(36)}`;

/** A template's folder in the run: its demo media files (`media/`) and, on PGlite, its data (`db/`). */
export const templateDir = (run: TemplateRun, key: string) => path.join(run.dir, key);
