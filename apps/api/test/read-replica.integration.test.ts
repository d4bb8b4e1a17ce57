import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  earningsReportCall,
  landingMusicCall,
  musicChannelDashboardCall,
  musicConfirmedMonthsCall,
  musicDashboardCall,
  musicDashboardMetaCall,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicSearchCall,
  musicVideoDashboardCall,
  musicVideoListCall,
  periodRange,
} from "@studio/contract";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { onReadDb, openReadDatabase, type ReadDatabase, replicaStatus } from "../src/db/read-replica";
import type { AppDeps } from "../src/deps";
import { type SandboxServer, startSandboxServer } from "../src/modules/sandbox/sandbox-server";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { expectOk } from "./support/assertions";
import { type ApiResponse, api, login } from "./support/factories";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres-templates";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";
import { templateRun } from "./support/template-run";
import { createClock, testEngine } from "./support/test-app";

/**
 * DATABASE_READ_URL (docs/decisions/148): the dashboards' and reports' reads go to the read pool,
 * writes and the reads that must see them to the primary, and a read pool that goes away leaves its
 * reads to the primary, said once in the log. The read pool here reaches the same database through
 * a relay the test can cut, under an `application_name` of its own; which pool served a call is
 * counted by the pools' checkouts. A real streaming replica and its lag: bench/read-replica.bench.ts.
 */
const onPostgres = testEngine() === "postgres";

/** How many connections a pool has handed out so far. */
function checkouts(pool: pg.Pool): () => number {
  let count = 0;
  pool.on("acquire", () => {
    count += 1;
  });
  return () => count;
}

/** The calls that read the read database: dashboards, video list, channel report, the landing's music. */
function dashboardReads(
  app: FastifyInstance,
  creator: ReturnType<typeof api>,
  range: { start: string; end: string },
): (() => Promise<ApiResponse>)[] {
  return [
    () => creator.call(musicDashboardMetaCall, {}),
    () => creator.call(musicDashboardCall, range),
    () => creator.call(musicVideoDashboardCall, range),
    () => creator.call(musicChannelDashboardCall, range),
    () => creator.call(musicVideoListCall, { ...range, page: 0, size: 10 }),
    () => creator.call(musicConfirmedMonthsCall, {}),
    () => api(app).call(landingMusicCall, {}),
  ];
}

/**
 * A query the standby cancels (a conflict with recovery, SQLSTATE 40001) is run again on the
 * primary, and the replica stays in use: it is there, only that query lost.
 */
async function conflictRunsOnPrimary(deps: AppDeps): Promise<void> {
  const tried: string[] = [];
  const answer = await onReadDb(deps, async (db) => {
    tried.push(db === deps.db ? "primary" : "replica");
    if (db !== deps.db)
      throw Object.assign(new Error("canceling statement due to conflict with recovery"), { code: "40001" });
    return "answered";
  });
  expect({ answer, tried }).toEqual({ answer: "answered", tried: ["replica", "primary"] });
  expect(replicaStatus(deps.readDb)).toMatchObject({ reads: "replica" });
  // Any other failure is the read's own: it is not repeated.
  await expect(onReadDb(deps, () => Promise.reject(new Error("not a database failure")))).rejects.toThrow(
    "not a database failure",
  );
}

describe.skipIf(!onPostgres)(
  `dashboard reads on a read database${onPostgres ? "" : " (skipped: it needs PostgreSQL, TEST_DB=postgres)"}`,
  () => {
    let dir = ""; // made in beforeAll, not when the file is collected: a skipped run leaves none
    const run = templateRun();
    const clock = createClock(new Date(run.seededAt));
    const logLines: string[] = [];
    let scratch: ScratchDatabase;
    let database: Database;
    let relay: TcpProxy;
    let readDatabase: ReadDatabase;
    let sandbox: SandboxServer;
    let app: FastifyInstance;
    let readCheckouts: () => number;
    let creator: ReturnType<typeof api>;
    let range: { start: string; end: string };

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "studio-read-replica-"));
      scratch = await createScratchDatabase(run, clock.now());
      database = await openDatabase({ databaseUrl: scratch.url, poolMax: 6 });
      if (database.kind !== "postgres") throw new Error("PostgreSQL expected");
      const target = new URL(scratch.url);
      relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const readUrl = new URL(relay.through(scratch.url));
      readUrl.searchParams.set("application_name", "studio-read");
      // Checked only when the test says so: no check in the background between the counts.
      readDatabase = openReadDatabase({
        url: readUrl.toString(),
        primary: database,
        maxLagMs: 5_000,
        probeMs: 600_000,
      });
      readCheckouts = checkouts(readDatabase.pool);
      sandbox = await startSandboxServer(database.db);
      app = await buildApp({
        config: testConfig({
          YOUTUBE_API_BASE_URL: sandbox.apiBaseUrl,
          PLATFORM_RETRIES: 1,
          DATA_DIR: dir,
          LOG_LEVEL: "info",
        }),
        database,
        readDatabase,
        now: clock.now,
        logStream: { write: (line) => logLines.push(line) },
      });
      creator = api(app, { token: await login(app, "creator@studio.test", DEMO_PASSWORD) });
      const maxDate = expectOk(await creator.call(musicDashboardMetaCall, {})).max_date;
      if (!maxDate) throw new Error("the demo creator has no figures");
      range = periodRange("latest", maxDate);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await sandbox?.close();
      await readDatabase?.close();
      await database?.close();
      await relay?.close();
      await scratch?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("sends the dashboards, the video list and the channel report to the read pool", async () => {
      expect(replicaStatus(app.deps.readDb)).toMatchObject({ reads: "replica", state: "not a standby" });
      expect(app.deps.readDb).not.toBe(app.deps.db);
      const ready = await app.inject({ method: "GET", url: "/readyz" });
      expect(ready.json()).toMatchObject({
        status: "ready",
        replica: { state: "not a standby", reads: "replica" },
      });

      expect((await app.inject({ method: "GET", url: "/metrics" })).body).toMatch(
        /^studio_db_replica_reads 1$/m,
      );
      for (const read of dashboardReads(app, creator, range)) {
        const before = readCheckouts();
        expectOk(await read());
        expect(readCheckouts()).toBeGreaterThan(before);
      }
      expect(BigInt(expectOk(await creator.call(musicDashboardCall, range)).totals.revenue)).toBeGreaterThan(
        0n,
      );
    });

    it("runs a read the standby cancelled again on the primary", () => conflictRunsOnPrimary(app.deps));

    it("keeps a write and the read that must see it on the primary", async () => {
      const [track] = expectOk(await creator.call(musicSearchCall, { page: 0, size: 1 })).items;
      if (!track) throw new Error("the demo catalogue is empty");
      const before = readCheckouts();
      expect(expectOk(await creator.call(musicFavouriteToggleCall, { isrc: track.isrc })).favorited).toBe(
        true,
      );
      const favourites = expectOk(await creator.call(musicFavouritesCall, {}));
      expect(favourites.items.map((item) => item.isrc)).toContain(track.isrc);
      // The report's balance is changed by the viewer's own withdrawal: the primary answers it.
      expectOk(await creator.call(earningsReportCall, {}));
      expect(readCheckouts()).toBe(before);
    });

    it("falls back to the primary when the read database goes away, says so once, and comes back", async () => {
      const onReplica = expectOk(await creator.call(musicDashboardCall, range));

      await relay.cut();
      // Cut under an open read pool: the read that fails there runs again on the primary.
      expect(expectOk(await creator.call(musicDashboardCall, range))).toEqual(onReplica);
      expect(replicaStatus(app.deps.readDb)).toMatchObject({ reads: "primary", state: "unreachable" });
      const degraded = await app.inject({ method: "GET", url: "/readyz" });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toMatchObject({
        status: "degraded",
        replica: { state: "unreachable", reads: "primary" },
      });
      expect((await app.inject({ method: "GET", url: "/metrics" })).body).toMatch(
        /^studio_db_replica_reads 0$/m,
      );
      for (let i = 0; i < 3; i++) {
        await readDatabase.check();
        const before = readCheckouts();
        expect(
          expectOk(await creator.call(musicVideoListCall, { ...range, page: 0, size: 10 })).total,
        ).toBeGreaterThan(0);
        expect(readCheckouts()).toBe(before);
      }
      expect(logLines.filter((line) => line.includes("read replica unreachable"))).toHaveLength(1);

      await relay.restore();
      await readDatabase.check();
      expect(replicaStatus(app.deps.readDb)).toMatchObject({ reads: "replica", state: "not a standby" });
      const before = readCheckouts();
      expect(expectOk(await creator.call(musicDashboardCall, range))).toEqual(onReplica);
      expect(readCheckouts()).toBeGreaterThan(before);
      expect(logLines.some((line) => line.includes("dashboard reads go to the replica"))).toBe(true);
    });
  },
);
