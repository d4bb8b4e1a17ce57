/**
 * Revenue dashboards at network scale (issue targets on real PostgreSQL, 2-core machine):
 * 10,000,000 video-day rows (2,000 channels, 200,000 videos, 90 days) generated in SQL for one
 * owner. Measures the all-channels dashboard over 6 months from the owner's rollup (target p95
 * <= 100 ms) beside the same sums from the channel rollups, the video list page sorted by profit
 * from the owner's period builds (target p95 <= 150 ms) beside the same page without a build, the
 * time to make those builds, and the Excel export of 100,000 rows (target <= 10 s, < 300 MB).
 * Then custom ranges for the manager, and a member of 50 channels (BENCH_MEMBER_CHANNELS) whose fee
 * rate changes in November: dashboard, channel report and video list over latest, 6 months and a
 * custom range, from the channel rollups and the video months (docs/decisions/080), each with the
 * server's EXPLAIN ANALYZE time of its statements beside the time as called.
 * Run: DATABASE_URL=postgres://... npm run bench:revenue -w @studio/bench (own database
 * studio_bench_revenue; BENCH_CHANNELS scales it down: 2000 channels make 10M rows).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { periodRange, type VideoSort } from "@studio/contract";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";
import {
  accounts,
  feeRateChanges,
  networks,
  statsImports,
  videoExports,
  videoPeriodAsks,
  videoPeriodBuilds,
} from "../apps/api/src/db/schema";
import { channelFigures } from "../apps/api/src/modules/revenue/channel-figures";
import { buildDashboard } from "../apps/api/src/modules/revenue/dashboard";
import { dailySums } from "../apps/api/src/modules/revenue/queries";
import { rebuildChannelRollups } from "../apps/api/src/modules/revenue/read-models";
import { type RevenueScope, scopeOf } from "../apps/api/src/modules/revenue/scope";
import { videoPage } from "../apps/api/src/modules/revenue/video-list-queries";
import { recordAsk } from "../apps/api/src/modules/revenue/video-period-asks";
import { refreshVideoPeriods } from "../apps/api/src/modules/revenue/video-periods";
import { seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";
import { addDays, addHistory } from "./revenue-history";
import { serverTimes } from "./server-times";

const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 2_000);
const VIDEOS_PER_CHANNEL = 100;
const DAYS_PER_VIDEO = 50;
const LAST_DAY = "2026-11-19";
const OWNER_EMAIL = "bench-owner@studio.test";

// BENCH_DATABASE names another database, e.g. to measure a branch whose migrations differ.
const databaseUrl = await benchDatabaseUrl(process.env.BENCH_DATABASE ?? "studio_bench_revenue");
if (!databaseUrl) throw new Error("set DATABASE_URL: this bench measures PostgreSQL");
const database = await openDatabase({ databaseUrl });
await database.migrate();
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-revenue-"));
await seedDemo(database.db, { dataDir, now: new Date(`${LAST_DAY}T12:00:00Z`) });
const db = database.db;
const [network] = await db.select().from(networks).where(eq(networks.slug, "studio"));
if (!network) throw new Error("no demo network");

async function ownerAccount() {
  const [found] = await db.select().from(accounts).where(eq(accounts.email, OWNER_EMAIL));
  if (found) return found;
  const [creator] = await db.select().from(accounts).where(eq(accounts.email, "creator@studio.test"));
  const [inserted] = await db
    .insert(accounts)
    .values({
      networkId: network?.id ?? 0,
      email: OWNER_EMAIL,
      nickname: "BenchOwner",
      passwordHash: creator?.passwordHash ?? "",
      accountType: "mcn",
      referralCode: "BENCHOWNER",
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!inserted) throw new Error("owner not created");
  return inserted;
}

const owner = await ownerAccount();

async function benchMember(email: string, nickname: string) {
  const [found] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (found) return found;
  const [inserted] = await db
    .insert(accounts)
    .values({
      networkId: owner.networkId,
      email,
      nickname,
      passwordHash: owner.passwordHash,
      accountType: "mcn_creator_sub",
      managerId: owner.id,
      referralCode: nickname.toUpperCase(),
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!inserted) throw new Error("member not created");
  return inserted;
}
const timed = async <T>(label: string, work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

const [{ n: existing } = { n: 0 }] = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from channels where owner_id = ${owner.id}`),
);
if (existing < CHANNELS) {
  await timed(`generating ${CHANNELS} channels, videos and 90 days of facts`, async () => {
    await db.execute(sql`
      insert into channels (network_id, owner_id, platform_channel_id, handle, title, category, status, verification_code)
      select ${network.id}, ${owner.id}, 'UCbench' || g, 'bench' || g, 'Bench channel ' || g, 'music_dance', 'approved', 'BENCH' || g
      from generate_series(1, ${CHANNELS}::int) g`);
    await db.execute(sql`
      insert into videos (network_id, channel_id, platform_video_id, title, published_on, duration_seconds)
      select ${network.id}, c.id, c.platform_channel_id || 'v' || g, 'Bench video ' || c.id || '-' || g,
        ${LAST_DAY}::date - 89 + ((c.id * 7 + g * 13) % 40)::int, 15 + (g % 45)
      from channels c cross join generate_series(1, ${VIDEOS_PER_CHANNEL}::int) g where c.owner_id = ${owner.id}`);
    const ids = rowsOf<{ id: unknown }>(
      await db.execute(sql`select id from channels where owner_id = ${owner.id} order by id`),
    ).map((r) => Number(r.id));
    // The months' partitions first: facts of a month without one would wait in the default partition.
    await db.execute(sql`select video_facts_month_partition(m::date)
      from generate_series(date_trunc('month', ${LAST_DAY}::date - 89), ${LAST_DAY}::date, interval '1 month') m`);
    for (let i = 0; i < ids.length; i += 100) {
      const slice = ids.slice(i, i + 100);
      await db.execute(sql`
        insert into video_daily_stats (video_id, day, channel_id, views, premium_views, revenue_micro,
          premium_revenue_micro, watch_seconds, average_watch_rate_bp, countries)
        select v.id, v.published_on + d, v.channel_id, views, views / 10, views * 60, views * 14, views * 20,
          6000 + (v.id % 3000), jsonb_build_object('KR', views / 2, 'US', views / 4, 'JP', views - views / 2 - views / 4)
        from videos v cross join generate_series(0, ${DAYS_PER_VIDEO - 1}::int) d
        cross join lateral (select (100 + (v.id * 31 + d * 17) % 5000)::bigint as views) x
        where v.channel_id between ${slice[0] ?? 0} and ${slice.at(-1) ?? 0}`);
      process.stdout.write(`  facts for ${Math.min(i + 100, ids.length)}/${ids.length} channels\r`);
    }
    console.log("");
    const days = rowsOf<{ day: string }>(
      await db.execute(sql`select distinct day::text as day from video_daily_stats order by 1`),
    ).map((r) => r.day);
    await rebuildChannelRollups(
      db,
      sql`select distinct s.channel_id, s.day from video_daily_stats s
        join channels c on c.id = s.channel_id where c.owner_id = ${owner.id}`,
    );
    // Logged as one import, as the platform's files would be: the builds are made after it.
    await db.insert(statsImports).values({
      networkId: network.id,
      fileName: "bench-generated.csv",
      sha256: "bench",
      rows: 0,
      firstDay: days[0] ?? LAST_DAY,
      lastDay: LAST_DAY,
    });
    await db.execute(sql`analyze`);
  });
}
// BENCH_HISTORY_DAYS: that many older days of every video, to measure growth (bench/revenue-history.ts).
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 0);
const firstRecentDay = addDays(LAST_DAY, -89);
const [{ older } = { older: false }] = rowsOf<{ older: boolean }>(
  await db.execute(
    sql`select exists (select 1 from video_daily_stats s join channels c on c.id = s.channel_id
      where c.owner_id = ${owner.id} and s.day < ${firstRecentDay}::date) as older`,
  ),
);
if (HISTORY_DAYS > 0 && !older) {
  const deadline = process.env.BENCH_HISTORY_DEADLINE
    ? Date.parse(process.env.BENCH_HISTORY_DEADLINE)
    : undefined;
  await timed(`generating ${HISTORY_DAYS} days of history`, () =>
    addHistory(db, owner.id, firstRecentDay, HISTORY_DAYS, deadline),
  );
}
// The moment whose newest complete day is LAST_DAY (estimates appear 2 days later).
const NOW = new Date(Date.parse(`${LAST_DAY}T12:00:00Z`) + 2 * 86_400_000);
// Members: one assigned the first 1,000 channels (the export below), and one assigned 50 channels
// of the other half (MEMBER_CHANNELS), a realistic team member, whose fee rate was 20% from June
// and 30% from November (docs/decisions/079), so a range over both months splits at two rates.
const MEMBER_CHANNELS = Number(process.env.BENCH_MEMBER_CHANNELS ?? 50);
const ownerChannels = rowsOf<{ id: unknown }>(
  await db.execute(sql`select id from channels where owner_id = ${owner.id} order by id`),
).map((r) => Number(r.id));
// With fewer channels (BENCH_CHANNELS) the large member takes at most half, so the team member keeps some.
const half = ownerChannels.slice(
  0,
  Math.min(Math.ceil(100_000 / VIDEOS_PER_CHANNEL), Math.floor(ownerChannels.length / 2)),
);
const teamChannels = ownerChannels.slice(half.length, half.length + MEMBER_CHANNELS);
const member = await benchMember("bench-member@studio.test", "BenchMember");
const teamMember = await benchMember("bench-team-member@studio.test", "BenchTeamMember");
// `id in ()` is no SQL: an empty list (a small BENCH_CHANNELS) matches no channel.
const idIn = (ids: number[]) =>
  ids.length === 0
    ? sql`false`
    : sql`id in (${sql.join(
        ids.map((id) => sql`${id}::bigint`),
        sql`, `,
      )})`;
// Only rows whose member changes are written: an unchanged assignment keeps the owner's builds current.
const assigned = [...half, ...teamChannels];
await db.execute(sql`update channels set assigned_member_id = null
  where owner_id = ${owner.id} and assigned_member_id is not null and not (${idIn(assigned)})`);
await db.execute(sql`update channels set assigned_member_id = ${member.id}
  where ${idIn(half)} and assigned_member_id is distinct from ${member.id}`);
await db.execute(sql`update channels set assigned_member_id = ${teamMember.id}
  where ${idIn(teamChannels)} and assigned_member_id is distinct from ${teamMember.id}`);
await db.delete(feeRateChanges).where(eq(feeRateChanges.memberId, teamMember.id));
await db.insert(feeRateChanges).values(
  [
    ["2026-06-01", 2_000],
    ["2026-11-01", 3_000],
  ].map(([month, bp]) => ({
    networkId: network.id,
    memberId: teamMember.id,
    effectiveMonth: String(month),
    feeRateBp: Number(bp),
    changedBy: owner.id,
  })),
);
// BENCH_KEEP_BUILDS=1 keeps current builds (a rerun measures the queries without remaking them).
if (!process.env.BENCH_KEEP_BUILDS) {
  await db.delete(videoPeriodBuilds).where(eq(videoPeriodBuilds.accountId, owner.id));
  // An earlier run's ask would have its range built with the presets.
  await db.delete(videoPeriodAsks).where(eq(videoPeriodAsks.accountId, owner.id));
}
const built = await timed(
  "building the owner's video list periods (latest, this month, last month, 6 months)",
  () => refreshVideoPeriods(db, NOW, [owner.id]),
);

const [{ rows: factRows } = { rows: 0 }] = rowsOf<{ rows: number }>(
  await db.execute(sql`select count(*)::int as rows from video_daily_stats`),
);
const scope = await scopeOf(db, owner, {});
const range = periodRange("six_months", LAST_DAY);
console.log(
  `facts: ${factRows} rows; owner channels: ${scope.channelIds.length}; period ${range.start}..${range.end}`,
);

async function measure(label: string, runs: number, work: () => Promise<unknown>) {
  const samples: number[] = [];
  await work();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  // The server's own time of the same statements (EXPLAIN ANALYZE), free of this machine's Node.
  const server = (await serverTimes(database, work, Math.min(runs, 10))) ?? [];
  const figure = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
  console.log(`${label.padEnd(66)} ${figure(samples)}${server.length ? `; server ${figure(server)}` : ""}`);
}

const dashboardRequest = { range, currency: "CNY" as const, language: "en" as const, maxDate: LAST_DAY };
await measure("dashboard totals + trend, all channels, 6 months (rollup)", 30, () =>
  buildDashboard(db, scope, dashboardRequest),
);
const channelScope: RevenueScope = { ...scope, ownerRollupAccountId: null };
await measure("same sums from the channel rollups", 10, () => dailySums(db, channelScope, range));
console.log(`period builds made: ${built}`);
const thisMonth = periodRange("this_month", LAST_DAY);
const listAsk = (sort: VideoSort, over: typeof range, page = 0) => ({ range: over, sort, page, size: 50 });
await measure("video list page 1, sorted by profit, 6 months", 30, () =>
  videoPage(db, scope, listAsk("profit_desc", range)),
);
await measure("video list page 1, sorted by profit, this month", 30, () =>
  videoPage(db, scope, listAsk("profit_desc", thisMonth)),
);
await measure("video list page 1, newest first (default), 6 months", 30, () =>
  videoPage(db, scope, listAsk("date_desc", range)),
);
await measure("video list page 20, sorted by price, 6 months", 30, () =>
  videoPage(db, scope, listAsk("price_desc", range, 19)),
);
await measure("video list, one channel, by profit, 6 months", 30, () =>
  videoPage(
    db,
    { ...scope, channelIds: scope.channelIds.slice(7, 8), ownerRollupAccountId: null },
    listAsk("profit_desc", range),
  ),
);
// Without an owner the list cannot use a build: the same page from the video months and edge days.
const noBuild: RevenueScope = { ...scope, ownerAccountId: null };
await measure("same profit page, 6 months, from the video months (no build)", 5, () =>
  videoPage(db, noBuild, listAsk("profit_desc", range)),
);
await measure("same profit page, this month, from the video months (no build)", 5, () =>
  videoPage(db, noBuild, listAsk("profit_desc", thisMonth)),
);

// Custom ranges: any start and end, so no build; the dashboard reads rollups, the list the
// video months plus the days of the months it covers in part (docs/decisions/080).
const custom = { start: "2026-08-14", end: "2026-11-05" };
const latest = periodRange("latest", LAST_DAY);
const ownerCustom = { ...dashboardRequest, range: custom, maxDate: LAST_DAY };
await measure("manager: dashboard, all channels, custom range", 30, () =>
  buildDashboard(db, scope, ownerCustom),
);
const teamFilter = await scopeOf(db, owner, { subaccount: teamMember.id });
await measure("manager: dashboard filtered by the 50-channel member, custom", 30, () =>
  buildDashboard(db, teamFilter, ownerCustom),
);
await measure("manager: video list by profit, filtered by that member, custom", 30, () =>
  videoPage(db, teamFilter, listAsk("profit_desc", custom)),
);
await measure("manager: video list, one channel, by profit, custom", 30, () =>
  videoPage(
    db,
    { ...scope, channelIds: scope.channelIds.slice(7, 8), ownerRollupAccountId: null },
    listAsk("profit_desc", custom),
  ),
);
await measure("manager: video list by profit, all 2,000 channels, custom", 5, () =>
  videoPage(db, scope, listAsk("profit_desc", custom)),
);
// The first answer recorded the ask; the refresh it queues builds the range (docs/decisions/116).
await recordAsk(db, owner.id, custom, NOW);
await timed("building the custom range on demand (the refresh an ask queues)", () =>
  refreshVideoPeriods(db, NOW, [owner.id]),
);
await measure("manager: video list by profit, all 2,000 channels, custom, once built", 30, () =>
  videoPage(db, scope, listAsk("profit_desc", custom)),
);
await measure("manager: video list newest first, page 5, all channels, custom, once built", 30, () =>
  videoPage(db, scope, listAsk("date_desc", custom, 4)),
);

// The member's own figures: their 50 channels at 20% until October and 30% from November.
const teamScope = await scopeOf(db, teamMember, {});
console.log(
  `member: ${teamScope.channelIds.length} channels, ${teamScope.channelIds.length * VIDEOS_PER_CHANNEL} videos`,
);
for (const [name, over] of [
  ["latest", latest],
  ["6 months", range],
  ["custom", custom],
] as const) {
  await measure(`member: dashboard totals + trend, ${name}`, 30, () =>
    buildDashboard(db, teamScope, { ...dashboardRequest, range: over }),
  );
  await measure(`member: video list page 1 by profit, ${name}`, 30, () =>
    videoPage(db, teamScope, listAsk("profit_desc", over)),
  );
}
await measure("member: video list newest first, page 5, custom", 30, () =>
  videoPage(db, teamScope, listAsk("date_desc", custom, 4)),
);
await measure("member: channel report, custom", 30, () => channelFigures(db, teamScope, custom));
// The 1,000-channel member (100,000 videos): a team far larger than usual.
const bigScope = await scopeOf(db, member, {});
await measure("member with 1,000 channels: dashboard, custom", 10, () =>
  buildDashboard(db, bigScope, { ...dashboardRequest, range: custom }),
);
await measure("member with 1,000 channels: video list by profit, custom", 5, () =>
  videoPage(db, bigScope, listAsk("profit_desc", custom)),
);

// The Excel report of 100,000 videos: the member assigned the first 1,000 channels exports theirs,
// as the manager would with the member filter.
const [job] = await db
  .insert(videoExports)
  .values({
    networkId: network.id,
    accountId: owner.id,
    format: "xlsx",
    params: {
      start: range.start,
      end: range.end,
      sort: "profit_desc",
      subaccount: member.id,
      currency: "USD",
      language: "en",
    },
  })
  .returning();
const run = spawnSync(
  "npx",
  ["tsx", "--expose-gc", "export-job.ts", databaseUrl, dataDir, String(job?.id ?? 0)],
  {
    cwd: import.meta.dirname,
    encoding: "utf8",
  },
);
if (run.status !== 0) throw new Error(`export job failed: ${run.stderr}`);
const exported = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "{}") as {
  rows: number;
  status: string;
  seconds: number;
  baseline: number;
  peak: number;
  peakHeap: number;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
console.log(
  `Excel export (its own process): ${exported.rows} rows, ${exported.status}, in ${exported.seconds.toFixed(1)} s, ` +
    `peak RSS ${mb(exported.peak)} (${mb(exported.baseline)} at its start), peak JS heap + buffers ` +
    `${mb(exported.peakHeap)}; ${half.length} channels`,
);
await database.close();
