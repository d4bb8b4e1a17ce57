/**
 * How much CPU a compiled API node needs to get ready, and how much it burns idle (docs/performance.md,
 * "Start-up and idle"). Each run spawns `node apps/api/dist/server.js` as production runs it, reads the
 * process's user+system CPU from /proc/<pid>/stat when /readyz first answers 200 (polled every 25 ms),
 * then leaves it alone for IDLE_SECONDS and reads the CPU again: the idle figure is ms of CPU per
 * second. Runs on PostgreSQL (DATABASE_URL, a bench database beside it, migrated and seeded before)
 * and on embedded PGlite (a fresh data folder, demo mode, so the start includes migrating and seeding
 * on the first run and not on the second).
 *
 * Run: npm run build:api && DATABASE_URL=postgres://... npm run bench:start -w @studio/bench
 * (START_RUNS per engine, default 3; IDLE_SECONDS, default 20; START_PORT, default 3951.)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../apps/api/src/db/client";
import { benchDatabaseUrl } from "./bench-database";

const repoRoot = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.START_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const PORT = Number(process.env.START_PORT ?? 3951);
const serverFile = path.join(repoRoot, "apps/api/dist/server.js");
if (!existsSync(serverFile)) throw new Error("Run `npm run build:api` first.");
const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

interface Figures {
  readyMs: number;
  startCpuMs: number;
  idleCpuMsPerSecond: number;
}

async function measure(env: NodeJS.ProcessEnv): Promise<Figures> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      SERVE_WEB: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("no process");
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (await ready(PORT)) break;
      if (performance.now() - startedAt > 120_000) throw new Error("not ready in 120 s");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const readyMs = performance.now() - startedAt;
    const startCpuMs = cpuMsOf(pid);
    // Settle first: what a just-started node finishes (queues created, schedules written) is not idle.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idleCpuMsPerSecond = (cpuMsOf(pid) - before) / IDLE_SECONDS;
    return { readyMs, startCpuMs, idleCpuMsPerSecond };
  } finally {
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGINT");
    });
  }
}

const rows: string[] = [];
const report = (engine: string, run: number, f: Figures) =>
  rows.push(
    `| ${engine} | ${run} | ${Math.round(f.readyMs)} | ${Math.round(f.startCpuMs)} | ${f.idleCpuMsPerSecond.toFixed(1)} |`,
  );

const databaseUrl = await benchDatabaseUrl(process.env.START_DATABASE ?? "studio_bench_start");
if (databaseUrl) {
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  await database.close();
  for (let run = 1; run <= RUNS; run++) {
    report(
      "PostgreSQL, production",
      run,
      await measure({ NODE_ENV: "production", DEMO: "false", DATABASE_URL: databaseUrl }),
    );
  }
}
const dataDir = mkdtempSync(path.join(tmpdir(), "studio-start-"));
for (let run = 1; run <= RUNS; run++) {
  report(
    "PGlite, demo",
    run,
    await measure({ NODE_ENV: "development", DEMO: "true", DATA_DIR: dataDir, DATABASE_URL: "" }),
  );
}

console.log(`\nstart-up and idle of ${path.relative(repoRoot, serverFile)}; idle over ${IDLE_SECONDS} s\n`);
console.log("| engine | run | ready after (ms) | CPU to ready (ms) | idle CPU (ms/s) |");
console.log("|---|---|---|---|---|");
for (const row of rows) console.log(row);
