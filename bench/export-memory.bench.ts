/**
 * The Excel export of 100,000 rows (issue 38 target: < 300 MB peak RSS, <= 10 s), small enough to
 * generate in seconds: 1,000 channels of 100 videos, each video with a few days of facts in the range
 * (the export's size is its rows, not the facts behind them). The owner exports the whole network,
 * six months, sorted by profit; each run is the job in a process of its own (bench/export-job.ts).
 * Runs alternate Node's default flags with the flags production starts the server with (the job runs
 * in the server: `--max-semi-space-size=16`, docs/decisions/149), so before and after come from the
 * same machine at the same time.
 *
 * Run: DATABASE_URL=postgres://... npm run bench:export -w @studio/bench (own database
 * studio_bench_export, BENCH_DATABASE to name another; BENCH_EXPORT_RUNS pairs, default 2;
 * BENCH_EXPORT_FORMAT xlsx or csv).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { periodRange } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";
import { accounts, networks, statsImports, videoExports } from "../apps/api/src/db/schema";
import { rebuildChannelRollups } from "../apps/api/src/modules/revenue/read-models";
import { seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";

const CHANNELS = 1_000;
const VIDEOS_PER_CHANNEL = 100;
const DAYS_PER_VIDEO = 3;
const LAST_DAY = "2026-11-19";
const OWNER_EMAIL = "bench-export-owner@studio.test";
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const FORMAT = process.env.BENCH_EXPORT_FORMAT === "csv" ? "csv" : "xlsx";

const databaseUrl = await benchDatabaseUrl(process.env.BENCH_DATABASE ?? "studio_bench_export");
if (!databaseUrl) throw new Error("set DATABASE_URL: this bench measures PostgreSQL");
const database = await openDatabase({ databaseUrl });
await database.migrate();
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-export-"));
await seedDemo(database.db, { dataDir, now: new Date(`${LAST_DAY}T12:00:00Z`) });
const db = database.db;
const [network] = await db.select().from(networks).where(eq(networks.slug, "studio"));
if (!network) throw new Error("no demo network");

let [owner] = await db.select().from(accounts).where(eq(accounts.email, OWNER_EMAIL));
if (!owner) {
  const [creator] = await db.select().from(accounts).where(eq(accounts.email, "creator@studio.test"));
  [owner] = await db
    .insert(accounts)
    .values({
      networkId: network.id,
      email: OWNER_EMAIL,
      nickname: "BenchExportOwner",
      passwordHash: creator?.passwordHash ?? "",
      accountType: "mcn",
      referralCode: "BENCHEXPORT",
      emailVerifiedAt: new Date(),
    })
    .returning();
}
if (!owner) throw new Error("owner not created");

const [{ n: existing } = { n: 0 }] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from channels where owner_id = ${owner.id}`),
);
if (existing < CHANNELS) {
  const started = Date.now();
  await db.execute(sql`
    insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
    select ${network.id}, ${owner.id}, 'UCexport' || g, 'export' || g, 'Export channel ' || g, 'music_dance', 'approved', 'EXPORT' || g
    from generate_series(1, ${CHANNELS}::int) g`);
  await db.execute(sql`
    insert into videos (network_id, channel_id, platform_video_id, title, published_on, duration_seconds)
    select ${network.id}, c.id, c.platform_channel_id || 'v' || g, 'Export video ' || c.id || '-' || g,
      ${LAST_DAY}::date - 60 + ((c.id * 7 + g * 13) % 40)::int, 15 + (g % 45)
    from channels c cross join generate_series(1, ${VIDEOS_PER_CHANNEL}::int) g where c.owner_id = ${owner.id}`);
  await db.execute(sql`
    insert into video_daily_stats (video_id, day, channel_id, views, premium_views, revenue_micro,
      premium_revenue_micro, watch_seconds, average_watch_rate_bp, countries)
    select v.id, v.published_on + d, v.channel_id, views, views / 10, views * 60, views * 14, views * 20,
      6000 + (v.id % 3000), jsonb_build_object('KR', views / 2, 'US', views - views / 2)
    from videos v join channels c on c.id = v.channel_id
    cross join generate_series(0, ${DAYS_PER_VIDEO - 1}::int) d
    cross join lateral (select (100 + (v.id * 31 + d * 17) % 5000)::bigint as views) x
    where c.owner_id = ${owner.id}`);
  await rebuildChannelRollups(
    db,
    sql`select distinct s.channel_id, s.day from video_daily_stats s
      join channels c on c.id = s.channel_id where c.owner_id = ${owner.id}`,
  );
  await db.insert(statsImports).values({
    networkId: network.id,
    fileName: "bench-export-generated.csv",
    sha256: "bench-export",
    rows: 0,
    firstDay: "2026-09-01",
    lastDay: LAST_DAY,
  });
  await db.execute(sql`analyze`);
  console.log(
    `generated ${CHANNELS * VIDEOS_PER_CHANNEL} videos in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const range = periodRange("six_months", LAST_DAY);
interface JobFigures {
  rows: number;
  status: string;
  seconds: number;
  baseline: number;
  peak: number;
  peakHeap: number;
  peakNewSpace: number;
}

/** The flags production starts the server with (apps/api/package.json `serve`, docs/decisions/149). */
const PRODUCTION_NODE_OPTIONS = "--max-semi-space-size=16";

/** One export as the job in a process of its own, with the given node flags. */
async function runJob(nodeOptions: string): Promise<JobFigures> {
  const [job] = await db
    .insert(videoExports)
    .values({
      networkId: network?.id ?? 0,
      accountId: owner?.id ?? 0,
      format: FORMAT,
      params: { start: range.start, end: range.end, sort: "profit_desc", currency: "USD", language: "en" },
    })
    .returning();
  const run = spawnSync(
    "npx",
    ["tsx", "--expose-gc", "export-job.ts", databaseUrl ?? "", dataDir, String(job?.id ?? 0)],
    {
      cwd: import.meta.dirname,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: nodeOptions },
    },
  );
  if (run.status !== 0) throw new Error(`export job failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as JobFigures;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" / ");
console.log(
  `\n${FORMAT} export of the whole network, ${range.start}..${range.end}, each run the job in its own process\n`,
);
console.log(
  "| node flags | rows | seconds | peak RSS MB | RSS at the job's start MB | added MB | peak JS heap + buffers MB | young generation MB | load average |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (let pair = 0; pair < RUNS; pair++) {
  for (const nodeOptions of ["", PRODUCTION_NODE_OPTIONS]) {
    const f = await runJob(nodeOptions);
    console.log(
      `| ${nodeOptions || "Node's defaults (before)"} | ${f.rows} | ${f.seconds.toFixed(1)} | ${mb(f.peak)} | ` +
        `${mb(f.baseline)} | ${mb(f.peak - f.baseline)} | ${mb(f.peakHeap)} | ${mb(f.peakNewSpace)} | ${load()} |`,
    );
  }
}
await database.close();
