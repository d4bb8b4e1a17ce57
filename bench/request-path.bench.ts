/**
 * Requests per second of an authenticated `GET /api/member/me` against a bare Fastify hello-world,
 * both real HTTP servers in their own processes, loaded by autocannon over keep-alive connections.
 * The API runs as production does (NODE_ENV=production, LOG_LEVEL=info, PostgreSQL): the compiled
 * server (`node apps/api/dist/server.js`, built by `npm run build:api`) by default, the sources
 * through tsx with REQUEST_PATH_SERVER=source. REQUEST_PATH_BASELINE=<another checkout> measures that
 * checkout's API in the same rounds, for a before/after figure: from its sources through tsx, or its
 * compiled server with REQUEST_PATH_BASELINE_MODE=dist.
 * Run: DATABASE_URL=postgres://... npm run bench:request-path -w @studio/bench
 * (REQUEST_PATH_DATABASE names the bench's database, REQUEST_PATH_PORT the first of its three ports.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../apps/api/src/db/client";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";

const repoRoot = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP_SECONDS = 5;
/** Three ports from REQUEST_PATH_PORT (default 3911), so two benches on one machine do not collide. */
const FIRST_PORT = Number(process.env.REQUEST_PATH_PORT ?? 3911);
const API_PORT = FIRST_PORT;
const HELLO_PORT = FIRST_PORT + 1;
const BASELINE_PORT = FIRST_PORT + 2;

const databaseUrl = await benchDatabaseUrl(process.env.REQUEST_PATH_DATABASE ?? "studio_bench_request_path");
if (!databaseUrl) throw new Error("Set DATABASE_URL: this bench measures the API on PostgreSQL.");
const database = await openDatabase({ databaseUrl });
await database.migrate();
await seedDemo(database.db, { dataDir: mkdtempSync(path.join(tmpdir(), "studio-bench-")) });
await database.close();

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
/** Another checkout (an older commit, say) measured in the same rounds, started from its sources. */
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

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<{ perSecond: number; total: number }> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { perSecond: result.requests.average, total: result.requests.total };
}

/**
 * CPU time a server process has used so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in
 * clock ticks of 10 ms). Per request it depends far less on the machine's other work than requests
 * per second do; it leaves out the database server's own work, and counts only the compiled servers
 * (tsx runs the sources in a child process of its own).
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const apiEnv = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  DEMO: "false",
  DATABASE_URL: databaseUrl,
  REDIS_URL: "",
  HOST: "127.0.0.1",
  PORT: String(port),
  SERVE_WEB: "false",
});

async function signIn(port: number): Promise<Record<string, string>> {
  const login = await fetch(`http://127.0.0.1:${port}/api/member/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: "creator@studio.test", password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  const me = await fetch(`http://127.0.0.1:${port}/api/member/me`, { headers });
  if (me.status !== 200) throw new Error(`member/me on port ${port} answered ${me.status}`);
  return headers;
}

const children: ChildProcess[] = [];
try {
  children.push(
    await startServer(
      [process.execPath, path.join(repoRoot, "bench/request-path-hello.mjs")],
      { ...process.env, PORT: String(HELLO_PORT) },
      `http://127.0.0.1:${HELLO_PORT}/`,
    ),
  );
  children.push(
    await startServer(apiCommand(repoRoot, mode), apiEnv(API_PORT), `http://127.0.0.1:${API_PORT}/healthz`),
  );
  if (baselineRoot) {
    children.push(
      await startServer(
        apiCommand(baselineRoot, baselineMode),
        apiEnv(BASELINE_PORT),
        `http://127.0.0.1:${BASELINE_PORT}/api/site/meta`,
      ),
    );
  }
  const targets = [
    { name: "hello-world", url: `http://127.0.0.1:${HELLO_PORT}/`, headers: {}, pid: children[0]?.pid },
    {
      name: "member/me",
      url: `http://127.0.0.1:${API_PORT}/api/member/me`,
      headers: await signIn(API_PORT),
      pid: children[1]?.pid,
    },
    ...(baselineRoot
      ? [
          {
            name: "member/me (baseline)",
            url: `http://127.0.0.1:${BASELINE_PORT}/api/member/me`,
            headers: await signIn(BASELINE_PORT),
            pid: children[2]?.pid,
          },
        ]
      : []),
  ];
  // A short warm-up lets the JIT and the connection pools settle before the measured rounds.
  for (const target of targets) await load(target.url, target.headers, WARM_UP_SECONDS);
  // The machine is shared: short alternating rounds see the same load, and the median ratio is kept.
  const rates = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const cpuPerRequest = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const cpuBefore = cpuMs(target.pid);
      const { perSecond, total } = await load(target.url, target.headers, SECONDS);
      const cpuAfter = cpuMs(target.pid);
      rates.get(target.name)?.push(perSecond);
      if (cpuBefore !== undefined && cpuAfter !== undefined && total > 0) {
        cpuPerRequest.get(target.name)?.push(((cpuAfter - cpuBefore) * 1000) / total);
      }
    }
  }
  const hello = rates.get("hello-world") ?? [];
  console.log(`server: ${mode === "dist" ? "node apps/api/dist/server.js" : "tsx apps/api/src/server.ts"}`);
  if (baselineRoot) console.log(`baseline: ${baselineRoot} (${baselineMode})`);
  console.log(`connections=${CONNECTIONS} rounds=${ROUNDS} of ${SECONDS}s each`);
  for (const [name, values] of rates) {
    const ratios = values.map((value, i) => value / (hello[i] ?? 1));
    console.log(
      `${name.padEnd(22)} ${values.map((v) => v.toFixed(0).padStart(6)).join(" ")} requests/s` +
        (name === "hello-world" ? "" : `   median ratio ${median(ratios).toFixed(3)}x`),
    );
  }
  const baseline = rates.get("member/me (baseline)");
  if (baseline) {
    const gains = (rates.get("member/me") ?? []).map((value, i) => value / (baseline[i] ?? 1));
    console.log(`member/me against the baseline, same rounds: median ${median(gains).toFixed(2)}x`);
  }
  const helloCpu = median(cpuPerRequest.get("hello-world") ?? []);
  for (const [name, values] of cpuPerRequest) {
    if (values.length === 0) continue;
    const cpu = median(values);
    console.log(
      `${name.padEnd(22)} server CPU ${cpu.toFixed(0).padStart(5)} ms per 1,000 requests (median)` +
        (name === "hello-world" || !helloCpu
          ? ""
          : `   hello-world's over this: ${(helloCpu / cpu).toFixed(3)}x`),
    );
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
}
