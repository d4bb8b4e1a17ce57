import type { Config } from "./config";
import type { Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { PlatformAdapter } from "./lib/platform-adapter";
import type { Storage } from "./lib/storage";

/** What every module may use; built once per app so tests can swap the clock or the database. */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * Where the dashboards' and reports' reads go: the replica (DATABASE_READ_URL) while it is fit,
   * else `db`, which it is when no replica is set. Writes, and reads that must see them, use `db`
   * (docs/decisions/148).
   */
  readDb: Db;
  jobs: JobQueue;
  /** The video platform (YouTube, or the sandbox platform in demo and tests). */
  platform: PlatformAdapter;
  /** Files shared by every node: a folder (DATA_DIR) or S3 (STORAGE_URL; docs/decisions/137). */
  storage: Storage;
  /** This node's name in the claims it writes (host, process, a random part). */
  nodeId: string;
  /** The current time; tests inject their own. */
  now(): Date;
}
