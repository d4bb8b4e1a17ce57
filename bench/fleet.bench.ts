/**
 * Two API nodes on one PostgreSQL with Redis behind a round-robin balancer, under a mixed browsing
 * load at 20, 50 and 200 connections, then at 50 connections while each node in turn is stopped
 * (SIGTERM) and started again: a rolling restart (docs/decisions/126).
 *
 * The balancer is the bench's own, as a load balancer in front of a fleet works: it sends a request
 * to the next node that answers /readyz (probed every 200 ms), keeps connections to the nodes alive,
 * and sends a GET whose node failed before answering (a refused or reset connection) to another node
 * once, as nginx's `proxy_next_upstream` or an ALB does. Nodes run as production does (compiled server,
 * NODE_ENV=production, LOG_LEVEL=info), on the demo's data.
 *
 * The mix, by weight of each request: member/me 1, music home 2, music search 2, dashboard 2, video
 * list 2, channel list 1; as the creator, the manager and the member in turn.
 *
 * Run: DATABASE_URL=postgres://... REDIS_URL=redis://... npm run bench:fleet -w @studio/bench
 * (FLEET_SECONDS per run, default 20; FLEET_PORT the first of three ports, default 3931.)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../apps/api/src/db/client";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";
import { percentile } from "./percentile";

const repoRoot = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.FLEET_SECONDS ?? 20);
const FIRST_PORT = Number(process.env.FLEET_PORT ?? 3931);
const BALANCER_PORT = FIRST_PORT;
const NODE_PORTS = [FIRST_PORT + 1, FIRST_PORT + 2];
const REDIS_URL = process.env.REDIS_URL;

const databaseUrl = await benchDatabaseUrl(process.env.FLEET_DATABASE ?? "studio_bench_fleet");
if (!databaseUrl || !REDIS_URL) throw new Error("Set DATABASE_URL and REDIS_URL: a fleet shares both.");
const serverFile = path.join(repoRoot, "apps/api/dist/server.js");
if (!existsSync(serverFile)) throw new Error("Run `npm run build:api` first.");

const database = await openDatabase({ databaseUrl });
await database.migrate();
await seedDemo(database.db, { dataDir: mkdtempSync(path.join(tmpdir(), "studio-bench-")) });
await database.close();

// ---------------------------------------------------------------------------------------------
// The nodes
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
  const child = spawn(process.execPath, [serverFile], {
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

// ---------------------------------------------------------------------------------------------
// The balancer
// ---------------------------------------------------------------------------------------------

const healthy = new Set<number>();
const upstream = new http.Agent({ keepAlive: true, maxSockets: 256 });
let retried = 0;
let next = 0;

const probes = setInterval(() => {
  for (const port of NODE_PORTS) {
    void ready(port).then((ok) => (ok ? healthy.add(port) : healthy.delete(port)));
  }
}, 200);

function pick(except?: number): number | undefined {
  const ports = [...healthy].filter((port) => port !== except);
  if (ports.length === 0) return undefined;
  next = (next + 1) % ports.length;
  return ports[next];
}

function forward(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  port: number | undefined,
  tries: number,
) {
  if (port === undefined) {
    response.writeHead(502).end();
    return;
  }
  const proxied = http.request(
    {
      host: "127.0.0.1",
      port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent: upstream,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  proxied.on("error", () => {
    if (response.headersSent) return response.destroy();
    // The node went away before answering: a GET goes to another node, once.
    if (request.method === "GET" && tries === 0) {
      retried += 1;
      healthy.delete(port);
      return forward(request, response, pick(port), 1);
    }
    response.writeHead(502).end();
  });
  request.pipe(proxied);
}

const balancer = http.createServer((request, response) => forward(request, response, pick(), 0));
balancer.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => balancer.listen(BALANCER_PORT, "127.0.0.1", resolve));

// ---------------------------------------------------------------------------------------------
// The load
// ---------------------------------------------------------------------------------------------

async function sessionOf(email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${BALANCER_PORT}/api/member/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: email, password: DEMO_PASSWORD }),
  });
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

async function browsingRequests(): Promise<autocannon.Request[]> {
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
  return tokens.flatMap((token) =>
    paths.flatMap(([url, weight]) =>
      Array.from({ length: weight }, () => ({
        method: "GET" as const,
        path: url,
        headers: { authorization: `Bearer ${token}`, "x-language": "en" },
      })),
    ),
  );
}

interface RunFigures {
  connections: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  total: number;
}

async function run(
  requests: autocannon.Request[],
  connections: number,
  during?: () => Promise<void>,
): Promise<RunFigures> {
  const latencies: number[] = [];
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${BALANCER_PORT}`, connections, duration: SECONDS, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const [result] = await Promise.all([finished, during?.()]);
  return {
    connections,
    perSecond: Math.round(result.requests.average),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    failed: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const nodes = new Map<number, ChildProcess>();
try {
  for (const port of NODE_PORTS) nodes.set(port, await startNode(port));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const requests = await browsingRequests();
  await run(requests, 20); // warm-up, not reported
  const figures: (RunFigures & { name: string })[] = [];
  for (const connections of [20, 50, 200])
    figures.push({ name: "steady", ...(await run(requests, connections)) });

  const restarts: string[] = [];
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
  retried = 0;
  figures.push({ name: "rolling restart", ...(await run(requests, 50, rolling)) });

  console.log(`\nfleet: 2 nodes, PostgreSQL + Redis, ${SECONDS} s per run, mixed browsing GETs\n`);
  console.log("| run | connections | requests/s | p50 ms | p95 ms | p99 ms | failed / total |");
  console.log("|---|---|---|---|---|---|---|");
  for (const f of figures) {
    console.log(
      `| ${f.name} | ${f.connections} | ${f.perSecond} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.failed} / ${f.total} |`,
    );
  }
  console.log(
    `\nrolling restart: ${restarts.join("; ")}; GETs the balancer sent to the other node: ${retried}`,
  );
} finally {
  clearInterval(probes);
  balancer.close();
  upstream.destroy();
  for (const node of nodes.values()) node.kill("SIGKILL");
}
