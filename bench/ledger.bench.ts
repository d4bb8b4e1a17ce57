/**
 * The ledger at volume (docs/decisions/086): an account with 1,000,000 ledger rows over ten years,
 * then its balance (available at a moment, read model plus the rows not yet available) and its
 * earnings report (the month-and-type read model) timed through the module's own functions, p95
 * target 10 ms each. Also times the recomputation check for that account once.
 * Run: DATABASE_URL=postgres://... npm run bench:ledger -w @studio/bench (it works in its own
 * database, studio_bench_ledger, beside DATABASE_URL's; PGlite in memory without it).
 */
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { accounts, ledgerBalances, networks } from "../apps/api/src/db/schema";
import { earningsDetail } from "../apps/api/src/modules/payout/earnings-detail";
import { earningsReport } from "../apps/api/src/modules/payout/earnings-report";
import { availableBalanceOf, checkLedger } from "../apps/api/src/modules/payout/ledger";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";

const ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const SLUG = "bench-ledger";
const CHUNK = 100_000;

const databaseUrl = await benchDatabaseUrl("studio_bench_ledger");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const db = database.db;

let [network] = await db.select().from(networks).where(eq(networks.slug, SLUG));
if (!network) {
  [network] = await db
    .insert(networks)
    .values({
      slug: SLUG,
      name: "Bench ledger",
      colorPrimary: "#000000",
      colorPrimaryDim: "#eeeeee",
      languages: ["en"],
      currencies: ["USD", "CNY"],
    })
    .returning();
}
if (!network) throw new Error("no network");
const networkId = network.id;
let [account] = await db
  .select({ id: accounts.id })
  .from(accounts)
  .where(eq(accounts.email, "ledger@bench.test"));
if (!account) {
  [account] = await db
    .insert(accounts)
    .values({
      networkId,
      email: "ledger@bench.test",
      nickname: "ledger",
      passwordHash: "-",
      referralCode: "ledger-bench",
    })
    .returning({ id: accounts.id });
}
if (!account) throw new Error("no account");
const accountId = account.id;

const [existing] = await db
  .select({ entries: ledgerBalances.entries })
  .from(ledgerBalances)
  .where(eq(ledgerBalances.accountId, accountId));
const have = existing?.entries ?? 0;
if (have < ROWS) {
  console.log(`generating ${ROWS - have} ledger rows...`);
  const started = performance.now();
  // 120 months back from 2026-11; mostly music_profit by channel, some bonuses, deductions and
  // withdrawals; the newest month not yet available.
  for (let from = have; from < ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK) - 1;
    // Each row balanced by a line on the staff adjustments book (docs/decisions/130).
    await db.execute(sql`
      insert into ledger_entries (network_id, account_id, book, journal, type, month, amount_micro, reference,
        channel_id, fee_rate_bp, created_at, available_from)
      select ${networkId}, case when side = 1 then ${accountId}::bigint end,
        case when side = 1 then 'creator' else 'adjustments' end, 'bench:' || i,
        (array['music_profit','music_profit','music_profit','music_profit','music_profit','music_profit',
          'bonus','cpv_bonus','policy_violation','withdrawal'])[1 + i % 10],
        m, (case when i % 10 >= 8 then -(1 + i % 997)::bigint * 1000 else (1 + i % 9973)::bigint * 1000 end)
          * case when side = 1 then 1 else -1 end,
        'bench:' || i || case when side = 2 then ':adjustments' else '' end,
        case when i % 10 < 6 then 1 + i % 50 end, case when i % 10 < 6 and side = 1 then 2000 end,
        m + interval '1 month', m + interval '1 month' + interval '24 days'
      from (select i, (date '2016-12-01' + ((i % 120) || ' months')::interval)::date as m
        from generate_series(${from}::bigint, ${to}::bigint) as i) g
      cross join (values (1), (2)) as s (side)`);
    console.log(`  ${to + 1} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (database.kind === "postgres") await db.execute(sql`analyze ledger_entries`);
}

async function measure(name: string, work: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  console.log(
    `${name.padEnd(28)} runs=${ROUNDS} p50=${percentile(samples, 50).toFixed(2)}ms p95=${percentile(samples, 95).toFixed(2)}ms`,
  );
}

console.log(`engine: ${database.kind}, rows of the account: ${ROWS}`);
const now = new Date("2026-11-20T00:00:00Z");
const viewer = { networkId, accountId, currency: "USD" as const, language: "en" as const };
await measure("balance (available)", () => availableBalanceOf(db, accountId, now));
await measure("earnings report", () => earningsReport(db, viewer, now));
await measure("earnings report (CNY)", () => earningsReport(db, { ...viewer, currency: "CNY" }, now));
await measure("detail music_profit 2026-10", () =>
  earningsDetail(db, viewer, "music_profit", "2026-10", now),
);
const checkStart = performance.now();
const mismatches = await checkLedger(db, [accountId]);
console.log(
  `check (recompute 1 account)  ${(performance.now() - checkStart).toFixed(0)}ms, mismatches: ${mismatches.length}`,
);
await database.close();
