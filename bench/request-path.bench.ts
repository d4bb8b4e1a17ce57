/**
 * Requests per second of an authenticated `GET /api/member/me` against a bare Fastify hello-world,
 * both real HTTP servers in their own processes, loaded by autocannon over keep-alive connections.
 * The API runs as production does (NODE_ENV=production, LOG_LEVEL=info, PostgreSQL): the compiled
 * server (`node apps/api/dist/server.js`, built by `npm run build:api`) by default, the sources
 * through tsx with REQUEST_PATH_SERVER=source.
 * Run: DATABASE_URL=postgres://... npm run bench:request-path -w @studio/bench
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../apps/api/src/db/client";
import { DEMO_PASSWORD, seedDemo } from "../apps/api/src/seed/demo";
import { benchDatabaseUrl } from "./bench-database";

const repoRoot = path.resolve(import.meta.dirname, "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const API_PORT = 3911;
const HELLO_PORT = 3912;

const databaseUrl = await benchDatabaseUrl("studio_bench_request_path");
if (!databaseUrl) throw new Error("Set DATABASE_URL: this bench measures the API on PostgreSQL.");
const database = await openDatabase({ databaseUrl });
await database.migrate();
await seedDemo(database.db, { dataDir: mkdtempSync(path.join(tmpdir(), "studio-bench-")) });
await database.close();

const mode = process.env.REQUEST_PATH_SERVER === "source" ? "source" : "dist";
const serverFile = path.join(repoRoot, "apps/api/dist/server.js");
if (mode === "dist" && !existsSync(serverFile)) throw new Error("Run `npm run build:api` first.");
const apiCommand =
  mode === "dist"
    ? [process.execPath, serverFile]
    : [path.join(repoRoot, "node_modules/.bin/tsx"), path.join(repoRoot, "apps/api/src/server.ts")];

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

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  // A short warm-up lets the JIT and the connection pools settle before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

const hello = await startServer(
  [process.execPath, path.join(repoRoot, "bench/request-path-hello.mjs")],
  { ...process.env, PORT: String(HELLO_PORT) },
  `http://127.0.0.1:${HELLO_PORT}/`,
);
const api = await startServer(
  apiCommand,
  {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DEMO: "false",
    DATABASE_URL: databaseUrl,
    REDIS_URL: "",
    HOST: "127.0.0.1",
    PORT: String(API_PORT),
    SERVE_WEB: "false",
  },
  `http://127.0.0.1:${API_PORT}/healthz`,
);

try {
  const login = await fetch(`http://127.0.0.1:${API_PORT}/api/member/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: "creator@studio.test", password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const me = await fetch(`http://127.0.0.1:${API_PORT}/api/member/me`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  if (me.status !== 200) throw new Error(`member/me answered ${me.status}`);

  const helloRate = await requestsPerSecond(`http://127.0.0.1:${HELLO_PORT}/`, {});
  const meRate = await requestsPerSecond(`http://127.0.0.1:${API_PORT}/api/member/me`, {
    authorization: `Bearer ${data.token}`,
  });
  console.log(`server: ${mode === "dist" ? "node apps/api/dist/server.js" : "tsx apps/api/src/server.ts"}`);
  console.log(`connections=${CONNECTIONS} duration=${SECONDS}s`);
  console.log(`hello-world  ${helloRate.toFixed(0)} requests/s`);
  console.log(`member/me    ${meRate.toFixed(0)} requests/s`);
  console.log(`ratio        ${(meRate / helloRate).toFixed(3)}x`);
} finally {
  api.kill("SIGTERM");
  hello.kill("SIGTERM");
}
