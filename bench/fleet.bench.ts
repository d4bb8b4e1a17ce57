/**
 * Two API nodes on one PostgreSQL with Redis behind a round-robin balancer, under a mixed browsing
 * load at 20, 50 and 200 connections, then at 50 connections while each node in turn is stopped
 * (SIGTERM) and started again: a rolling restart (docs/decisions/126). With BENCH_SOAK_SECONDS, a soak
 * at the end: the same load for that long while each node's RSS is sampled, to tell growth that
 * levels off from a leak (docs/decisions/149).
 *
 * Every party runs in a process of its own (docs/decisions/149): the two nodes as production does
 * (compiled server, NODE_ENV=production, LOG_LEVEL=info, on the demo's data), the balancer
 * (bench/fleet-balancer.ts: probes /readyz every 200 ms, keeps connections to the nodes alive, sends a
 * GET whose node failed before answering to the other node once, as nginx's `proxy_next_upstream`
 * does) and the load generator, wrk with bench/fleet-mix.lua. This process only seeds, starts, samples
 * and prints, so its own work is not on the measured path. Each run's row carries what is needed to
 * judge it on a shared machine: the CPU each party used, each node's largest RSS and the load average.
 *
 * The mix, by weight of each request: member/me 1, music home 2, music search 2, dashboard 2, video
 * list 2, channel list 1; as the creator, the manager and the member in turn.
 *
 * Run: DATABASE_URL=postgres://... REDIS_URL=redis://... npm run bench:fleet -w @studio/bench
 * (`npm run build:api` first; wrk installed.) Settings: FLEET_SECONDS per run (default 20),
 * FLEET_CONNECTIONS (default 20,50,200), FLEET_BALANCER_PORT (3931) and FLEET_NODE_PORT (the first
 * node's, 3932), FLEET_DATABASE (studio_bench_fleet), FLEET_SERVER (the compiled server, default
 * apps/api/dist/server.js), FLEET_NODE_ARGS (the nodes' node flags; default production's
 * --max-semi-space-size=16; " " for none; add e.g. --heapsnapshot-signal=SIGUSR2), FLEET_SKIP_RUNS=1 (the soak alone), BENCH_SOAK_SECONDS (0: no soak),
 * FLEET_SOAK_CONNECTIONS (50), FLEET_SOAK_SAMPLE_SECONDS (5), FLEET_SAMPLES_FILE (the soak's samples
 * as CSV).
 */
import { type ChildProcess, execFileSync, fork, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { openDatabase } from "../apps/api/src/db/client";
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";

const repoRoot = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.FLEET_SECONDS ?? 20);
const CONNECTIONS = (process.env.FLEET_CONNECTIONS ?? "20,50,200").split(",").map(Number);
const BALANCER_PORT = Number(process.env.FLEET_BALANCER_PORT ?? process.env.FLEET_PORT ?? 3931);
const FIRST_NODE_PORT = Number(process.env.FLEET_NODE_PORT ?? BALANCER_PORT + 1);
const NODE_PORTS = [FIRST_NODE_PORT, FIRST_NODE_PORT + 1];
const REDIS_URL = process.env.REDIS_URL;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const SOAK_CONNECTIONS = Number(process.env.FLEET_SOAK_CONNECTIONS ?? 50);
const SOAK_SAMPLE_MS = Number(process.env.FLEET_SOAK_SAMPLE_SECONDS ?? 5) * 1000;
/** The flags production starts the server with (apps/api/package.json `serve`, docs/decisions/149). */
const PRODUCTION_NODE_ARGS = "--max-semi-space-size=16";
const NODE_ARGS = (process.env.FLEET_NODE_ARGS ?? PRODUCTION_NODE_ARGS).split(" ").filter(Boolean);
/** The soak's goal: no node past this RSS (issue 38). */
const RSS_GOAL_MB = 500;

const databaseUrl = await benchDatabaseUrl(process.env.FLEET_DATABASE ?? "studio_bench_fleet");
if (!databaseUrl || !REDIS_URL) throw new Error("Set DATABASE_URL and REDIS_URL: a fleet shares both.");
const serverFile = path.resolve(process.env.FLEET_SERVER ?? path.join(repoRoot, "apps/api/dist/server.js"));
if (!existsSync(serverFile)) throw new Error("Run `npm run build:api` first.");
try {
  execFileSync("wrk", ["--version"], { stdio: "ignore" });
} catch (error) {
  // wrk prints its usage and exits 1 when asked its version: only a missing binary is an error.
  if ((error as NodeJS.ErrnoException).code === "ENOENT")
    throw new Error("Install wrk (apt-get install wrk).");
}

const database = await openDatabase({ databaseUrl });
await database.migrate();
await seedDemo(database.db, { dataDir: mkdtempSync(path.join(tmpdir(), "studio-bench-")) });
await database.close();

// ---------------------------------------------------------------------------------------------
// Processes: start, stop, and what /proc says of them
// ---------------------------------------------------------------------------------------------

const nodeEnv = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  DEMO: "false",
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  HOST: "127.0.0.1",
  PORT: String(port),
  SERVE_WEB: "false",
  // The balancer probes every 200 ms: a second of "draining" is five probes.
  SHUTDOWN_READY_DELAY_MS: "1000",
});

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

async function startNode(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...NODE_ARGS, serverFile], {
    env: nodeEnv(port),
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the node on ${port} exited with ${child.exitCode}`);
    if (await ready(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the node on ${port} did not get ready`);
}

/** SIGTERM, then the node's exit; resolves with its exit code. */
function stopNode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

const TICKS_PER_SECOND = 100;
/** User + system CPU seconds of a process so far (0 once it is gone). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB (0 once it is gone). */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).map(Number);

// ---------------------------------------------------------------------------------------------
// The balancer, in its own process
// ---------------------------------------------------------------------------------------------

async function startBalancer(): Promise<ChildProcess> {
  const child = fork(
    path.join(import.meta.dirname, "fleet-balancer.ts"),
    [String(BALANCER_PORT), ...NODE_PORTS.map(String)],
    {
      // Plain Node runs it (erasable TypeScript only), not this process's loader.
      execPath: process.execPath,
      execArgv: ["--no-warnings"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the balancer exited with ${code}`)));
  });
  // Until both nodes have answered a probe.
  for (let attempt = 0; attempt < 50; attempt++) {
    const { healthy } = await balancerCounters(false);
    if (healthy.length === NODE_PORTS.length) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the balancer sees no healthy node");
}

async function balancerCounters(
  reset: boolean,
): Promise<{ forwarded: number; retried: number; refused: number; healthy: number[] }> {
  const response = await fetch(`http://127.0.0.1:${BALANCER_PORT}/__balancer${reset ? "?reset=1" : ""}`);
  return (await response.json()) as {
    forwarded: number;
    retried: number;
    refused: number;
    healthy: number[];
  };
}

// ---------------------------------------------------------------------------------------------
// The load, wrk in its own process
// ---------------------------------------------------------------------------------------------

const postJson = async (call: string, body: unknown) =>
  (await (
    await fetch(`http://127.0.0.1:${BALANCER_PORT}/api/${call}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  ).json()) as {
    success: boolean;
    code?: number;
    data?: { token?: string; second_factor?: { ticket: string } };
  };

/**
 * A session of a demo account; the manager signs in with its authenticator code (the demo's published
 * secret, docs/decisions/142). A code is taken once per 30-second step, so a rerun within the step
 * uses the next step's code.
 */
async function sessionOf(email: string): Promise<string> {
  const login = await postJson("member/login", { id: email, password: DEMO_PASSWORD });
  const ticket = login.data?.second_factor?.ticket;
  if (login.data?.token) return login.data.token;
  if (!ticket) throw new Error(`login of ${email}: ${JSON.stringify(login)}`);
  for (const stepsAhead of [0, 1]) {
    const epoch = Math.floor(Date.now() / 1000) + stepsAhead * 30;
    const code = await generate({ secret: DEMO_TOTP_SECRET, epoch });
    const verified = await postJson("member/login/verify", { ticket, method: "totp", code });
    if (verified.data?.token) return verified.data.token;
  }
  throw new Error(`the second step of ${email} failed`);
}

/** Writes the weighted mix (path, token) for fleet-mix.lua; returns the file's path. */
async function writeMix(): Promise<string> {
  const tokens = await Promise.all(
    ["creator@studio.test", "manager@studio.test", "member@studio.test"].map(sessionOf),
  );
  const meta = (await (
    await fetch(`http://127.0.0.1:${BALANCER_PORT}/api/v2/music/dashboard/meta`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json()) as { data: { max_date: string } };
  const end = meta.data.max_date;
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
  const paths: [string, number][] = [
    ["/api/member/me", 1],
    ["/api/v2/music/home", 2],
    ["/api/v2/music/search?search=love&page=0&size=20", 2],
    [`/api/v2/music/dashboard?start=${start}&end=${end}`, 2],
    [`/api/v2/music/video/list?start=${start}&end=${end}&page=0&size=20`, 2],
    ["/api/channel/list?page=0&size=20", 1],
  ];
  const lines = tokens.flatMap((token) =>
    paths.flatMap(([url, weight]) => Array.from({ length: weight }, () => `${url}\t${token}`)),
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), "studio-fleet-")), "mix.tsv");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

interface WrkResult {
  requests: number;
  duration_us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50_us: number;
  p95_us: number;
  p99_us: number;
  /** Answers other than 200, by status. */
  others: Record<string, number>;
}

interface LoadRun {
  result: WrkResult;
  /** CPU seconds the load generator used. */
  cpu: number;
}

function wrk(mixFile: string, connections: number, seconds: number): Promise<LoadRun> {
  const child = spawn(
    "wrk",
    [
      "-t2",
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      "-s",
      path.join(import.meta.dirname, "fleet-mix.lua"),
      `http://127.0.0.1:${BALANCER_PORT}`,
    ],
    { env: { ...process.env, FLEET_MIX: mixFile }, stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let cpu = 0;
  // wrk's CPU is read just before it exits (afterwards /proc has nothing of it).
  const sampler = setInterval(() => {
    cpu = Math.max(cpu, cpuSeconds(child.pid));
  }, 250);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      clearInterval(sampler);
      const line = output.split("\n").find((l) => l.startsWith("{"));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}: ${output}`));
      resolve({ result: JSON.parse(line) as WrkResult, cpu });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Runs
// ---------------------------------------------------------------------------------------------

interface RunFigures {
  name: string;
  connections: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  /** What failed: statuses and socket errors, e.g. "429: 12, timeout: 3". */
  failures: string;
  total: number;
  rssMax: number[];
  cpuNodes: number;
  cpuBalancer: number;
  cpuLoad: number;
  loadBefore: number;
  loadAfter: number;
}

const nodes = new Map<number, ChildProcess>();
let balancer: ChildProcess | undefined;

async function run(
  name: string,
  mixFile: string,
  connections: number,
  seconds: number,
  during?: () => Promise<void>,
  onSample?: (rss: number[]) => void,
  sampleMs = 1_000,
): Promise<RunFigures> {
  const loadBefore = loadAverage()[0] ?? 0;
  const rssMax = NODE_PORTS.map(() => 0);
  // Node CPU by process, so a node restarted during the run counts with both its processes (one
  // stopped before the end is counted as last sampled).
  const cpuAtStart = new Map([...nodes.values()].map((node) => [node.pid, cpuSeconds(node.pid)]));
  const cpuLastSeen = new Map<number | undefined, number>();
  const cpuBalancerStart = cpuSeconds(balancer?.pid);
  const sample = () => {
    const rss = NODE_PORTS.map((port) => rssMb(nodes.get(port)?.pid));
    rss.forEach((value, index) => {
      rssMax[index] = Math.max(rssMax[index] ?? 0, value);
    });
    for (const node of nodes.values()) {
      const cpu = cpuSeconds(node.pid);
      if (cpu > 0) cpuLastSeen.set(node.pid, cpu);
    }
    onSample?.(rss);
  };
  const sampler = setInterval(sample, sampleMs);
  sample();
  const [load] = await Promise.all([wrk(mixFile, connections, seconds), during?.()]);
  clearInterval(sampler);
  sample();
  let cpuNodes = 0;
  for (const [pid, cpu] of cpuLastSeen) cpuNodes += cpu - (cpuAtStart.get(pid) ?? 0);
  const r = load.result;
  const failed = r.connect + r.read + r.write + r.status + r.timeout;
  return {
    name,
    connections,
    perSecond: Math.round(r.requests / (r.duration_us / 1e6)),
    p50: Math.round(r.p50_us / 1000),
    p95: Math.round(r.p95_us / 1000),
    p99: Math.round(r.p99_us / 1000),
    failed,
    failures: [
      ...Object.entries(r.others).map(([status, count]) => `${status}: ${count}`),
      ...(["connect", "read", "write", "timeout"] as const)
        .filter((kind) => r[kind] > 0)
        .map((kind) => `${kind}: ${r[kind]}`),
    ].join(", "),
    total: r.requests,
    rssMax,
    // Processes that ran the whole run count from their start figure; restarted ones whole.
    cpuNodes,
    cpuBalancer: cpuSeconds(balancer?.pid) - cpuBalancerStart,
    cpuLoad: load.cpu,
    loadBefore,
    loadAfter: loadAverage()[0] ?? 0,
  };
}

/** Least-squares slope of y over x (MB per minute when x is minutes). */
function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

const mb = (value: number) => value.toFixed(0);

try {
  const startedLoad = loadAverage();
  for (const port of NODE_PORTS) nodes.set(port, await startNode(port));
  balancer = await startBalancer();
  const mixFile = await writeMix();
  const figures: RunFigures[] = [];
  const restarts: string[] = [];
  let balancerAfterRestart = { retried: 0, refused: 0 };
  if (process.env.FLEET_SKIP_RUNS !== "1") {
    await wrk(mixFile, 20, Math.min(SECONDS, 10)); // warm-up, not reported
    for (const connections of CONNECTIONS) figures.push(await run("steady", mixFile, connections, SECONDS));

    const rolling = async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 5));
      for (const port of NODE_PORTS) {
        const node = nodes.get(port);
        if (!node) continue;
        const stoppedAt = Date.now();
        const code = await stopNode(node);
        nodes.set(port, await startNode(port));
        restarts.push(`node :${port} exit ${code}, back in ${Date.now() - stoppedAt} ms`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    await balancerCounters(true);
    figures.push(await run("rolling restart", mixFile, 50, SECONDS, rolling));
    balancerAfterRestart = await balancerCounters(true);
  }

  let soak: { figures: RunFigures; samples: { t: number; rss: number[] }[] } | undefined;
  if (SOAK_SECONDS > 0) {
    const samples: { t: number; rss: number[] }[] = [];
    const soakStart = Date.now();
    const figuresOfSoak = await run(
      "soak",
      mixFile,
      SOAK_CONNECTIONS,
      SOAK_SECONDS,
      undefined,
      (rss) => samples.push({ t: (Date.now() - soakStart) / 1000, rss }),
      SOAK_SAMPLE_MS,
    );
    soak = { figures: figuresOfSoak, samples };
    figures.push(figuresOfSoak);
    if (process.env.FLEET_SAMPLES_FILE) {
      const rows = samples.map((s) => `${s.t.toFixed(1)},${s.rss.map((v) => v.toFixed(1)).join(",")}`);
      writeFileSync(
        process.env.FLEET_SAMPLES_FILE,
        `seconds,${NODE_PORTS.map((p) => `rss_mb_${p}`).join(",")}\n${rows.join("\n")}\n`,
      );
    }
  }

  const [l1, l5, l15] = startedLoad;
  console.log(
    `\nfleet: 2 nodes (node ${NODE_ARGS.join(" ")} ${path.relative(repoRoot, serverFile)}), PostgreSQL + Redis, ` +
      "balancer and wrk " +
      `(2 threads) each in a process of their own, mixed browsing GETs, ${SECONDS} s per run; ` +
      `${new Date().toISOString()}, Node ${process.version}, load average at the start ${l1} / ${l5} / ${l15}\n`,
  );
  console.log(
    "| run | connections | requests/s | p50 ms | p95 ms | p99 ms | failed / total | node RSS max MB | " +
      "CPU s: nodes / balancer / wrk | load (1 min) before → after |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.connections} | ${f.perSecond} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.failed} / ${f.total}${f.failures ? ` (${f.failures})` : ""} | ` +
        `${f.rssMax.map(mb).join(" / ")} | ${f.cpuNodes.toFixed(1)} / ${f.cpuBalancer.toFixed(1)} / ${f.cpuLoad.toFixed(1)} | ` +
        `${f.loadBefore.toFixed(2)} → ${f.loadAfter.toFixed(2)} |`,
    );
  }
  if (restarts.length > 0)
    console.log(
      `\nrolling restart: ${restarts.join("; ")}; GETs the balancer sent to the other node: ${balancerAfterRestart.retried}; ` +
        `answered 502 with no node ready: ${balancerAfterRestart.refused}`,
    );

  if (soak) {
    const { samples } = soak;
    const minutes = Math.ceil(SOAK_SECONDS / 60);
    console.log(
      `\nsoak: ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections, RSS sampled every ${SOAK_SAMPLE_MS / 1000} s; ` +
        `goal: no node past ${RSS_GOAL_MB} MB\n`,
    );
    console.log(
      `| node | RSS at start MB | max MB | at end MB | slope, 2nd half MB/min | ${Array.from({ length: minutes }, (_, m) => `max min ${m + 1}`).join(" | ")} | goal met |`,
    );
    console.log(`|---|---|---|---|---|${"---|".repeat(minutes)}---|`);
    NODE_PORTS.forEach((port, index) => {
      const series = samples.map((s) => [s.t, s.rss[index] ?? 0] as [number, number]);
      const values = series.map(([, v]) => v);
      const max = Math.max(...values);
      const secondHalf = series
        .filter(([t]) => t >= SOAK_SECONDS / 2)
        .map(([t, v]) => [t / 60, v] as [number, number]);
      const perMinute = Array.from({ length: minutes }, (_, m) =>
        mb(Math.max(0, ...series.filter(([t]) => t >= m * 60 && t < (m + 1) * 60).map(([, v]) => v))),
      );
      console.log(
        `| :${port} | ${mb(values[0] ?? 0)} | ${mb(max)} | ${mb(values.at(-1) ?? 0)} | ${slope(secondHalf).toFixed(1)} | ` +
          `${perMinute.join(" | ")} | ${max < RSS_GOAL_MB ? "yes" : "**no**"} |`,
      );
    });
  }
} finally {
  balancer?.kill("SIGTERM");
  for (const node of nodes.values()) node.kill("SIGKILL");
}
