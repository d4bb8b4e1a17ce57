import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./support/eventually";
import { freshPostgresDatabase } from "./support/fresh-postgres";
import { closedPort } from "./support/tcp-proxy";
import { testEngine } from "./support/test-app";

/**
 * The server as an operator runs it, in a process of its own (src/server.ts through tsx): a
 * SIGHUP does not stop it, and a busy port is said in one line at once (docs/operations.md).
 */
const API_DIR = path.resolve(import.meta.dirname, "..");

interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to standard output and standard error so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once it exited. */
  exited: Promise<number | null>;
}

function startServer(env: NodeJS.ProcessEnv): ServerProcess {
  // Production, as an operator starts it; nothing of the test run's own settings.
  const inherited = { ...process.env };
  for (const name of ["DEMO", "SEED", "DATA_DIR", "DATABASE_URL", "TEST_DB", "METRICS_TOKEN"]) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: {
      ...inherited,
      NODE_ENV: "production",
      REDIS_URL: "",
      SMTP_URL: "",
      YOUTUBE_API_KEY: "",
      SERVE_WEB: "false",
      LOG_LEVEL: "info",
      SHUTDOWN_READY_DELAY_MS: "0",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** The database settings of a server on a fresh database of this engine. */
function freshDatabaseEnv(): () => NodeJS.ProcessEnv {
  if (testEngine() === "postgres") {
    const url = freshPostgresDatabase("studio_process");
    return () => ({ DATABASE_URL: url() });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-process-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return () => ({ DATA_DIR: dataDir });
}

describe("a running server and SIGHUP", () => {
  const databaseEnv = freshDatabaseEnv();
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    server = startServer({ ...databaseEnv(), PORT: "0" });
    const port = await eventually(
      () => {
        if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`);
        return /Studio is running at http:\/\/localhost:(\d+)/.exec(server.stdout())?.[1];
      },
      { timeoutMs: 90_000, what: "the server to start" },
    );
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  });

  it("keeps serving after SIGHUP and says why in one info line", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    server.child.kill("SIGHUP");
    const line = await eventually(
      () =>
        server
          .stdout()
          .split("\n")
          .find((text) => text.includes("SIGHUP")),
      { what: "the SIGHUP line" },
    );
    expect(JSON.parse(line)).toMatchObject({ level: 30, msg: expect.stringContaining("still serving") });
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // SIGTERM still stops it, cleanly.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe("a server whose port is taken", () => {
  let occupant: net.Server;
  let port: number;

  beforeAll(async () => {
    occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(0, "127.0.0.1", resolve));
    port = (occupant.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => occupant.close(() => resolve())));

  it("says so in one line with the fix and exits non-zero within seconds, before opening the database", async () => {
    // A database nobody answers at: had it been opened first, the start would fail on that instead.
    const nowhere = `postgres://studio@127.0.0.1:${await closedPort()}/studio`;
    const started = Date.now();
    const server = startServer({ PORT: String(port), DATABASE_URL: nowhere });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr().trim()).toBe(`port ${port} is in use: stop the other process or set PORT`);
    expect(server.stdout()).toBe("");
    // Loading the TypeScript sources takes most of it; the start's database work never began.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});
