/**
 * The least work an exact first answer of a new custom range over a whole large network can do
 * (docs/decisions/123): 200,000 videos, and for each the sums of the range's two whole months
 * in tables shaped like `video_monthly_stats` and `video_daily_stats`. Measured: the two months
 * alone (one row per video and month, no edge day, no join, no page's names), then with the
 * range's 23 edge days as the list reads them. Both answer what the list must: the count, the
 * totals and the 20 videos of the most profit.
 * Run: DATABASE_URL=postgres://... npm run bench:range-floor -w @studio/bench (own database
 * studio_bench_range_floor; FLOOR_VIDEOS scales it).
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";

const VIDEOS = Number(process.env.FLOOR_VIDEOS ?? 200_000);
const ROUNDS = 9;

const databaseUrl = await benchDatabaseUrl("studio_bench_range_floor");
if (!databaseUrl) throw new Error("set DATABASE_URL: this bench measures PostgreSQL");
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

await client.query(`drop table if exists floor_months, floor_days`);
await client.query(`create table floor_months (video_id bigint, month date, days int, views bigint,
  premium_views bigint, revenue_micro bigint, premium_revenue_micro bigint, watch_seconds bigint,
  primary key (month, video_id))`);
await client.query(
  `insert into floor_months select v, m, 30, (random() * 10000)::bigint, (random() * 1000)::bigint,
    (random() * 1e6)::bigint, (random() * 1e5)::bigint, (random() * 1e5)::bigint
  from generate_series(1, $1::int) v, generate_series('2026-06-01'::date, '2026-11-01', '1 month') m`,
  [VIDEOS],
);
await client.query(`create table floor_days (video_id bigint, day date, views bigint, premium_views bigint,
  revenue_micro bigint, premium_revenue_micro bigint, watch_seconds bigint, primary key (day, video_id))`);
// The custom range 2026-08-14..11-05: 18 days of August and 5 of November, a video in three of them.
await client.query(
  `insert into floor_days select v, d, (random() * 300)::bigint, 1, (random() * 3e4)::bigint, 1, 1
  from generate_series(1, $1::int) v,
    (select generate_series('2026-08-14'::date, '2026-08-31', '1 day') union all
     select generate_series('2026-11-01'::date, '2026-11-05', '1 day')) d (d)
  where random() < 0.3`,
  [VIDEOS],
);
await client.query("analyze floor_months; analyze floor_days");

const answer = (pieces: string) => `with agg as (select video_id, sum(views) views,
    sum(premium_views) premium_views, sum(revenue_micro) revenue, sum(premium_revenue_micro) premium_revenue,
    sum(watch_seconds) watch_seconds
  from (${pieces}) x group by video_id)
  select (select count(*) from agg), (select sum(revenue) from agg), (select sum(views) from agg),
    (select array_agg(video_id) from (select video_id from agg order by revenue desc, video_id desc limit 20) top)`;
const columns = "video_id, views, premium_views, revenue_micro, premium_revenue_micro, watch_seconds";
const wholeMonths = `select ${columns} from floor_months where month between '2026-09-01' and '2026-10-01'`;
const withEdgeDays = `${wholeMonths} union all select ${columns} from floor_days`;

async function measure(label: string, text: string) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    await client.query(text);
    times.push(performance.now() - start);
  }
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
}

console.log(
  `${VIDEOS} videos; PostgreSQL ${(await client.query("show server_version")).rows[0].server_version}`,
);
await measure("two whole months only", answer(wholeMonths));
await measure("two whole months and 23 edge days", answer(withEdgeDays));
await client.query(`drop table floor_months, floor_days`);
await client.end();
