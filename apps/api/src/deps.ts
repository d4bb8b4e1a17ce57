import type { Config } from "./config";
import type { Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { PlatformAdapter } from "./lib/platform-adapter";

/** What every module may use; built once per app so tests can swap the clock or the database. */
export interface AppDeps {
  config: Config;
  db: Db;
  jobs: JobQueue;
  /** The video platform (YouTube, or the sandbox platform in demo and tests). */
  platform: PlatformAdapter;
  /** The current time; tests inject their own. */
  now(): Date;
}
