/**
 * The read replica (DATABASE_READ_URL, docs/decisions/148) on a real streaming replica: builds a
 * PostgreSQL primary and a hot standby of it on this machine, runs the compiled API against both and
 * a second API node against the primary alone, and shows
 *   1. where the dashboards' transactions land (pg_stat_database of each server), per request, with
 *      and without the replica, and their latency side by side;
 *   2. a write and the read that must see it (a favourite and the favourites list) on the primary;
 *   3. the lag it tolerates: the standby's replay paused under a steady trickle of writes, the time
 *      until the node sends the dashboards to the primary, and back after the replay resumes;
 *   4. the replica stopped: every dashboard still answered, one log line, and back once it returns.
 * Then it stops and removes everything it started.
 *
 * The pair is a primary of its own (initdb, port 5433) and a standby made by pg_basebackup from it
 * (port 5434), in a temporary folder, run as the `postgres` user: no change to any server already
 * running here (a standby of 127.0.0.1:5432 would need its pg_hba.conf changed and a copy of all of
 * its databases).
 *
 * Run: npm run build:api && npm run bench:read-replica -w @studio/bench
 * (MAX_LAG_SECONDS, default 2; REQUESTS per side, default 120; PRIMARY_PORT 5433, REPLICA_PORT 5434,
 * API_PORT 3420 and 3421.)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo";
import { percentile } from "./percentile";

const repoRoot = path.resolve(import.meta.dirname, "..");
const MAX_LAG_SECONDS = Number(process.env.MAX_LAG_SECONDS ?? 2);
const REQUESTS = Number(process.env.REQUESTS ?? 120);
const PRIMARY_PORT = Number(process.env.PRIMARY_PORT ?? 5433);
const REPLICA_PORT = Number(process.env.REPLICA_PORT ?? 5434);
const API_PORT = Number(process.env.API_PORT ?? 3420);
const PLAIN_API_PORT = API_PORT + 1;
// API_DIST: a build elsewhere in apps/api (`node scripts/build-api.mjs --outdir apps/api/<folder>`).
const dist = path.resolve(repoRoot, process.env.API_DIST ?? "apps/api/dist");
const serverFile = path.join(dist, "server.js");
const bundle = path.join(dist, "studio-api.js");
if (!existsSync(bundle) || !readFileSync(bundle, "utf8").includes("DATABASE_READ_URL"))
  throw new Error("Run `npm run build:api` first (the build must know DATABASE_READ_URL).");

/** The newest PostgreSQL server binaries (Debian keeps them out of PATH). */
function pgBin(name: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = path.join(root, version, "bin", name);
    if (existsSync(file)) return file;
  }
  return name;
}

/** PostgreSQL refuses to run as root: as root the tools run as `postgres`. */
const asRoot = process.getuid?.() === 0;
function asPostgres(file: string, args: string[]): string {
  const [command, all] = asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  return execFileSync(command as string, all as string[], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

const base = mkdtempSync(path.join(tmpdir(), "studio-read-replica-"));
const primaryDir = path.join(base, "primary");
const replicaDir = path.join(base, "replica");
const apiLog = path.join(base, "api.log");
const started: { servers: string[]; nodes: ChildProcess[] } = { servers: [], nodes: [] };
const url = (port: number, database = "studio") => `postgres://postgres@127.0.0.1:${port}/${database}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function query<T extends pg.QueryResultRow>(
  port: number,
  text: string,
  database = "studio",
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url(port, database) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function startServer(dir: string): void {
  asPostgres(pgBin("pg_ctl"), ["-D", dir, "-l", `${dir}.log`, "-w", "-t", "60", "start"]);
  started.servers.push(dir);
}

function stopServer(dir: string): void {
  asPostgres(pgBin("pg_ctl"), ["-D", dir, "-m", "fast", "-w", "stop"]);
  started.servers = started.servers.filter((d) => d !== dir);
}

/** A primary with WAL for a standby, then the standby: pg_basebackup, streaming, hot standby. */
async function buildPair(): Promise<void> {
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(base, uid, gid);
  }
  asPostgres(pgBin("initdb"), [
    "-D",
    primaryDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
  ]);
  appendFileSync(
    path.join(primaryDir, "postgresql.conf"),
    [
      `port = ${PRIMARY_PORT}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${base}'`,
      "wal_level = replica",
      "max_wal_senders = 4",
      "shared_buffers = 64MB",
      // A bench's throwaway pair on a shared disk: no fsync (the lag measured is replay, not disk).
      "fsync = off",
      // Which statements each server ran (the standby has its own counts); BEGIN and COMMIT left out.
      "shared_preload_libraries = 'pg_stat_statements'",
      "pg_stat_statements.track_utility = off",
      "",
    ].join("\n"),
  );
  startServer(primaryDir);
  await query(PRIMARY_PORT, "create database studio", "postgres");
  await query(PRIMARY_PORT, "create extension pg_stat_statements");
  await query(PRIMARY_PORT, "create table bench_ticks (at timestamptz not null default now())", "postgres");
  asPostgres(pgBin("pg_basebackup"), [
    ...["-h", "127.0.0.1", "-p", String(PRIMARY_PORT), "-U", "postgres"],
    ...["-D", replicaDir, "-R", "-X", "stream", "-c", "fast"],
  ]);
  // -R wrote primary_conninfo and standby.signal; the standby listens on its own port.
  appendFileSync(
    path.join(replicaDir, "postgresql.auto.conf"),
    `port = ${REPLICA_PORT}\nhot_standby = on\nhot_standby_feedback = on\n`,
  );
  startServer(replicaDir);
  for (let i = 0; ; i++) {
    const rows = await query<{ state: string }>(
      PRIMARY_PORT,
      "select state from pg_stat_replication",
      "postgres",
    );
    if (rows[0]?.state === "streaming") break;
    if (i > 100) throw new Error("the standby does not stream");
    await sleep(100);
  }
}

function startNode(port: number, readUrl: string | undefined): ChildProcess {
  const log = createWriteStream(port === API_PORT ? apiLog : `${apiLog}.${port}`);
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DEMO: "true",
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      SERVE_WEB: "false",
      DATA_DIR: path.join(base, `data-${port}`),
      DATABASE_URL: url(PRIMARY_PORT),
      DATABASE_READ_URL: readUrl ?? "",
      DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      REDIS_URL: "",
      STORAGE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  started.nodes.push(child);
  return child;
}

async function readyz(
  port: number,
): Promise<{ status: string; replica?: { state: string; reads: string; lag_ms: number | null } }> {
  return (await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as never;
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  for (const startedAt = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`the node on ${port} exited: see ${apiLog}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch {}
    if (Date.now() - startedAt > 300_000) throw new Error(`the node on ${port} is not ready in 300 s`);
    await sleep(250);
  }
}

async function call(port: number, token: string, pathAndQuery: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api/${pathAndQuery}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; data: never } };
}

async function login(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/member/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: "creator@studio.test", password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { data?: { token?: string } };
  if (!answer.data?.token) throw new Error(`login: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

/**
 * The statements the API nodes have run on each server so far (pg_stat_statements, counted at
 * once): the pg-boss job queue's, the replica checks' and this bench's own left out.
 */
async function statements(): Promise<{ primary: number; replica: number; at: number }> {
  const count = async (port: number) =>
    Number(
      (
        await query<{ n: string | null }>(
          port,
          `select sum(calls)::text as n from pg_stat_statements s join pg_database d on d.oid = s.dbid
           where d.datname = 'studio' and s.query not ilike '%pgboss%' and s.query not ilike '%pg_stat_statements%'
             and s.query not ilike '%pg_current_wal_lsn%' and s.query not ilike '%pg_is_in_recovery%'`,
        )
      )[0]?.n ?? 0,
    );
  return { primary: await count(PRIMARY_PORT), replica: await count(REPLICA_PORT), at: Date.now() };
}

/** What the nodes run with no request (workers polling the outbox and the like), per second. */
let idleRate = { primary: 0, replica: 0 };

/** The statements `work` costs each server, less what the nodes do meanwhile by themselves. */
async function statementsOf(work: () => Promise<unknown>): Promise<{ primary: number; replica: number }> {
  const before = await statements();
  await work();
  const after = await statements();
  const seconds = (after.at - before.at) / 1000;
  return {
    primary: Math.max(0, after.primary - before.primary - idleRate.primary * seconds),
    replica: Math.max(0, after.replica - before.replica - idleRate.replica * seconds),
  };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dashboards a creator opens: the page's five calls, round-robin. */
function dashboardPaths(maxDate: string): string[] {
  const range = `start=${addDays(maxDate, -27)}&end=${maxDate}`;
  return [
    "v2/music/dashboard/meta",
    `v2/music/dashboard?${range}`,
    `v2/music/channel/dashboard?${range}`,
    `v2/music/video/list?${range}&page=0&size=20`,
    "v2/music/dashboard/confirmed",
  ];
}

async function dashboardRound(port: number, token: string, paths: string[], count: number) {
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const startedAt = performance.now();
    const { status } = await call(port, token, paths[i % paths.length] as string);
    times.push(performance.now() - startedAt);
    if (status !== 200) failed += 1;
  }
  return { times, failed };
}

/** 1. Where the dashboards' transactions go, and their latency, with the replica and without. */
async function whereDashboardsGo(token: string, paths: string[]): Promise<void> {
  const before = await statements();
  await sleep(10_000);
  const after = await statements();
  const seconds = (after.at - before.at) / 1000;
  idleRate = {
    primary: (after.primary - before.primary) / seconds,
    replica: (after.replica - before.replica) / seconds,
  };
  console.log(
    `\nidle: the nodes' workers run ${idleRate.primary.toFixed(2)} statements/s on the primary, ${idleRate.replica.toFixed(2)} on the replica (subtracted below)`,
  );
  console.log("\n| node | requests | failed | statements / request on the primary | on the replica |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const [name, port] of [
    ["DATABASE_READ_URL set", API_PORT],
    ["primary only", PLAIN_API_PORT],
  ] as const) {
    let round = { times: [] as number[], failed: 0 };
    const cost = await statementsOf(async () => {
      round = await dashboardRound(port, token, paths, REQUESTS);
    });
    console.log(
      `| ${name} | ${REQUESTS} | ${round.failed} | ${(cost.primary / REQUESTS).toFixed(2)} | ${(cost.replica / REQUESTS).toFixed(2)} |`,
    );
  }
  // Latency, the two nodes taking turns request by request (the machine's load falls on both alike).
  const times = { replica: [] as number[], plain: [] as number[] };
  for (let i = 0; i < REQUESTS; i++) {
    const path = paths[i % paths.length] as string;
    for (const [side, port] of [
      ["replica", API_PORT],
      ["plain", PLAIN_API_PORT],
    ] as const) {
      const startedAt = performance.now();
      await call(port, token, path);
      times[side].push(performance.now() - startedAt);
    }
  }
  console.log("\n| node | p50 ms | p95 ms | (requests in turns) |");
  console.log("| --- | --- | --- | --- |");
  console.log(
    `| DATABASE_READ_URL set | ${percentile(times.replica, 50).toFixed(1)} | ${percentile(times.replica, 95).toFixed(1)} | ${REQUESTS} |`,
  );
  console.log(
    `| primary only | ${percentile(times.plain, 50).toFixed(1)} | ${percentile(times.plain, 95).toFixed(1)} | ${REQUESTS} |`,
  );
}

/** 2. A write and the read that must see it: the primary. */
async function readYourWrites(token: string): Promise<void> {
  const search = await call(API_PORT, token, "v2/music/search?page=0&size=1");
  const isrc = (search.body.data as { items: { isrc: string }[] }).items[0]?.isrc;
  let seen = 0;
  const cost = await statementsOf(async () => {
    for (let i = 0; i < 10; i++) {
      const toggled = await call(API_PORT, token, "music/favorite.toggle", { isrc });
      const favorited = (toggled.body.data as { favorited: boolean }).favorited;
      const list = await call(API_PORT, token, "music/favorites");
      const listed = (list.body.data as { items: { isrc: string }[] }).items.some(
        (item) => item.isrc === isrc,
      );
      if (listed === favorited) seen += 1;
    }
  });
  console.log(
    `\nfavourite toggled, then the list read at once, 10 times: the list showed the change ${seen}/10 times; primary +${cost.primary.toFixed(0)} statements, replica +${cost.replica.toFixed(0)}`,
  );
}

/** Polls /readyz until `reads` is where the node sends the dashboards; the seconds it took. */
async function until(reads: "replica" | "primary", withinMs: number, each?: () => Promise<void>) {
  const startedAt = Date.now();
  while (Date.now() - startedAt < withinMs) {
    const ready = await readyz(API_PORT);
    if (ready.replica?.reads === reads)
      return { seconds: (Date.now() - startedAt) / 1000, lagMs: ready.replica.lag_ms };
    await each?.();
    await sleep(100);
  }
  return undefined;
}

/** 3. The lag it tolerates: replay paused while the primary keeps writing, then resumed. */
async function lagTolerated(token: string, paths: string[]): Promise<void> {
  let writing = true;
  const writer = (async () => {
    const client = new pg.Client({ connectionString: url(PRIMARY_PORT, "postgres") });
    await client.connect();
    while (writing) {
      await client.query("insert into bench_ticks default values");
      await sleep(50);
    }
    await client.end();
  })();
  try {
    const steady: number[] = [];
    for (let i = 0; i < 20; i++) {
      steady.push((await readyz(API_PORT)).replica?.lag_ms ?? Number.NaN);
      await sleep(250);
    }
    console.log(
      `\nlag the node measured while streaming (a write every 50 ms on the primary): median ${percentile(steady, 50)} ms, max ${Math.max(...steady)} ms`,
    );
    await query(REPLICA_PORT, "select pg_wal_replay_pause()");
    let failed = 0;
    const moved = await until("primary", (MAX_LAG_SECONDS + 10) * 1000, async () => {
      if ((await call(API_PORT, token, paths[1] as string)).status !== 200) failed += 1;
    });
    const [stamp] = await query<{ age: string }>(
      REPLICA_PORT,
      "select extract(epoch from now() - pg_last_xact_replay_timestamp())::text as age",
    );
    console.log(
      `replay paused: dashboards sent to the primary after ${moved?.seconds.toFixed(2) ?? "never"} s (tolerated ${MAX_LAG_SECONDS} s; the node's lag then ${moved?.lagMs} ms, the standby's now() - pg_last_xact_replay_timestamp() ${Number(stamp?.age ?? 0).toFixed(2)} s); ${failed} dashboard requests failed meanwhile`,
    );
    const cost = await statementsOf(() => dashboardRound(API_PORT, token, paths, 50));
    console.log(
      `while it lags, 50 dashboard requests: primary +${cost.primary.toFixed(0)} statements, replica +${cost.replica.toFixed(0)}`,
    );
    await query(REPLICA_PORT, "select pg_wal_replay_resume()");
    const back = await until("replica", 15_000);
    console.log(
      `replay resumed: dashboards back on the replica after ${back?.seconds.toFixed(2) ?? "never"} s`,
    );
  } finally {
    writing = false;
    await writer;
  }
}

/** 4. The replica stopped, then started again. */
async function replicaDown(token: string, paths: string[]): Promise<void> {
  stopServer(replicaDir);
  const down = await dashboardRound(API_PORT, token, paths, 40);
  const downState = await readyz(API_PORT);
  await sleep(2_000);
  const more = await dashboardRound(API_PORT, token, paths, 20);
  startServer(replicaDir);
  const up = await until("replica", 30_000);
  const said = readFileSync(apiLog, "utf8")
    .split("\n")
    .filter((line) => line.includes("read replica unreachable")).length;
  const answered = down.times.length + more.times.length - down.failed - more.failed;
  console.log(
    `\nreplica stopped: ${answered}/60 dashboard requests answered 200 (p50 ${percentile(down.times, 50).toFixed(1)} ms); readyz ${JSON.stringify(downState)}; ${said} log line "read replica unreachable"; back on the replica ${up?.seconds.toFixed(2) ?? "never"} s after it started`,
  );
}

async function main(): Promise<void> {
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(
    `read replica bench: max lag ${MAX_LAG_SECONDS} s, ${REQUESTS} dashboard requests per node, load ${load}`,
  );
  await buildPair();
  const withReplica = startNode(API_PORT, url(REPLICA_PORT));
  await waitReady(API_PORT, withReplica);
  const plain = startNode(PLAIN_API_PORT, undefined);
  await waitReady(PLAIN_API_PORT, plain);
  console.log("readyz with the replica:", JSON.stringify(await readyz(API_PORT)));

  const token = await login(API_PORT);
  const meta = await call(API_PORT, token, "v2/music/dashboard/meta");
  const maxDate = (meta.body.data as { max_date: string | null }).max_date;
  if (!maxDate) throw new Error("the demo creator has no figures");
  const paths = dashboardPaths(maxDate);
  // Warm both nodes (plans, caches) before counting.
  await dashboardRound(API_PORT, token, paths, 10);
  await dashboardRound(PLAIN_API_PORT, token, paths, 10);

  await whereDashboardsGo(token, paths);
  await readYourWrites(token);
  await lagTolerated(token, paths);
  await replicaDown(token, paths);
  console.log(`\nload at the end: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
}

async function tearDown(): Promise<void> {
  for (const node of started.nodes) if (node.exitCode === null) node.kill("SIGINT");
  await Promise.all(
    started.nodes.map((node) =>
      node.exitCode === null ? new Promise((resolve) => node.once("exit", resolve)) : undefined,
    ),
  );
  for (const dir of [...started.servers].reverse()) {
    try {
      stopServer(dir);
    } catch (error) {
      console.error(`stopping ${dir}: ${(error as Error).message}`);
    }
  }
  rmSync(base, { recursive: true, force: true });
}

process.once("SIGINT", () => void tearDown().then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  if (existsSync(apiLog)) console.error(readFileSync(apiLog, "utf8").split("\n").slice(-30).join("\n"));
  throw error;
} finally {
  await tearDown();
}
