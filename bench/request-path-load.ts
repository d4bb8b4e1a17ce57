/**
 * The load generators of bench/request-path.bench.ts, each in a process of its own (wrk, or
 * autocannon's command line), so the generator's work never slows the bench's own event loop and a
 * busy machine does not overstate the ratio; and the CPU time of the processes under load.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type Loader = "wrk" | "autocannon";

export interface LoadResult {
  perSecond: number;
  total: number;
  /** Answers outside 2xx (autocannon) or outside 2xx and 3xx (wrk). */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

interface LoadAsk {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

function run(file: string, args: string[]): Promise<string> {
  const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${file} exited with ${code}: ${errors}${output}`)),
    );
  });
}

const UNIT_SECONDS: Record<string, number> = { us: 1e-6, ms: 1e-3, s: 1, m: 60 };

/** wrk's text report: `N requests in 5.00s`, `Non-2xx or 3xx responses: N`, `Socket errors: ...`. */
export function parseWrk(output: string): LoadResult {
  const done = /(\d+) requests in ([\d.]+)(us|ms|s|m)\b/.exec(output);
  if (!done) throw new Error(`no request count in wrk's report:\n${output}`);
  const total = Number(done[1]);
  const seconds = Number(done[2]) * (UNIT_SECONDS[done[3] ?? "s"] ?? 1);
  const non2xx = Number(/Non-2xx or 3xx responses:\s*(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { perSecond: total / seconds, total, non2xx, errors };
}

async function wrk(ask: LoadAsk): Promise<LoadResult> {
  const headerArgs = Object.entries(ask.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const output = await run("wrk", [
    "-t1",
    `-c${ask.connections}`,
    `-d${ask.seconds}s`,
    // autocannon's timeout: a slow answer under load is counted, not dropped as an error at 2 s.
    "--timeout",
    "10s",
    ...headerArgs,
    ask.url,
    "--latency",
  ]);
  return parseWrk(output);
}

const autocannonCli = path.resolve(import.meta.dirname, "../node_modules/autocannon/autocannon.js");

async function autocannon(ask: LoadAsk): Promise<LoadResult> {
  const headerArgs = Object.entries(ask.headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  // The same Node as the bench: the command's `#!/usr/bin/env node` may find an older one.
  const output = await run(process.execPath, [
    autocannonCli,
    "-c",
    String(ask.connections),
    "-d",
    String(ask.seconds),
    ...headerArgs,
    "--json",
    ask.url,
  ]);
  const line = output.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`no JSON in autocannon's output:\n${output}`);
  const result = JSON.parse(line) as {
    duration: number;
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    perSecond: result.requests.total / result.duration,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function load(loader: Loader, ask: LoadAsk): Promise<LoadResult> {
  return loader === "wrk" ? wrk(ask) : autocannon(ask);
}

/**
 * CPU time a process has used so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock
 * ticks of 10 ms). Per request it depends far less on the machine's other work than requests per
 * second do. Undefined once the process is gone.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined; // gone between the check and the read
  }
}

/** CPU ms of each process of a set (PostgreSQL backends, say), by pid. */
export function cpuOfEach(pids: number[]): Map<number, number> {
  const each = new Map<number, number>();
  for (const pid of pids) {
    const cpu = cpuMs(pid);
    if (cpu !== undefined) each.set(pid, cpu);
  }
  return each;
}

/**
 * CPU a set of processes used between two samples: a process new in the second counts from zero
 * (a backend opened under load), one gone by then is lost (rare: a pool closes idle connections).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return used;
}
