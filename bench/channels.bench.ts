/**
 * Channel lists in a network of 2,000 channels (issue: the channel list p95 at most 5 ms for a
 * creator with 2 channels; the staff queue paged on an index instead of sorting the whole queue).
 * Generates the network itself: managers with members, independent creators, channels in every
 * status; then times the module's own query functions (the database, no HTTP) and shows the indexes
 * their plans use. Run: DATABASE_URL=postgres://... npm run bench:channels -w @studio/bench (it works
 * in its own database, studio_bench_channels, beside DATABASE_URL's; PGlite in memory without it).
 */
import { performance } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { accounts, channels, networks } from "../apps/api/src/db/schema";
import { listReviewQueue, listVisibleChannels } from "../apps/api/src/modules/channel/queries";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";
import { serverTimes } from "./server-times";

const CHANNELS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const MANAGERS = 20;
const MEMBERS_PER_MANAGER = 10;
const CREATORS = 500;
const SLUG = "bench-channels";
const STATUSES = [
  "approved",
  "approved",
  "approved",
  "pending",
  "pending",
  "denied.pending",
  "need.approved",
  "deny",
] as const;

const databaseUrl = await benchDatabaseUrl("studio_bench_channels");
const database = await openDatabase(databaseUrl ? { databaseUrl } : {});
await database.migrate();
const db = database.db;

async function account(networkId: number, email: string, managerId: number | null = null) {
  const [row] = await db
    .insert(accounts)
    .values({
      networkId,
      email,
      nickname: email.split("@")[0] ?? email,
      passwordHash: "-",
      referralCode: email,
      managerId,
      accountType: managerId ? "mcn_creator_sub" : "",
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error("account not inserted");
  return row.id;
}

let [network] = await db.select().from(networks).where(eq(networks.slug, SLUG));
if (!network) {
  console.log(`generating ${CHANNELS} channels...`);
  [network] = await db
    .insert(networks)
    .values({
      slug: SLUG,
      name: "Bench channels",
      colorPrimary: "#000000",
      colorPrimaryDim: "#111111",
      languages: ["en"],
      currencies: ["USD"],
    })
    .returning();
  if (!network) throw new Error("network not inserted");
  const networkId = network.id;
  const owners: number[] = [];
  const memberOf = new Map<number, number>();
  for (let m = 0; m < MANAGERS; m++) {
    const manager = await account(networkId, `manager${m}@bench.test`);
    owners.push(manager);
    for (let k = 0; k < MEMBERS_PER_MANAGER; k++) {
      const member = await account(networkId, `member${m}-${k}@bench.test`, manager);
      owners.push(member);
      memberOf.set(member, manager);
    }
  }
  for (let c = 0; c < CREATORS; c++) owners.push(await account(networkId, `creator${c}@bench.test`));
  // The creator measured: exactly two channels, added last.
  const measured = await account(networkId, "measured@bench.test");
  const start = Date.UTC(2025, 0, 1);
  const rows: (typeof channels.$inferInsert)[] = [];
  for (let i = 0; i < CHANNELS; i++) {
    const ownerId = i >= CHANNELS - 2 ? measured : (owners[(i * 7919) % owners.length] as number);
    const status = STATUSES[i % STATUSES.length] ?? "approved";
    const manager = memberOf.get(ownerId);
    rows.push({
      networkId,
      ownerId,
      // Half of the managers' members' channels are also assigned to another member of theirs.
      assignedMemberId: manager && i % 2 === 0 ? ownerId : null,
      platformChannelId: `UCbench${String(i).padStart(16, "0")}`,
      handle: `@bench${i}`,
      title: `Bench channel ${i}`,
      category: "Music",
      status,
      verificationCode: `code${i}`,
      verifiedAt: status === "need.approved" ? null : new Date(start + ((i * 104_729) % 300) * 86_400_000),
      createdAt: new Date(start + i * 3_600_000),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(channels).values(rows.slice(i, i + 500));
  await db.execute(sql`analyze channels`);
  await db.execute(sql`analyze accounts`);
}
const networkId = network.id;
const [measured] = await db
  .select({ id: accounts.id })
  .from(accounts)
  .where(and(eq(accounts.networkId, networkId), eq(accounts.email, "measured@bench.test")));
const [manager] = await db
  .select({ id: accounts.id })
  .from(accounts)
  .where(and(eq(accounts.networkId, networkId), eq(accounts.email, "manager0@bench.test")));
if (!measured || !manager) throw new Error("bench accounts missing");

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up: plans, caches
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}
const line = (name: string, times: number[]) =>
  console.log(
    `${`${name}:`.padEnd(48)} p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );

const creatorList = await listVisibleChannels(db, networkId, measured.id, { page: 0, size: 50 });
const queue = await listReviewQueue(db, networkId, { page: 0, size: 50 });
console.log(`engine: ${database.kind}, channels in the network: ${CHANNELS}`);
console.log(
  `creator sees ${creatorList.total} channels; staff queue holds ${queue.total} (first page ${queue.rows.length})`,
);
const CASES: [string, () => Promise<unknown>][] = [
  [
    "channel list, creator with 2 channels",
    () => listVisibleChannels(db, networkId, measured.id, { page: 0, size: 50 }),
  ],
  [
    "channel list, manager of 10 members",
    () => listVisibleChannels(db, networkId, manager.id, { page: 0, size: 50 }),
  ],
  ["staff queue, first page", () => listReviewQueue(db, networkId, { page: 0, size: 50 })],
  ["staff queue, page 5", () => listReviewQueue(db, networkId, { page: 5, size: 50 })],
];
for (const [name, run] of CASES) {
  line(`${name}, call`, await timed(run));
  const server = await serverTimes(database, run, ROUNDS);
  if (server) line(`${name}, server`, server);
}
await database.close();
