/**
 * A 240,000-row platform report (200 channels x 40 videos x 30 days) imported through the staff API
 * (`admin/stats/import`, app.inject) while `GET /api/site/meta` is asked every 20 ms. The asks are
 * open loop: each one's latency counts from when it was due, so a stall counts against every ask
 * it holds up. Target: site/meta p95 <= 200 ms during the import, on both engines. The file is
 * imported twice: new days, then the same days replaced.
 * Run: npm run bench:import -w @studio/bench (PGlite in a temporary folder); with DATABASE_URL it
 * runs on PostgreSQL in a database of its own, studio_bench_import (or BENCH_DATABASE).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { addDays } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { accounts, networks } from "../apps/api/src/db/schema";
import { rowsOf } from "../apps/api/src/modules/revenue/parsed-rows";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";

const CHANNELS = 200;
const VIDEOS_PER_CHANNEL = 40;
const DAYS = 30;
const LAST_DAY = "2026-11-19";
const ASK_EVERY_MS = 20;

// BENCH_DATABASE names another database, so two runs beside each other never share one.
const databaseUrl = await benchDatabaseUrl(process.env.BENCH_DATABASE ?? "studio_bench_import");
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-import-"));
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, "db") });
await database.migrate();
await seedDemo(database.db, { dataDir, now: new Date(`${LAST_DAY}T12:00:00Z`) });
const db = database.db;
const [network] = await db.select().from(networks).where(eq(networks.slug, "studio"));
const [creator] = await db.select().from(accounts).where(eq(accounts.email, "creator@studio.test"));
if (!network || !creator) throw new Error("no demo network");

// The bench's channels, owned by the demo creator (made once per database).
await db.execute(sql`
  insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
  select ${network.id}, ${creator.id}, 'UCimport' || g, 'import' || g, 'Import channel ' || g, 'music_dance',
    'approved', 'IMPORT' || g
  from generate_series(1, ${CHANNELS}::int) g
  on conflict do nothing`);
const channelCount = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from channels where platform_channel_id like 'UCimport%'`),
)[0]?.n;

function reportFile(): string {
  const lines = [
    "date,channel_id,video_id,title,published_on,duration_seconds,isrc,views,premium_views,revenue_usd,premium_revenue_usd,watch_seconds,average_watch_rate,countries",
  ];
  const first = addDays(LAST_DAY, -(DAYS - 1));
  for (let c = 1; c <= CHANNELS; c++) {
    for (let v = 1; v <= VIDEOS_PER_CHANNEL; v++) {
      for (let d = 0; d < DAYS; d++) {
        const views = 1_000 + ((c * 31 + v * 17 + d * 7) % 5_000);
        const premium = Math.floor(views / 10);
        const revenue = (views * 60) / 1_000_000;
        lines.push(
          `${addDays(first, d)},UCimport${c},imp${c}v${v},"Import video ${c}-${v}, a bench",2026-10-01,${20 + (v % 40)},,` +
            `${views},${premium},${revenue.toFixed(6)},${(revenue / 5).toFixed(6)},${views * 25},61.5,KR:${views - premium}|US:${premium}`,
        );
      }
    }
  }
  return lines.join("\n");
}

const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
const login = await app.inject({
  method: "POST",
  url: "/api/member/login",
  payload: { id: "staff@studio.test", password: DEMO_PASSWORD },
});
const token = login.json<{ data: { token: string } }>().data.token;
const file = reportFile();
console.log(
  `engine: ${database.kind}; channels: ${channelCount}; file: ${(file.length / 1e6).toFixed(1)} MB, ` +
    `${CHANNELS * VIDEOS_PER_CHANNEL * DAYS} rows`,
);

/** Imports the file while site/meta is asked every ASK_EVERY_MS; prints both sides. */
async function importWhileAsking(label: string): Promise<void> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const startedAt = performance.now();
  let due = startedAt;
  // Catches up on every ask that fell due while the event loop was held, timed from when it was due.
  const asker = setInterval(() => {
    for (; due <= performance.now(); due += ASK_EVERY_MS) {
      const dueAt = due;
      pending.push(
        app.inject({ method: "GET", url: "/api/site/meta" }).then(() => {
          latencies.push(performance.now() - dueAt);
        }),
      );
    }
  }, ASK_EVERY_MS / 2);
  loop.enable();
  const form = new FormData();
  form.append("file", new Blob([file], { type: "text/csv" }), "bench-report.csv");
  const answer = await app.inject({
    method: "POST",
    url: "/api/admin/stats/import",
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
  const seconds = (performance.now() - startedAt) / 1000;
  // A stall at the very end (the switch) must still be counted: let the asker and the delay
  // monitor run once more before stopping them.
  await new Promise((resolve) => setTimeout(resolve, 3 * ASK_EVERY_MS));
  clearInterval(asker);
  loop.disable();
  await Promise.all(pending);
  const report = answer.json<{ data?: { imported: number; rejected: unknown[] } }>().data;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${label}: imported ${report?.imported ?? "?"} rows (${report?.rejected.length ?? "?"} rejected) in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `  site/meta during it: ${latencies.length} asks, p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`,
  );
  console.log(`  event loop delay: p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`);
}

await importWhileAsking("new days");
await importWhileAsking("the same days again (replaced)");
await app.close();
await database.close();
