/**
 * Confirming a network's month at volume (docs/decisions/131): 200,000 proven channels (a tenth of
 * them held by a member at 30%), one confirmed file of 200,000 lines (every month new: the split is
 * frozen), then a corrected file where every line changes (targets against what each holder
 * received), then the same file again (nothing to post). Timed through the module's own function;
 * the journals and read models are checked after.
 * Run: DATABASE_URL=postgres://... npm run bench:confirm -w @studio/bench (its own database,
 * studio_bench_confirm, beside DATABASE_URL's; PGlite in memory without it).
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { rowsOf } from "../apps/api/src/db/rows";
import { accounts, networks } from "../apps/api/src/db/schema";
import { confirmConfirmed } from "../apps/api/src/modules/payout/confirmed-import";
import { checkLedger, unbalancedJournals } from "../apps/api/src/modules/payout/ledger";
import { benchDatabaseUrl } from "./bench-database";

const LINES = Number(process.env.BENCH_CONFIRM_LINES ?? 200_000);
const SLUG = `bench-confirm-${Date.now()}`;

const databaseUrl = await benchDatabaseUrl("studio_bench_confirm");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const db = database.db;

const [inserted] = await db
  .insert(networks)
  .values({
    slug: SLUG,
    name: "Bench confirm",
    colorPrimary: "#000000",
    colorPrimaryDim: "#eeeeee",
    languages: ["en"],
    currencies: ["USD"],
  })
  .returning();
if (!inserted) throw new Error("no network");
const network = inserted;
const person = async (email: string, managerId: number | null = null) => {
  const [row] = await db
    .insert(accounts)
    .values({
      networkId: network.id,
      email,
      nickname: email.slice(0, 12),
      passwordHash: "-",
      referralCode: `${email.slice(0, 8)}${Date.now() % 100_000}`,
      managerId,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error("no account");
  return row.id;
};
const ownerId = await person(`owner-${SLUG}@bench.test`);
const memberId = await person(`member-${SLUG}@bench.test`, ownerId);
await db.execute(sql`insert into fee_rate_changes (network_id, member_id, effective_month, fee_rate_bp, changed_by)
  values (${network.id}, ${memberId}, '2026-01-01', 3000, ${ownerId})`);

let started = performance.now();
// Generated in one statement: the per-row dashboard-cache bump would make it quadratic for one owner.
await db.execute(sql`alter table channels disable trigger channels_revenue_added_or_deleted`);
await db.execute(sql`
  insert into channels (network_id, owner_id, assigned_member_id, platform_channel_id, handle, title, category,
    status, verification_code, approved_at)
  select ${network.id}, ${ownerId}, case when n % 10 = 0 then ${memberId}::bigint end, 'UCbench' || n,
    '@bench' || n, 'Bench ' || n, 'game', 'approved', 'code', now()
  from generate_series(1, ${LINES}) n`);
await db.execute(sql`alter table channels enable trigger channels_revenue_added_or_deleted`);
console.log(
  `engine: ${database.kind}; ${LINES} channels in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const file = (cents: (n: number) => number) =>
  [
    "channel_id,month,amount_usd",
    ...Array.from({ length: LINES }, (_, i) => `UCbench${i + 1},2026-10,${(cents(i) / 100).toFixed(2)}`),
  ].join("\n");

async function timed(name: string, text: string) {
  started = performance.now();
  const done = await confirmConfirmed(db, network, { name: `${name}.csv`, text }, null, new Date());
  const seconds = (performance.now() - started) / 1000;
  if (done.rejected.length > 0) throw new Error(`refused: ${JSON.stringify(done.rejected[0])}`);
  console.log(`${name.padEnd(22)} ${seconds.toFixed(1)} s, ${done.posted} account lines posted`);
}

await timed(
  "first confirmation",
  file((i) => 1_000 + (i % 997)),
);
await timed(
  "every line corrected",
  file((i) => 900 + (i % 991)),
);
await timed(
  "same file again",
  file((i) => 900 + (i % 991)),
);

const [sum] = rowsOf<{ total: string }>(
  await db.execute(
    sql`select coalesce(sum(amount_micro), 0)::text as total from ledger_entries where network_id = ${network.id}`,
  ),
);
const unbalanced = await unbalancedJournals(db, network.id);
const mismatches = await checkLedger(db, [ownerId, memberId]);
console.log(
  `ledger sum ${sum?.total}, unbalanced journals ${unbalanced.length}, read-model mismatches ${mismatches.length}`,
);
await database.close();
