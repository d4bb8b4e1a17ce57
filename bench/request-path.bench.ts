/**
 * Requests per second and CPU time per request of the API's busiest reads against a bare Fastify
 * hello-world, all real HTTP servers in their own processes, loaded over keep-alive connections by
 * load generators in processes of their own (wrk and autocannon's command line), in alternating rounds.
 * The API runs as production does (NODE_ENV=production, LOG_LEVEL=info, PostgreSQL): the compiled
 * server (`node apps/api/dist/server.js`, built by `npm run build:api`) by default, the sources
 * through tsx with REQUEST_PATH_SERVER=source.
 *
 * Targets (BENCH_TARGETS, a comma list of these keys; all by default): as the demo's creator
 * `me` (member/me), `dashboard` (v2/music/dashboard over the 30 days ending at the account's newest
 * day), `video-list` (v2/music/video/list, the same range, page 0 of 50), `channel-list`
 * (channel/list, page 0 of 50) and `home` (v2/music/home); as a manager owning 2,000 channels
 * (bench/request-path-manager.ts) `manager-dashboard`, `manager-video-list`, `manager-channel-list`.
 *
 * Per target and load generator it prints the median requests/s, the median per-round ratio to
 * hello-world's in the same round, the server's CPU per 1,000 requests (/proc/<pid>/stat) and that
 * as a multiple of hello-world's, and PostgreSQL's CPU per 1,000 requests (its backends serving that
 * server, found by application_name). REQUEST_PATH_BASELINE=<another checkout> measures that
 * checkout's API in the same rounds, each of its targets right after the same target here, and
 * prints the ratio of the two (requests/s, and CPU per request): from its sources through tsx by
 * default, its compiled server with REQUEST_PATH_BASELINE_MODE=dist (tsx runs the sources in a
 * child process of its own, so only the compiled servers' CPU is counted).
 *
 * Knobs: BENCH_LOAD=wrk|autocannon|both (both), BENCH_SECONDS (5) per measurement, BENCH_ROUNDS (5),
 * BENCH_CONNECTIONS (20), BENCH_WARM_UP seconds per target (5).
 * Run: DATABASE_URL=postgres://... npm run bench:request-path -w @studio/bench
 * (REQUEST_PATH_DATABASE names the bench's database, REQUEST_PATH_PORT the first of its three ports.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { addDays } from "@studio/contract";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client";
import { accounts, networks } from "../apps/api/src/db/schema";
import { importLogOf } from "../apps/api/src/modules/revenue/imports-log";
import { recordAsk } from "../apps/api/src/modules/revenue/video-period-asks";
import { refreshVideoPeriods } from "../apps/api/src/modules/revenue/video-periods";
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";
import { cpuBetween, cpuMs, cpuOfEach, type Loader, type LoadResult, load } from "./request-path-load";
import { MANAGER_EMAIL, seedManager } from "./request-path-manager";

const repoRoot = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 5);
const LOADERS: Loader[] =
  process.env.BENCH_LOAD === "wrk" || process.env.BENCH_LOAD === "autocannon"
    ? [process.env.BENCH_LOAD]
    : ["wrk", "autocannon"];
/** Three ports from REQUEST_PATH_PORT (default 3911), so two benches on one machine do not collide. */
const FIRST_PORT = Number(process.env.REQUEST_PATH_PORT ?? 3911);
const API_PORT = FIRST_PORT;
const HELLO_PORT = FIRST_PORT + 1;
const BASELINE_PORT = FIRST_PORT + 2;
/** Days of the dashboards' and video list's range, ending at the account's newest day. */
const RANGE_DAYS = 30;

type Who = "creator" | "manager";
interface TargetSpec {
  key: string;
  who: Who;
  path: (range: { start: string; end: string }) => string;
}
const TARGET_SPECS: TargetSpec[] = [
  { key: "me", who: "creator", path: () => "/api/member/me" },
  {
    key: "dashboard",
    who: "creator",
    path: (r) => `/api/v2/music/dashboard?start=${r.start}&end=${r.end}`,
  },
  {
    key: "video-list",
    who: "creator",
    path: (r) => `/api/v2/music/video/list?start=${r.start}&end=${r.end}&page=0&size=50`,
  },
  { key: "channel-list", who: "creator", path: () => "/api/channel/list?page=0&size=50" },
  { key: "home", who: "creator", path: () => "/api/v2/music/home" },
  {
    key: "manager-dashboard",
    who: "manager",
    path: (r) => `/api/v2/music/dashboard?start=${r.start}&end=${r.end}`,
  },
  {
    key: "manager-video-list",
    who: "manager",
    path: (r) => `/api/v2/music/video/list?start=${r.start}&end=${r.end}&page=0&size=50`,
  },
  { key: "manager-channel-list", who: "manager", path: () => "/api/channel/list?page=0&size=50" },
];
const wanted = process.env.BENCH_TARGETS?.split(",")
  .map((key) => key.trim())
  .filter(Boolean);
const unknown = wanted?.filter((key) => !TARGET_SPECS.some((spec) => spec.key === key)) ?? [];
if (unknown.length > 0) {
  throw new Error(
    `BENCH_TARGETS: unknown ${unknown.join(", ")}; known: ${TARGET_SPECS.map((s) => s.key).join(", ")}`,
  );
}
const specs = TARGET_SPECS.filter((spec) => !wanted || wanted.includes(spec.key));
const ACCOUNTS: Record<Who, string> = { creator: "creator@studio.test", manager: MANAGER_EMAIL };

const databaseUrl = await benchDatabaseUrl(process.env.REQUEST_PATH_DATABASE ?? "studio_bench_request_path");
if (!databaseUrl) throw new Error("Set DATABASE_URL: this bench measures the API on PostgreSQL.");
{
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await seedDemo(database.db, { dataDir: mkdtempSync(path.join(tmpdir(), "studio-bench-")) });
  if (specs.some((spec) => spec.who === "manager")) {
    const db = database.db;
    const [creator] = await db.select().from(accounts).where(eq(accounts.email, ACCOUNTS.creator));
    const [network] = await db
      .select()
      .from(networks)
      .where(eq(networks.id, creator?.networkId ?? 0));
    const lastDay = network && (await importLogOf(db, network.id)).newestDay;
    if (!creator || !network || !lastDay) throw new Error("the demo has no creator or no imported day");
    await seedManager(db, {
      networkId: network.id,
      passwordHash: creator.passwordHash,
      lastDay,
      now: new Date(),
    });
  }
  await database.close();
}

/** How to start an API checkout: its compiled server, or its sources through tsx. */
function apiCommand(root: string, mode: "dist" | "source"): string[] {
  if (mode === "source") {
    return [path.join(root, "node_modules/.bin/tsx"), path.join(root, "apps/api/src/server.ts")];
  }
  const serverFile = path.join(root, "apps/api/dist/server.js");
  if (!existsSync(serverFile)) throw new Error(`Run \`npm run build:api\` in ${root} first.`);
  return [process.execPath, serverFile];
}

const mode = process.env.REQUEST_PATH_SERVER === "source" ? "source" : "dist";
/** Another checkout (an older commit, say) measured in the same rounds. */
const baselineRoot = process.env.REQUEST_PATH_BASELINE;
/** `source` (default: a checkout from before the compiled server) or `dist` (one built with it). */
const baselineMode = process.env.REQUEST_PATH_BASELINE_MODE === "dist" ? "dist" : "source";

/** Starts a server process and resolves once it answers on its port. */
async function startServer(
  command: string[],
  env: NodeJS.ProcessEnv,
  probeUrl: string,
): Promise<ChildProcess> {
  const [file, ...args] = command as [string, ...string[]];
  // stdout goes nowhere (as a production log shipper would take it), stderr shows failures.
  const child = spawn(file, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${file} exited with ${child.exitCode}`);
    try {
      await fetch(probeUrl);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error(`${file} did not answer on ${probeUrl}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Each API's connections carry its own application_name: its PostgreSQL backends are told apart. */
const apiEnv = (port: number, applicationName: string): NodeJS.ProcessEnv => {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", applicationName);
  return {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DEMO: "false",
    DATABASE_URL: url.toString(),
    REDIS_URL: "",
    HOST: "127.0.0.1",
    PORT: String(port),
    SERVE_WEB: "false",
  };
};

async function postJson(port: number, call: string, body: unknown) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as { data?: { token?: string; second_factor?: { ticket: string } } };
}

/**
 * A session's header; the manager signs in with its authenticator code (the demo's published secret,
 * docs/decisions/142). A code is taken once per 30-second step, so a rerun within the step uses the
 * next step's code. One session serves both APIs: they share the database.
 */
async function signIn(port: number, email: string): Promise<Record<string, string>> {
  const login = await postJson(port, "member/login", { id: email, password: DEMO_PASSWORD });
  let token = login.data?.token;
  const ticket = login.data?.second_factor?.ticket;
  for (const stepsAhead of [0, 1]) {
    if (token || !ticket) break;
    const code = await generate({
      secret: DEMO_TOTP_SECRET,
      epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30,
    });
    token = (await postJson(port, "member/login/verify", { ticket, method: "totp", code })).data?.token;
  }
  if (!token) throw new Error(`${email} could not sign in on port ${port}: ${JSON.stringify(login)}`);
  return { authorization: `Bearer ${token}` };
}

/** The 30 days ending at the account's newest complete day, as the dashboard's meta call gives it. */
async function rangeOf(port: number, headers: Record<string, string>) {
  const meta = await fetch(`http://127.0.0.1:${port}/api/v2/music/dashboard/meta`, { headers });
  const body = await meta.text();
  const { data } = JSON.parse(body) as { data?: { max_date: string | null } };
  if (!data?.max_date) throw new Error(`no newest day on port ${port} (${meta.status}: ${body})`);
  return { start: addDays(data.max_date, -(RANGE_DAYS - 1)), end: data.max_date };
}

interface Row {
  name: string;
  key: string;
  baseline: boolean;
  url: string;
  headers: Record<string, string>;
  pid: number | undefined;
  applicationName: string | undefined;
  /** Bytes of one answer, read before the rounds. */
  bytes: number;
}
interface Sample {
  perSecond: number;
  cpuPerThousand: number | undefined;
  dbCpuPerThousand: number | undefined;
}

const statsClient = new pg.Client({ connectionString: databaseUrl });
await statsClient.connect();
async function backendPids(applicationName: string | undefined): Promise<number[]> {
  if (!applicationName) return [];
  const found = await statsClient.query<{ pid: number }>(
    "select pid from pg_stat_activity where application_name = $1",
    [applicationName],
  );
  return found.rows.map((row) => row.pid);
}

async function measure(row: Row, loader: Loader, seconds: number): Promise<[LoadResult, Sample]> {
  const cpuBefore = cpuMs(row.pid);
  const dbBefore = cpuOfEach(await backendPids(row.applicationName));
  const result = await load(loader, {
    url: row.url,
    headers: row.headers,
    connections: CONNECTIONS,
    seconds,
  });
  const cpuAfter = cpuMs(row.pid);
  const dbAfter = cpuOfEach(await backendPids(row.applicationName));
  const perThousand = (ms: number) => (result.total > 0 ? (ms * 1000) / result.total : undefined);
  return [
    result,
    {
      perSecond: result.perSecond,
      cpuPerThousand:
        cpuBefore !== undefined && cpuAfter !== undefined ? perThousand(cpuAfter - cpuBefore) : undefined,
      dbCpuPerThousand: row.applicationName ? perThousand(cpuBetween(dbBefore, dbAfter)) : undefined,
    },
  ];
}

const children: ChildProcess[] = [];
const loads: number[][] = [loadavg()];
try {
  children.push(
    await startServer(
      [process.execPath, path.join(repoRoot, "bench/request-path-hello.mjs")],
      { ...process.env, PORT: String(HELLO_PORT) },
      `http://127.0.0.1:${HELLO_PORT}/`,
    ),
  );
  const api = await startServer(
    apiCommand(repoRoot, mode),
    apiEnv(API_PORT, "studio-bench-request-path"),
    `http://127.0.0.1:${API_PORT}/healthz`,
  );
  children.push(api);
  const baseline = baselineRoot
    ? await startServer(
        apiCommand(baselineRoot, baselineMode),
        apiEnv(BASELINE_PORT, "studio-bench-request-path-baseline"),
        `http://127.0.0.1:${BASELINE_PORT}/api/site/meta`,
      )
    : undefined;
  if (baseline) children.push(baseline);

  const rows: Row[] = [
    {
      name: "hello-world",
      key: "hello-world",
      baseline: false,
      url: `http://127.0.0.1:${HELLO_PORT}/`,
      headers: {},
      pid: children[0]?.pid,
      applicationName: undefined,
      bytes: 0,
    },
  ];
  const servers = [
    { port: API_PORT, pid: api.pid, baseline: false, applicationName: "studio-bench-request-path" },
    ...(baseline
      ? [
          {
            port: BASELINE_PORT,
            pid: baseline.pid,
            baseline: true,
            applicationName: "studio-bench-request-path-baseline",
          },
        ]
      : []),
  ];
  const sessions = new Map<
    string,
    { headers: Record<string, string>; range: { start: string; end: string } }
  >();
  for (const who of new Set(specs.map((spec) => spec.who))) {
    const headers = await signIn(API_PORT, ACCOUNTS[who]);
    const range = await rangeOf(API_PORT, headers);
    for (const server of servers) sessions.set(`${server.port}:${who}`, { headers, range });
  }
  // The 30 days are a custom range: its first answer asks for a build, and the refresh it queues
  // makes one (docs/decisions/116). Made here for each account, so every round reads the same build.
  {
    const database = await openDatabase({ databaseUrl });
    for (const who of new Set(specs.map((spec) => spec.who))) {
      const range = sessions.get(`${API_PORT}:${who}`)?.range;
      const [account] = await database.db.select().from(accounts).where(eq(accounts.email, ACCOUNTS[who]));
      if (!account || !range) continue;
      await recordAsk(database.db, account.id, range, new Date());
      await refreshVideoPeriods(database.db, new Date(), [account.id]);
    }
    await database.close();
  }
  for (const spec of specs) {
    for (const server of servers) {
      const session = sessions.get(`${server.port}:${spec.who}`);
      if (!session) throw new Error(`no session for ${spec.who}`);
      rows.push({
        name: `${spec.key}${server.baseline ? " (baseline)" : ""}`,
        key: spec.key,
        baseline: server.baseline,
        url: `http://127.0.0.1:${server.port}${spec.path(session.range)}`,
        headers: session.headers,
        pid: server.pid,
        applicationName: server.applicationName,
        bytes: 0,
      });
    }
  }
  for (const row of rows) {
    const answer = await fetch(row.url, { headers: row.headers });
    const body = await answer.text();
    if (answer.status !== 200) throw new Error(`${row.name}: ${row.url} answered ${answer.status}: ${body}`);
    row.bytes = Buffer.byteLength(body);
  }

  // A warm-up lets the JIT, the connection pools and the caches settle before the measured rounds.
  for (const row of rows)
    await load(LOADERS[0] ?? "wrk", {
      url: row.url,
      headers: row.headers,
      connections: CONNECTIONS,
      seconds: WARM_UP_SECONDS,
    });
  // The machine is shared: short alternating rounds see the same load, and the medians are kept.
  const samples = new Map<string, Sample[]>();
  const failures = new Map<string, { non2xx: number; errors: number }>();
  const id = (row: Row, loader: Loader) => `${row.name}|${loader}`;
  for (let round = 0; round < ROUNDS; round++) {
    // A target and its baseline trade places every round, so neither is always measured second.
    // Rows: hello-world, then each target followed by its baseline (indexes 1-2, 3-4, ...).
    const swapped = (i: number) => (i === 0 || !baseline ? i : i % 2 === 1 ? i + 1 : i - 1);
    const order = rows.map((row, i) => (round % 2 === 1 ? (rows[swapped(i)] ?? row) : row));
    for (const row of order) {
      for (const loader of LOADERS) {
        const [result, sample] = await measure(row, loader, SECONDS);
        samples.set(id(row, loader), [...(samples.get(id(row, loader)) ?? []), sample]);
        const failed = failures.get(id(row, loader)) ?? { non2xx: 0, errors: 0 };
        failures.set(id(row, loader), {
          non2xx: failed.non2xx + result.non2xx,
          errors: failed.errors + result.errors,
        });
      }
    }
    loads.push(loadavg());
  }

  const figure = (value: number | undefined, digits = 0) =>
    value === undefined || !Number.isFinite(value) ? "—" : value.toFixed(digits);
  const medianOf = (values: (number | undefined)[]) => {
    const known = values.filter((v): v is number => v !== undefined);
    return known.length ? median(known) : undefined;
  };
  console.log(`server: ${mode === "dist" ? "node apps/api/dist/server.js" : "tsx apps/api/src/server.ts"}`);
  if (baselineRoot) console.log(`baseline: ${baselineRoot} (${baselineMode})`);
  console.log(
    `load: ${LOADERS.join(" and ")} in their own processes; connections=${CONNECTIONS}, rounds=${ROUNDS} of ${SECONDS}s ` +
      `per target and generator; range ${RANGE_DAYS} days ending at each account's newest day`,
  );
  for (const [who] of Object.entries(ACCOUNTS)) {
    const session = sessions.get(`${API_PORT}:${who}`);
    if (session)
      console.log(`${who} (${ACCOUNTS[who as Who]}): ${session.range.start}..${session.range.end}`);
  }
  const averages = loads.map((l) => l[0] ?? 0);
  console.log(
    `load average (1 min) during the run: ${Math.min(...averages).toFixed(1)}-${Math.max(...averages).toFixed(1)}` +
      ` (at the start ${loads[0]?.map((l) => l.toFixed(1)).join(" ")}, at the end ${loads
        .at(-1)
        ?.map((l) => l.toFixed(1))
        .join(" ")})`,
  );
  console.log("");
  console.log(
    "| target | bytes | load | requests/s | x hello-world | server CPU ms / 1,000 req | CPU x hello-world | PostgreSQL CPU ms / 1,000 req | non-2xx / errors |",
  );
  console.log("| --- | --: | --- | --: | --: | --: | --: | --: | --: |");
  for (const loader of LOADERS) {
    const hello = samples.get(`hello-world|${loader}`) ?? [];
    const helloCpu = medianOf(hello.map((s) => s.cpuPerThousand));
    for (const row of rows) {
      const mine = samples.get(id(row, loader)) ?? [];
      const ratios = mine.map((s, i) => s.perSecond / (hello[i]?.perSecond ?? Number.NaN));
      const cpu = medianOf(mine.map((s) => s.cpuPerThousand));
      const failed = failures.get(id(row, loader)) ?? { non2xx: 0, errors: 0 };
      const isHello = row.key === "hello-world";
      console.log(
        `| ${row.name} | ${row.bytes || "—"} | ${loader} | ${figure(median(mine.map((s) => s.perSecond)))} | ` +
          `${isHello ? "1" : figure(median(ratios), 3)} | ${figure(cpu)} | ` +
          `${isHello || !helloCpu || cpu === undefined ? "1" : figure(cpu / helloCpu, 2)} | ` +
          `${figure(medianOf(mine.map((s) => s.dbCpuPerThousand)))} | ${failed.non2xx} / ${failed.errors} |`,
      );
    }
  }
  if (baseline) {
    console.log("");
    console.log("Against the baseline, same rounds (median per-round ratio; CPU: median per request):");
    console.log(
      "| target | load | requests/s, this / baseline | server CPU per request, this / baseline | PostgreSQL CPU, this / baseline |",
    );
    console.log("| --- | --- | --: | --: | --: |");
    for (const loader of LOADERS) {
      for (const row of rows.filter((r) => !r.baseline && r.key !== "hello-world")) {
        const mine = samples.get(id(row, loader)) ?? [];
        const theirs = samples.get(`${row.name} (baseline)|${loader}`) ?? [];
        const gains = mine.map((s, i) => s.perSecond / (theirs[i]?.perSecond ?? Number.NaN));
        const ratio = (pick: (s: Sample) => number | undefined) => {
          const a = medianOf(mine.map(pick));
          const b = medianOf(theirs.map(pick));
          // Under 5 ms per 1,000 requests is a few 10-ms clock ticks: no ratio worth printing.
          return a !== undefined && b !== undefined && a >= 5 && b >= 5 ? a / b : undefined;
        };
        console.log(
          `| ${row.name} | ${loader} | ${figure(median(gains), 2)} | ${figure(
            ratio((s) => s.cpuPerThousand),
            2,
          )} | ` +
            `${figure(
              ratio((s) => s.dbCpuPerThousand),
              2,
            )} |`,
        );
      }
    }
  }
  const failed = [...failures].filter(([, f]) => f.non2xx > 0 || f.errors > 0);
  if (failed.length > 0) {
    console.error(
      `\nFailed answers: ${failed.map(([name, f]) => `${name} ${f.non2xx} non-2xx, ${f.errors} errors`).join("; ")}`,
    );
    process.exitCode = 1;
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await statsClient.end();
}
