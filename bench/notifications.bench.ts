/**
 * The notification centre at volume (issue 17: an account with 100,000 notifications, `/notifications`
 * and the unread count p95 <= 10 ms on PostgreSQL; docs/decisions/120). Generates, in SQL and once,
 * a network of 2,000 accounts with 50 notifications each and one account with 100,000 (a third of
 * them unread), then measures through the whole API (app.inject: session check, validation,
 * envelope) the first page, a deep page (after the 90,000th), the unread count, and marking one
 * read, with the server's EXPLAIN ANALYZE time of their statements.
 * Run: DATABASE_URL=postgres://... npm run bench:notifications -w @studio/bench (own database
 * studio_bench_notifications; PGlite in memory without DATABASE_URL, figures not comparable).
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

const ACCOUNTS = 2_000;
const PER_ACCOUNT = 50;
const HEAVY = 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const SLUG = "bench-notifications";
const DOMAIN = "notifications.bench.test";
const NOW = new Date("2026-11-20T03:00:00Z");

const databaseUrl = await benchDatabaseUrl("studio_bench_notifications");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const db = database.db;

async function generate(): Promise<void> {
  const [network] = await db
    .insert(networks)
    .values({
      slug: SLUG,
      name: "Bench notifications",
      colorPrimary: "#000000",
      colorPrimaryDim: "#111111",
      languages: ["en"],
      currencies: ["USD"],
      isDefault: true,
    })
    .returning();
  if (!network) throw new Error("network not inserted");
  const n = network.id;
  await db.insert(networkDomains).values({ domain: DOMAIN, networkId: n });
  console.log(
    `generating ${ACCOUNTS} accounts x ${PER_ACCOUNT} notifications and one account with ${HEAVY}...`,
  );
  await db.execute(sql`
    insert into accounts (network_id, email, nickname, password_hash, referral_code, email_verified_at)
    select ${n}::bigint, 'reader' || i || '@notifications.bench.test', 'nr' || i, '-', 'NB' || i, ${NOW}::timestamptz
    from generate_series(0, ${ACCOUNTS}) i`);
  // Spread over time and interleaved across accounts, as a real network writes them.
  await db.execute(sql`
    insert into notifications (network_id, account_id, type, params, read_at, created_at)
    select ${n}::bigint, a.id, case when k % 3 = 0 then 'channel.status' else 'channel.watch' end,
      jsonb_build_object('channel_name', 'Channel ' || k, 'to', 'approved'),
      case when k % 4 = 0 then null else ${NOW}::timestamptz end,
      ${NOW}::timestamptz - (k * interval '7 minutes')
    from generate_series(1, ${PER_ACCOUNT}) k
    join accounts a on a.network_id = ${n} and a.email <> 'reader0@notifications.bench.test'
    order by k desc, a.id`);
  await db.execute(sql`
    insert into notifications (network_id, account_id, type, params, read_at, created_at)
    select ${n}::bigint, a.id, 'channel.status', jsonb_build_object('channel_name', 'Channel ' || k, 'to', 'approved'),
      case when k % 3 = 0 then null else ${NOW}::timestamptz end, ${NOW}::timestamptz - (k * interval '1 minute')
    from generate_series(1, ${HEAVY}) k
    join accounts a on a.email = 'reader0@notifications.bench.test'
    order by k desc`);
  await db.execute(sql`analyze notifications`);
}

const [existing] = await db.select().from(networks).where(eq(networks.slug, SLUG));
if (!existing) await generate();
const [heavy] = await db
  .select()
  .from(accounts)
  .where(eq(accounts.email, "reader0@notifications.bench.test"));
if (!heavy) throw new Error("no heavy reader");
const [counts] = rowsOf<{ rows: number; mine: number; unread: number }>(
  await db.execute(sql`select count(*)::int as rows,
      count(*) filter (where account_id = ${heavy.id})::int as mine,
      count(*) filter (where account_id = ${heavy.id} and read_at is null)::int as unread
    from notifications`),
);
console.log(
  `engine: ${database.kind}; load ${loadavg()[0]?.toFixed(1)}; notifications ${JSON.stringify(counts)}`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-notifications-"));
const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, now: () => NOW });
const token = await createSession(db, heavy.id, NOW);
const headers = {
  authorization: `Bearer ${token}`,
  "x-network-domain": DOMAIN,
  "content-type": "application/json",
};
const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)}ms`;

const [deep] = rowsOf<{ id: number }>(
  await db.execute(
    sql`select id from notifications where account_id = ${heavy.id} order by id desc offset 90000 limit 1`,
  ),
);
const [someUnread] = rowsOf<{ id: number }>(
  await db.execute(
    sql`select id from notifications where account_id = ${heavy.id} and read_at is null order by id limit 1`,
  ),
);

async function measure(name: string, method: "GET" | "POST", url: string, payload?: unknown) {
  const call = async () => {
    const response = await app.inject({
      method,
      url: `/api/${url}`,
      headers,
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
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
  const server = await serverTimes(database, call, ROUNDS);
  console.log(
    `${name.padEnd(30)} api p50=${ms(samples, 50)} p95=${ms(samples, 95)}` +
      (server ? ` | sql p50=${ms(server, 50)} p95=${ms(server, 95)}` : ""),
  );
}

await measure("notification/list (first page)", "GET", "notification/list");
await measure("notification/list (after 90k)", "GET", `notification/list?before=${deep?.id ?? 1}`);
await measure("notification/unread", "GET", "notification/unread");
// Marking one read answers the new count; repeated, it finds the row already read.
await measure("notification/read", "POST", "notification/read", { id: someUnread?.id ?? 1 });
await app.close();
await database.close();
