/**
 * The staff withdrawal queue at volume (issue 15: a queue of 100,000 withdrawals, p95 <= 50 ms on
 * PostgreSQL; docs/decisions/089, 104). Generates, in SQL and once, a network of 20,000 accounts
 * with payment info (30% PayPal) and five withdrawals each over two years (100,000 rows: paid,
 * returned, not returned, and the newest month's requests of 30% of the accounts still pending).
 * Then measures `admin/withdrawal/queue` through the whole API (app.inject: staff session check,
 * validation, envelope) as staff page it: unfiltered, by month, by status, by method, all three,
 * and a deep page, with the server's EXPLAIN ANALYZE time of its statements. Last, 50 simultaneous
 * requests of one account (PostgreSQL only: PGlite has one connection) and what they left behind.
 * Run: DATABASE_URL=postgres://... npm run bench:withdrawals -w @studio/bench (own database
 * studio_bench_withdrawals; PGlite in memory without DATABASE_URL, figures not comparable).
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app";
import { testConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";
import { accounts, ledgerEntries, networkDomains, networks, withdrawals } from "../apps/api/src/db/schema";
import { createSession } from "../apps/api/src/modules/auth/sessions";
import { journalRows, postEntries } from "../apps/api/src/modules/payout/ledger";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";
import { serverTimes } from "./server-times";

const ACCOUNTS = 20_000;
const PER_ACCOUNT = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PARALLEL = 50;
const SLUG = "bench-withdrawals";
const DOMAIN = "withdrawals.bench.test";
/** The bench's clock: inside November's window (the network opens it on the 1st). */
const NOW = new Date("2026-11-20T03:00:00Z");

const databaseUrl = await benchDatabaseUrl("studio_bench_withdrawals");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const db = database.db;

async function generate(): Promise<void> {
  const [network] = await db
    .insert(networks)
    .values({
      slug: SLUG,
      name: "Bench withdrawals",
      colorPrimary: "#000000",
      colorPrimaryDim: "#111111",
      languages: ["en"],
      currencies: ["USD"],
      withdrawalOpenDay: 1,
      isDefault: true,
    })
    .returning();
  if (!network) throw new Error("network not inserted");
  const n = network.id;
  await db.insert(networkDomains).values({ domain: DOMAIN, networkId: n });
  await db.insert(accounts).values({
    networkId: n,
    email: "staff@withdrawals.bench.test",
    nickname: "BenchStaff",
    passwordHash: "-",
    referralCode: "BENCHSTAFF",
    isStaff: true,
    emailVerifiedAt: NOW,
  });
  console.log(
    `generating ${ACCOUNTS} accounts with payment info and ${ACCOUNTS * PER_ACCOUNT} withdrawals...`,
  );
  await db.execute(sql`
    insert into accounts (network_id, email, nickname, password_hash, referral_code, email_verified_at, created_at)
    select ${n}::bigint, 'payee' || i || '@withdrawals.bench.test', 'wp' || i, '-', 'WB' || i,
      ${NOW}::timestamptz, ${NOW}::timestamptz - (i * interval '40 minutes')
    from generate_series(1, ${ACCOUNTS}) i`);
  await db.execute(sql`
    insert into payment_info (network_id, account_id, method, holder_name, bank_name, bank_address, swift,
      account_number, postal_code, country, paypal_account_name, paypal_email)
    select ${n}::bigint, a.id, m,
      case when m = 'bank' then a.nickname end, case when m = 'bank' then 'Bench Bank' end,
      case when m = 'bank' then '1 Bench Street' end, case when m = 'bank' then 'DEUTDEFF' end,
      case when m = 'bank' then 'DE8937040044053201' || lpad((a.id % 10000)::text, 4, '0') end,
      case when m = 'bank' then '60325' end, case when m = 'bank' then 'DE' end,
      case when m = 'paypal' then a.nickname end, case when m = 'paypal' then a.email end
    from accounts a cross join lateral (select case when a.id % 10 < 3 then 'paypal' else 'bank' end as m) x
    where a.network_id = ${n}::bigint and not a.is_staff`);
  // Five requests per account, one every ~4.8 months back from November 2026; the newest of 30% of
  // the accounts still pending (one pending request per account), the rest decided. Amounts as a
  // request writes them (docs/decisions/132): whole cents, bank transfers from 100 USD.
  await db.execute(sql`
    insert into withdrawals (network_id, account_id, payment_info_id, method, month, total_micro, fee_micro,
      net_micro, month_revenue_micro, status, request_hash, payout_reference, reason, decided_at, created_at)
    select ${n}::bigint, p.account_id, p.id, p.method, mo, total,
      case when p.method = 'paypal' then total * 47 / 1000 / 10000 * 10000 else 20000000 end,
      total - case when p.method = 'paypal' then total * 47 / 1000 / 10000 * 10000 else 20000000 end,
      total, st, 'bench', case when st = 'success' then 'BENCH-' || p.id || '-' || k end,
      case when st like 'rejected%' then 'bench' end,
      case when st <> 'pending' then mo + interval '27 days' end, mo + interval '26 days'
    from payment_info p
    cross join generate_series(0, ${PER_ACCOUNT - 1}) k
    cross join lateral (select (date '2026-11-01' - ((k * 5 + p.account_id % 4) || ' months')::interval)::date as mo,
      ((case when p.method = 'bank' then 100000000 else 21000000 end
        + (p.account_id * 7919 + k * 104729) % 400000000) / 10000 * 10000)::bigint as total) g
    cross join lateral (select case
      when k = 0 and p.account_id % 10 < 3 then 'pending'
      when (p.account_id + k) % 17 = 0 then 'rejected'
      when (p.account_id + k) % 29 = 0 then 'rejected.norecover'
      else 'success' end as st) s
    where p.network_id = ${n}::bigint`);
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
const networkId = network.id;
const [staff] = await db.select().from(accounts).where(eq(accounts.email, "staff@withdrawals.bench.test"));
if (!staff) throw new Error("no bench staff");
const [counts] = rowsOf<{ total: number; pending: number; paypal: number }>(
  await db.execute(sql`
    select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where method = 'paypal')::int as paypal
    from withdrawals where network_id = ${networkId}`),
);
console.log(`engine: ${database.kind}; withdrawals ${JSON.stringify(counts)}`);

const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bench-withdrawals-"));
const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, now: () => NOW });
const staffToken = await createSession(db, staff.id, NOW);
const staffHeaders = { authorization: `Bearer ${staffToken}`, "x-network-domain": DOMAIN };

const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(1)}ms`;

/** One queue page through the whole API: wall time, and the server's time of its statements. */
async function measure(name: string, query: string) {
  const url = `/api/admin/withdrawal/queue?${query}`;
  const call = async () => {
    const response = await app.inject({ method: "GET", url, headers: staffHeaders });
    if (response.statusCode !== 200)
      throw new Error(`${name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response;
  };
  const first = JSON.parse((await call()).body) as { data: { total: number; items: unknown[] } };
  for (let i = 0; i < 10; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  const server = await serverTimes(database, call, ROUNDS);
  console.log(
    `${name.padEnd(34)} total=${String(first.data.total).padStart(6)} api p50=${ms(samples, 50)} p95=${ms(samples, 95)}` +
      (server ? ` | sql p50=${ms(server, 50)} p95=${ms(server, 95)}` : ""),
  );
}

/** 50 requests of one account at once: how long they take, and one request and one debit after. */
async function parallelRequests() {
  const [payee] = rowsOf<{ id: number }>(
    await db.execute(sql`
      select a.id from accounts a where a.network_id = ${networkId} and not a.is_staff
        and not exists (select 1 from withdrawals w where w.account_id = a.id and w.status = 'pending')
      order by a.id desc limit 1`),
  );
  if (!payee) throw new Error("no account without a pending request");
  const reference = `bench:parallel:${Date.now()}`;
  await postEntries(
    db,
    journalRows(
      {
        networkId,
        journal: reference,
        type: "music_profit",
        month: "2026-10-01",
        availableFrom: new Date("2026-11-01T00:00:00Z"),
      },
      [
        // Above the bank transfer's 100 USD, whichever method the account has.
        { book: "creator", accountId: payee.id, amountMicro: 175_000_000n, reference },
        { book: "platform_revenue", amountMicro: -175_000_000n, reference: `${reference}:platform_revenue` },
      ],
    ),
  );
  const token = await createSession(db, payee.id, NOW);
  const headers = { authorization: `Bearer ${token}`, "x-network-domain": DOMAIN };
  const quote = JSON.parse(
    (await app.inject({ method: "GET", url: "/api/withdrawal/quote", headers })).body,
  ) as { data: { total: string } };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () =>
      app.inject({
        method: "POST",
        url: "/api/withdrawal/request",
        headers,
        payload: { total: quote.data.total },
      }),
    ),
  );
  const took = performance.now() - started;
  const statuses = answers.reduce<Record<number, number>>((tally, a) => {
    tally[a.statusCode] = (tally[a.statusCode] ?? 0) + 1;
    return tally;
  }, {});
  const made = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.accountId, payee.id), eq(withdrawals.status, "pending")));
  const debits = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, payee.id), eq(ledgerEntries.type, "withdrawal")));
  console.log(
    `${PARALLEL} simultaneous requests of one account: ${took.toFixed(0)}ms for all, answers ${JSON.stringify(statuses)}, ` +
      `pending requests ${made.length}, withdrawal debits ${debits.length}`,
  );
}

console.log(
  `${ROUNDS} rounds each; load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
await measure("queue page 0, no filter", "page=0&size=50");
await measure("queue by month (2026-11)", "page=0&size=50&month=2026-11");
await measure("queue pending", "page=0&size=50&status=pending");
await measure("queue paypal", "page=0&size=50&method=paypal");
await measure("queue month + success + bank", "page=0&size=50&month=2026-06&status=success&method=bank");
await measure("queue page 100, no filter", "page=100&size=50");
if (database.kind === "postgres") await parallelRequests();
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")}`,
);
await app.close();
await database.close();
