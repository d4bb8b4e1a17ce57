/**
 * Runs one video export job in a process of its own and prints its peak memory as JSON, so the
 * figure is the job's and not that of the bench which generated 10M rows before it.
 * Usage (from revenue.bench.ts): tsx export-job.ts <database url> <data dir> <export id>
 */
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import { eq } from "drizzle-orm";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { videoExports } from "../apps/api/src/db/schema";
import type { AppDeps } from "../apps/api/src/deps";
import { runVideoExport } from "../apps/api/src/modules/revenue/video-export";

const [databaseUrl = "", dataDir = "", exportId = "0"] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl });
const db = database.db;
// The job needs only the database, the data folder and the clock.
const deps = { db, config: testConfig({ DATA_DIR: dataDir }), now: () => new Date() } as unknown as AppDeps;
// Start from a settled heap: loading the modules leaves garbage the first collection frees.
const collect = (globalThis as { gc?: () => void }).gc;
collect?.();
await new Promise((resolve) => setTimeout(resolve, 200));
collect?.();
const baseline = process.memoryUsage().rss;
let peakHeap = process.memoryUsage().heapUsed;
let peak = baseline;
// The young generation's size: V8 grows it with the allocation rate, and it is resident (decision 149).
const newSpace = () =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
let peakNewSpace = newSpace();
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peak = Math.max(peak, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed + usage.external);
  peakNewSpace = Math.max(peakNewSpace, newSpace());
}, 20);
const started = performance.now();
await runVideoExport(deps, Number(exportId));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const [done] = await db
  .select()
  .from(videoExports)
  .where(eq(videoExports.id, Number(exportId)));
await database.close();
console.log(
  JSON.stringify({ rows: done?.rows, status: done?.status, seconds, baseline, peak, peakHeap, peakNewSpace }),
);
