import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { channelDetailCall, channelListCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { type SandboxServer, startSandboxServer } from "../src/modules/sandbox/sandbox-server";
import { expectOk } from "./support/assertions";
import { registeredChannel, signedIn } from "./support/channels";
import { api, joinAccount } from "./support/factories";
import { createScratchDatabase, type ScratchDatabase } from "./support/postgres-templates";
import { templateRun } from "./support/template-run";
import { createClock, type TestApp, testEngine } from "./support/test-app";

/**
 * The API through PgBouncer in transaction mode (docs/operations.md, "Connections and PgBouncer"):
 * DATABASE_POOL_MODE=transaction, the session listener on a direct address (DATABASE_LISTEN_URL).
 * Every transaction may run on another server connection, so nothing may rely on session state:
 * the start-up lock, migrations, sign-up, a channel registration under its advisory transaction lock,
 * the session check, the job queue. Needs Debian's pgbouncer (`apt-get install pgbouncer`; `.ci/run`
 * installs it) and PostgreSQL (TEST_DB=postgres).
 */
const PGBOUNCER = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((file) => existsSync(file));
const onPostgres = testEngine() === "postgres";
const why = !onPostgres
  ? "it needs PostgreSQL (TEST_DB=postgres)"
  : !PGBOUNCER
    ? "no pgbouncer binary (apt-get install pgbouncer)"
    : "";

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PgBouncer in transaction mode on a free port in front of `target`'s database; resolves once it accepts. */
async function startPgBouncer(target: URL, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const user = decodeURIComponent(target.username || "postgres");
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `studio = host=${target.hostname} port=${target.port || 5432} dbname=${target.pathname.slice(1)}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      // Fewer server connections than the app's pool: transactions must share them.
      "default_pool_size = 3",
      "max_client_conn = 200",
      // pg's and pg-boss's start-up parameters.
      "ignore_startup_parameters = extra_float_digits,options,application_name",
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root: as root (CI containers) it runs as the postgres user.
  chmodSync(dir, 0o755);
  const asUser = process.getuid?.() === 0 ? ["-u", "postgres"] : [];
  const child = spawn(PGBOUNCER as string, [...asUser, path.join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/studio`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${stderr}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      return { url, child };
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

describe.skipIf(Boolean(why))(
  `the API through PgBouncer in transaction mode${why ? ` (skipped: ${why})` : ""}`,
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-pgbouncer-"));
    const run = templateRun();
    const clock = createClock(new Date(run.seededAt));
    let scratch: ScratchDatabase;
    let bouncer: ChildProcess | undefined;
    let database: Database;
    let sandbox: SandboxServer;
    let app: FastifyInstance;
    let t: TestApp;

    beforeAll(async () => {
      scratch = await createScratchDatabase(run, clock.now());
      const started = await startPgBouncer(new URL(scratch.url), dir);
      bouncer = started.child;
      database = await openDatabase({
        databaseUrl: started.url,
        poolMode: "transaction",
        listenUrl: scratch.url,
        poolMax: 6,
      });
      // Through the pooler: the start-up lock is a transaction's, the migrations find nothing to do.
      await database.migrate();
      sandbox = await startSandboxServer(database.db);
      app = await buildApp({
        config: testConfig({
          YOUTUBE_API_BASE_URL: sandbox.apiBaseUrl,
          PLATFORM_RETRIES: 1,
          DATA_DIR: dir,
          DATABASE_POOL_MODE: "transaction",
        }),
        database,
        now: clock.now,
      });
      t = { app, database, clock, engine: "postgres", sandbox, close: async () => {} };
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await sandbox?.close();
      await database?.close();
      bouncer?.kill("SIGINT");
      await scratch?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("signs up, checks sessions and registers a channel under its advisory lock", async () => {
      const joined = await joinAccount(app);
      const me = await api(app, { token: joined.token }).get<{ info: { user_id: string } }>("member/me");
      expect(me.body).toMatchObject({ success: true, data: { info: { user_id: joined.email } } });

      const owner = await signedIn(t);
      // Many session checks at once: each on whichever server connection is free.
      const answers = await Promise.all(Array.from({ length: 20 }, () => owner.client.get("member/me")));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);

      const { channel } = await registeredChannel(t, owner);
      expect(expectOk(await owner.client.call(channelDetailCall, { channel_id: channel.id })).id).toBe(
        channel.id,
      );
      const list = expectOk(await owner.client.call(channelListCall, { page: 0, size: 20 }));
      expect(list.items.map((c) => c.id)).toContain(channel.id);
    });

    it("ends a session on every request once it is logged out (the listener is on the direct address)", async () => {
      const member = await signedIn(t);
      expect((await member.client.get("member/me")).status).toBe(200);
      expect((await member.client.post("member/logout", {})).status).toBe(200);
      expect((await member.client.get("member/me")).status).toBe(401);
    });
  },
);
