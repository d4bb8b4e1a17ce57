import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E, errorMessage, joinCall, loginCall, meCall, siteMetaCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { type Database, MIGRATIONS_FOLDER, openDatabase } from "../src/db/client";
import { committedMigrationCount } from "../src/db/migrations";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { eventually } from "./support/eventually";
import { api, GOOD_PASSWORD, login, uniqueEmail, uniqueIp, uniqueNickname } from "./support/factories";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres-templates";
import { closedPort, startTcpProxy, type TcpProxy } from "./support/tcp-proxy";
import { templateRun } from "./support/template-run";
import { createTestApp, type TestApp, testEngine } from "./support/test-app";

/**
 * Degrade, don't fail (docs/decisions/138): a node whose Redis is away keeps logging people in,
 * counting its rate limits in memory, and says so once; a node whose database is away answers every
 * call 503 with code 10 and Retry-After, in one log line per request.
 */

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  status?: number;
  unavailable?: string;
  [field: string]: unknown;
}

/** Collects an app's log lines as parsed JSON. */
function logCollector() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  };
}

const WARN = 40;
const expectedMigrations = committedMigrationCount(MIGRATIONS_FOLDER);

describe("Redis unreachable", () => {
  let t: TestApp;
  const log = logCollector();
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    // ioredis prints each failed reconnection itself unless someone listens for its errors.
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(" "));
    });
    // Nothing listens there: every connection attempt is refused.
    const port = await closedPort();
    t = await createTestApp({
      config: { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: "info" },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it("logs in and signs up, with the limits counted in this node's memory", async () => {
    const ip = uniqueIp();
    expect(await login(t.app, "creator@studio.test", DEMO_PASSWORD, { ip })).toMatch(/\S{20,}/);
    const joined = await api(t.app, { ip }).call(joinCall, {
      id: uniqueEmail("redis-down"),
      password: GOOD_PASSWORD,
      nickname: uniqueNickname("rd"),
    });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ success: true, data: { token: expect.any(String) } });

    // The per-account login limit (10 in 15 minutes) still holds, counted here.
    const id = uniqueEmail("nobody");
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      // The per-account wait (docs/decisions/143) runs on the app's clock: moved past it, so this
      // sees the per-address limit alone.
      t.clock.advance(16 * 60_000);
      const response = await api(t.app, { ip }).call(loginCall, { id, password: "Wrong-Password-9" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400 || status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("is ready, degraded: /readyz answers 200 and names Redis", async () => {
    const response = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "degraded",
      redis: "unreachable",
      migrations: { applied: expectedMigrations, expected: expectedMigrations },
    });
  });

  it("says so in one warning line, however many requests and reconnection attempts", () => {
    const redisLines = log.lines.filter((line) => /redis/i.test(line.msg));
    expect(redisLines).toHaveLength(1);
    expect(redisLines[0]).toMatchObject({ level: WARN, redis: expect.stringContaining("ECONNREFUSED") });
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(consoleErrors.filter((line) => /ioredis|redis/i.test(line))).toEqual([]);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))("Redis going away and coming back", () => {
  let t: TestApp;
  let proxy: TcpProxy;
  const log = logCollector();

  beforeAll(async () => {
    const redisUrl = new URL(process.env.REDIS_URL as string);
    proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    t = await createTestApp({
      config: { REDIS_URL: proxy.through(redisUrl.toString()), LOG_LEVEL: "info" },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const readiness = async () => (await t.app.inject({ method: "GET", url: "/readyz" })).json().status;

  it("is ready, degraded while Redis is away, and ready again once it is back", async () => {
    expect(await readiness()).toBe("ready");
    await proxy.cut();
    await eventually(async () => ((await readiness()) === "degraded" ? true : undefined), {
      what: "/readyz to say degraded",
    });
    expect(await login(t.app, "creator@studio.test", DEMO_PASSWORD)).toMatch(/\S{20,}/);

    await proxy.restore();
    await eventually(async () => ((await readiness()) === "ready" ? true : undefined), {
      what: "/readyz to say ready again",
    });
    expect(await login(t.app, "creator@studio.test", DEMO_PASSWORD)).toMatch(/\S{20,}/);
    // One line when it went away, one when it came back.
    expect(log.lines.filter((line) => /redis/i.test(line.msg)).map((line) => line.msg)).toEqual([
      "Redis is unreachable: rate limits count in this node's memory until it is back",
      "Redis is back: rate limits count in Redis again",
    ]);
  });
});

/**
 * The database behind a relay the test cuts: new connections are refused and the open ones end,
 * as when PostgreSQL stops or its host goes away.
 */
describe.runIf(testEngine() === "postgres")("the database unreachable", () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  const log = logCollector();
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-db-down-"));

  beforeAll(async () => {
    const run = templateRun();
    scratch = await createScratchDatabase(run, new Date(run.seededAt));
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ databaseUrl: proxy.through(scratch.url) });
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: "info", DATA_DIR: dataDir }, { DEMO: "true", SEED: "never" }),
      database,
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every call 503 with code 10 and Retry-After, in one log line each, and recovers", async () => {
    const token = await login(app, "creator@studio.test", DEMO_PASSWORD);
    expect((await api(app, { token }).call(meCall, {})).status).toBe(200);

    await proxy.cut();
    onTestFinished(() => proxy.restore().catch(() => undefined));
    // The node's own copy of the networks would answer the site meta for 30 s.
    app.forgetNetworks();
    const before = log.lines.length;
    const calls = [
      () => api(app).call(siteMetaCall, {}),
      () => api(app).call(loginCall, { id: "creator@studio.test", password: DEMO_PASSWORD }),
      () =>
        api(app).call(joinCall, {
          id: uniqueEmail("db-down"),
          password: GOOD_PASSWORD,
          nickname: uniqueNickname("dd"),
        }),
      () => api(app, { token, language: "ko" }).call(meCall, {}),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.body).toMatchObject({ success: false, code: E.SERVICE_UNAVAILABLE });
      expect(response.text).not.toMatch(/select|ECONNREFUSED|stack|Failed query/i);
    }
    // In the request's language, as every answer of the catalogue.
    const korean = await api(app, { token, language: "ko" }).call(meCall, {});
    expect(korean.status).toBe(503);
    expect(korean.body).toEqual({
      success: false,
      code: E.SERVICE_UNAVAILABLE,
      message: errorMessage(E.SERVICE_UNAVAILABLE, "ko"),
    });

    // One line per request: the access line, a warning that says why, without a stack or the SQL.
    const outage = log.lines.slice(before);
    expect(outage).toHaveLength(calls.length + 1);
    for (const line of outage) {
      expect(line).toMatchObject({ msg: "request", level: WARN, status: 503 });
      expect(line.unavailable).toMatch(/ECONNREFUSED|Connection terminated/);
      expect(JSON.stringify(line)).not.toMatch(/"stack"|Failed query|select /);
    }
    expect(new Set(outage.map((line) => line.reqId)).size).toBe(outage.length);

    // The readiness probe says the same in its one line.
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "database unavailable" });
    expect(log.lines.slice(before + outage.length)).toEqual([
      expect.objectContaining({ msg: "request", url: "/readyz", status: 503, level: WARN }),
    ]);

    // Back: the pool opens new connections, nothing to restart.
    await proxy.restore();
    expect(await login(app, "creator@studio.test", DEMO_PASSWORD)).toMatch(/\S{20,}/);
  });
});
