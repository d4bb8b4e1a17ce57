/**
 * The revenue reads of this tree and of an earlier one, side by side on the database
 * revenue.bench.ts generated (docs/decisions/146): each case alternates the two versions, so a
 * loaded machine weighs on both alike, and says whether they answered the same. Each call runs as
 * the routes run it, on one read-only snapshot (`onOneSnapshot`).
 * Run: git archive <commit> apps/api packages | tar -x -C /tmp/before, link node_modules and
 * apps/api/node_modules there, then
 * DATABASE_URL=postgres://... BENCH_BEFORE=/tmp/before npx tsx revenue-side-by-side.bench.ts
 * (BENCH_DATABASE as revenue.bench.ts; BENCH_ONLY=<part of a case's name> runs those cases alone).
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { type DateRange, periodRange, type VideoSort } from "@studio/contract";
import { eq } from "drizzle-orm";
import { type Db, openDatabase } from "../apps/api/src/db/client";
import { accounts } from "../apps/api/src/db/schema";
import * as channelFiguresModule from "../apps/api/src/modules/revenue/channel-figures";
import * as dashboardModule from "../apps/api/src/modules/revenue/dashboard";
import * as queriesModule from "../apps/api/src/modules/revenue/queries";
import { type RevenueScope, scopeOf } from "../apps/api/src/modules/revenue/scope";
import * as videoListModule from "../apps/api/src/modules/revenue/video-list-queries";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";

const before = process.env.BENCH_BEFORE;
if (!before) throw new Error("set BENCH_BEFORE to an earlier tree (see the header)");
const databaseUrl = await benchDatabaseUrl(process.env.BENCH_DATABASE ?? "studio_bench_revenue");
if (!databaseUrl) throw new Error("set DATABASE_URL: this bench measures PostgreSQL");

interface Version {
  buildDashboard: typeof dashboardModule.buildDashboard;
  dailySums: typeof queriesModule.dailySums;
  onOneSnapshot: typeof queriesModule.onOneSnapshot;
  videoPage: typeof videoListModule.videoPage;
  channelFigures: typeof channelFiguresModule.channelFigures;
}
const versionOf = (
  dashboard: Version["buildDashboard"],
  queries: typeof queriesModule,
  list: typeof videoListModule,
  figures: typeof channelFiguresModule,
): Version => ({
  buildDashboard: dashboard,
  dailySums: queries.dailySums,
  onOneSnapshot: queries.onOneSnapshot,
  videoPage: list.videoPage,
  channelFigures: figures.channelFigures,
});
const now = versionOf(dashboardModule.buildDashboard, queriesModule, videoListModule, channelFiguresModule);
const revenueDir = path.join(path.resolve(before), "apps/api/src/modules/revenue");
const then = versionOf(
  ((await import(path.join(revenueDir, "dashboard.ts"))) as typeof dashboardModule).buildDashboard,
  (await import(path.join(revenueDir, "queries.ts"))) as typeof queriesModule,
  (await import(path.join(revenueDir, "video-list-queries.ts"))) as typeof videoListModule,
  (await import(path.join(revenueDir, "channel-figures.ts"))) as typeof channelFiguresModule,
);

const database = await openDatabase({ databaseUrl });
const db = database.db;
const LAST_DAY = "2026-11-19";
const accountOf = async (email: string) => {
  const [found] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!found) throw new Error(`${email} not found: run revenue.bench.ts first`);
  return found;
};
const owner = await accountOf("bench-owner@studio.test");
const teamMember = await accountOf("bench-team-member@studio.test");
const bigMember = await accountOf("bench-member@studio.test");
const ownerScope = await scopeOf(db, owner, {});
const teamScope = await scopeOf(db, teamMember, {});
const teamFilter = await scopeOf(db, owner, { subaccount: teamMember.id });
const bigScope = await scopeOf(db, bigMember, {});
const oneChannel: RevenueScope = {
  ...ownerScope,
  channelIds: ownerScope.channelIds.slice(7, 8),
  ownerRollupAccountId: null,
};
const sixMonths = periodRange("six_months", LAST_DAY);
const latest = periodRange("latest", LAST_DAY);
const thisMonth = periodRange("this_month", LAST_DAY);
const custom = { start: "2026-08-14", end: "2026-11-05" };
const dashboard = (range: DateRange) => ({
  range,
  currency: "CNY" as const,
  language: "en" as const,
  maxDate: LAST_DAY,
});
const page = (range: DateRange, sort: VideoSort = "profit_desc", at = 0) => ({
  range,
  sort,
  page: at,
  size: 50,
});

const cases: [string, number, (v: Version, tx: Db) => Promise<unknown>][] = [
  [
    "manager: dashboard, all channels, 6 months",
    30,
    (v, tx) => v.buildDashboard(tx, ownerScope, dashboard(sixMonths)),
  ],
  [
    "manager: dashboard, all channels, latest",
    30,
    (v, tx) => v.buildDashboard(tx, ownerScope, dashboard(latest)),
  ],
  [
    "manager: dashboard, all channels, custom",
    30,
    (v, tx) => v.buildDashboard(tx, ownerScope, dashboard(custom)),
  ],
  [
    "manager: daily sums of 6 months (the confirmed months' card)",
    20,
    (v, tx) => v.dailySums(tx, ownerScope, sixMonths),
  ],
  [
    "manager: dashboard filtered by the 50-channel member, custom",
    30,
    (v, tx) => v.buildDashboard(tx, teamFilter, dashboard(custom)),
  ],
  [
    "manager: video list by profit, 6 months (build)",
    30,
    (v, tx) => v.videoPage(tx, ownerScope, page(sixMonths)),
  ],
  [
    "manager: video list by profit, this month (build)",
    30,
    (v, tx) => v.videoPage(tx, ownerScope, page(thisMonth)),
  ],
  [
    "manager: video list by profit, custom (once built)",
    30,
    (v, tx) => v.videoPage(tx, ownerScope, page(custom)),
  ],
  ["manager: video list of one channel, custom", 30, (v, tx) => v.videoPage(tx, oneChannel, page(custom))],
  [
    "manager: video list filtered by the 50-channel member, custom",
    20,
    (v, tx) => v.videoPage(tx, teamFilter, page(custom)),
  ],
  ["member: dashboard, latest", 30, (v, tx) => v.buildDashboard(tx, teamScope, dashboard(latest))],
  ["member: dashboard, 6 months", 30, (v, tx) => v.buildDashboard(tx, teamScope, dashboard(sixMonths))],
  ["member: dashboard, custom", 30, (v, tx) => v.buildDashboard(tx, teamScope, dashboard(custom))],
  ["member: channel report, custom", 30, (v, tx) => v.channelFigures(tx, teamScope, custom)],
  ["member: video list by profit, latest", 20, (v, tx) => v.videoPage(tx, teamScope, page(latest))],
  ["member: video list by profit, 6 months", 20, (v, tx) => v.videoPage(tx, teamScope, page(sixMonths))],
  ["member: video list by profit, custom", 20, (v, tx) => v.videoPage(tx, teamScope, page(custom))],
  [
    "member: video list newest first, page 5, custom",
    20,
    (v, tx) => v.videoPage(tx, teamScope, page(custom, "date_desc", 4)),
  ],
  [
    "member with 1,000 channels: dashboard, custom",
    10,
    (v, tx) => v.buildDashboard(tx, bigScope, dashboard(custom)),
  ],
  [
    "member with 1,000 channels: video list by profit, custom",
    4,
    (v, tx) => v.videoPage(tx, bigScope, page(custom)),
  ],
  [
    "manager: video list, all channels, custom, without a build (a first ask)",
    3,
    (v, tx) => v.videoPage(tx, { ...ownerScope, ownerAccountId: null }, page(custom)),
  ],
];

// Maps and bigints compared as text: the same answer prints the same.
const asText = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "bigint" ? v.toString() : v instanceof Map ? Object.fromEntries(v) : v,
  );
const figure = (samples: number[]) =>
  `${percentile(samples, 50).toFixed(1)} / ${percentile(samples, 95).toFixed(1)} ms`;
console.log("| p50 / p95, as called on one snapshot | before | after | answers |");
console.log("| --- | --- | --- | --- |");
for (const [label, runs, work] of cases) {
  if (process.env.BENCH_ONLY && !label.includes(process.env.BENCH_ONLY)) continue;
  const call = (version: Version) => version.onOneSnapshot(db, (tx) => work(version, tx));
  const same = asText(await call(then)) === asText(await call(now));
  const samples = new Map<Version, number[]>([
    [then, []],
    [now, []],
  ]);
  for (let round = 0; round < runs; round++) {
    // Each goes first every other round.
    for (const version of round % 2 === 0 ? [then, now] : [now, then]) {
      const started = performance.now();
      await call(version);
      samples.get(version)?.push(performance.now() - started);
    }
  }
  console.log(
    `| ${label} | ${figure(samples.get(then) ?? [])} | ${figure(samples.get(now) ?? [])} | ${same ? "same" : "**differ**"} |`,
  );
}
await database.close();
