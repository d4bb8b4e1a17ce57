/**
 * A manager's team at scale (issue 14: a manager with 2,000 members and 20,000 channels;
 * `member/mcn/accounts` and the dashboard's member filter p95 <= 30 ms on PostgreSQL). Generates,
 * in SQL and once, a network whose manager has 2,000 members (fee-rate histories of one to three
 * rows, some with a change saved for next month) and 20,000 channels (90% assigned, spread unevenly
 * over the members; 80% approved, each approved one with 90 days of estimated revenue). Then
 * measures through the whole API (app.inject: session check, validation, envelope):
 * `member/mcn/accounts` page 0 and page 20 (size 50) and `v2/music/dashboard?subaccount=` for a
 * member, and the server's EXPLAIN ANALYZE time of the list's statements (bench/server-times.ts).
 * Run: DATABASE_URL=postgres://... npm run bench:team -w @studio/bench (own database
 * studio_bench_team; PGlite in memory without DATABASE_URL, smaller figures not comparable).
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";
import { accounts, networkDomains, networks } from "../apps/api/src/db/schema";
import { createSession } from "../apps/api/src/modules/auth/sessions";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";
import { serverTimes } from "./server-times";

const MEMBERS = 2_000;
const CHANNELS = 20_000;
const DAYS = 90;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SLUG = "bench-team";
const DOMAIN = "team.bench.test";
/** The bench's clock: the day after the last generated day (Asia/Seoul: still November). */
const NOW = new Date("2026-11-20T03:00:00Z");
const LAST_DAY = "2026-11-19";
const MONTH_START = "2026-11-01";

const databaseUrl = await benchDatabaseUrl("studio_bench_team");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const db = database.db;

async function generate(): Promise<void> {
  const [network] = await db
    .insert(networks)
    .values({
      slug: SLUG,
      name: "Bench team",
      colorPrimary: "#000000",
      colorPrimaryDim: "#111111",
      languages: ["en"],
      currencies: ["USD"],
      // The only network of its database: the resolver answers 503 (not set up) without a default.
      isDefault: true,
    })
    .returning();
  if (!network) throw new Error("network not inserted");
  await db.insert(networkDomains).values({ domain: DOMAIN, networkId: network.id });
  const [manager] = await db
    .insert(accounts)
    .values({
      networkId: network.id,
      email: "manager@team.bench.test",
      nickname: "BenchManager",
      passwordHash: "-",
      referralCode: "BENCHMGR",
      accountType: "mcn",
      permissionFlag: 1,
      isMcnRelated: true,
      emailVerifiedAt: NOW,
    })
    .returning();
  if (!manager) throw new Error("manager not inserted");
  const n = network.id;
  const m = manager.id;
  console.log(`generating ${MEMBERS} members, ${CHANNELS} channels, ${DAYS} days of revenue...`);
  // Members joined over the last two years, one every ~8 hours.
  await db.execute(sql`
    insert into accounts (network_id, email, nickname, password_hash, referral_code, account_type,
      is_mcn_related, manager_id, fee_rate_bp, email_verified_at, created_at)
    select ${n}::bigint, 'member' || i || '@team.bench.test', 'tm' || i, '-', 'TB' || i, 'mcn_creator_sub',
      true, ${m}::bigint, (i * 37) % 5000, ${NOW}::timestamptz, ${NOW}::timestamptz - (i * interval '8 hours')
    from generate_series(1, ${MEMBERS}) i`);
  // Every member's first rate from its join month; every third changed this month, every fifth
  // has a change saved for next month.
  await db.execute(sql`
    insert into fee_rate_changes (network_id, member_id, effective_month, fee_rate_bp, changed_by, created_at)
    select ${n}::bigint, a.id, date_trunc('month', a.created_at)::date, 2000, ${m}::bigint, a.created_at
    from accounts a where a.manager_id = ${m}::bigint
    union all
    select ${n}::bigint, a.id, ${MONTH_START}::date, a.fee_rate_bp, ${m}::bigint, ${NOW}::timestamptz
    from accounts a where a.manager_id = ${m}::bigint and a.id % 3 = 0
    union all
    select ${n}::bigint, a.id, (${MONTH_START}::date + interval '1 month')::date, 1500, ${m}::bigint, ${NOW}::timestamptz
    from accounts a where a.manager_id = ${m}::bigint and a.id % 5 = 0`);
  // Channels spread unevenly: member k of the list gets channels in proportion to 1/(1 + k % 40),
  // drawn with a multiplicative hash; one channel in ten stays with the manager.
  await db.execute(sql`
    with members as (
      select id, row_number() over (order by id) - 1 as k from accounts where manager_id = ${m}::bigint
    ), weights as (
      select id, sum(1.0 / (1 + k % 40)) over (order by k) / sum(1.0 / (1 + k % 40)) over () as upto from members
    ), draws as (
      select i, ((i * 2654435761) % 1000003) / 1000003.0 as u from generate_series(1, ${CHANNELS}) i
    )
    insert into channels (network_id, owner_id, assigned_member_id, platform_channel_id, handle, title,
      category, status, verification_code, verification_state, verified_at, approved_at, created_at)
    select ${n}::bigint, ${m}::bigint,
      case when d.i % 10 = 0 then null else (select w.id from weights w where w.upto >= d.u order by w.upto limit 1) end,
      'UCteam' || lpad(d.i::text, 18, '0'), 'team-' || d.i, 'Team channel ' || d.i, 'game',
      case when d.i % 5 = 0 then 'pending' else 'approved' end, 'STUDIO-BENCHTEAM0',
      'verified', ${NOW}::timestamptz, ${NOW}::timestamptz, ${NOW}::timestamptz - (d.i * interval '1 hour')
    from draws d`);
  await db.execute(sql`
    insert into channel_daily_stats (channel_id, day, network_id, views, premium_views, revenue_micro,
      premium_revenue_micro, watch_seconds)
    select c.id, d::date, ${n}::bigint, v, v / 20, v * 3, v / 20 * 3, v * 12
    from channels c
    cross join generate_series((${LAST_DAY}::date - ${DAYS - 1}::int)::timestamp, ${LAST_DAY}::date::timestamp, interval '1 day') d
    cross join lateral (select ((c.id * 7919 + extract(doy from d)::int * 104729) % 5000)::bigint as v) x
    where c.network_id = ${n}::bigint and c.status = 'approved'`);
  await db.execute(sql`analyze`);
}

let [network] = await db.select().from(networks).where(eq(networks.slug, SLUG));
if (!network) {
  const started = performance.now();
  await generate();
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  [network] = await db.select().from(networks).where(eq(networks.slug, SLUG));
}
if (!network) throw new Error("no bench network");
const [manager] = await db.select().from(accounts).where(eq(accounts.email, "manager@team.bench.test"));
if (!manager) throw new Error("no bench manager");
// The member with the most channels: the heaviest member filter.
const [busiest] = rowsOf<{ id: number; n: number }>(
  await db.execute(sql`
    select assigned_member_id as id, count(*)::int as n from channels
    where owner_id = ${manager.id} and assigned_member_id is not null and status = 'approved'
    group by 1 order by 2 desc limit 1`),
);
if (!busiest) throw new Error("no member with channels");
const [counts] = rowsOf(
  await db.execute(sql`
  select (select count(*) from accounts where manager_id = ${manager.id})::int as members,
         (select count(*) from channels where owner_id = ${manager.id})::int as channels,
         (select count(*) from channel_daily_stats where network_id = ${network.id})::int as days`),
);
console.log(`engine: ${database.kind}; ${JSON.stringify(counts)}`);

const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-team-"));
const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, now: () => NOW });
const token = await createSession(db, manager.id, NOW);
const headers = { authorization: `Bearer ${token}`, "x-network-domain": DOMAIN };

/**
 * One call through the whole API: wall time here (p50, p95), and the server's EXPLAIN ANALYZE time of
 * every statement the call sends, the session check included (bench/server-times.ts): on a shared,
 * loaded machine the first mostly measures the other work running, the second what the queries cost.
 */
async function measure(name: string, url: string) {
  const call = async () => {
    const response = await app.inject({ method: "GET", url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  for (let i = 0; i < 10; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)}ms`;
  const server = await serverTimes(database, call, ROUNDS);
  console.log(
    `${name.padEnd(36)} api p50=${ms(samples, 50)} p95=${ms(samples, 95)}` +
      (server ? ` | sql p50=${ms(server, 50)} p95=${ms(server, 95)}` : ""),
  );
}

const start = new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
console.log(
  `${ROUNDS} rounds each; load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
await measure("member/mcn/accounts page 0", "/api/member/mcn/accounts?page=0&size=50");
await measure("member/mcn/accounts page 20", "/api/member/mcn/accounts?page=20&size=50");
await measure(
  `dashboard subaccount= (${busiest.n} channels)`,
  `/api/v2/music/dashboard?start=${start}&end=${LAST_DAY}&subaccount=${busiest.id}`,
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
await app.close();
await database.close();
