import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./support/eventually";

/**
 * The production server bundle (scripts/build-api.mjs, docs/performance.md "Start-up and idle"):
 * built into a folder of its own beside dist, started with plain node as `node apps/api/dist/server.js`
 * is, on embedded PGlite in demo mode, and ready. The packages the bundle leaves outside resolve
 * from its folder, as they must at run time.
 */
const API_DIR = path.resolve(import.meta.dirname, "..");
const REPO_ROOT = path.resolve(API_DIR, "../..");
/** What scripts/build-api.mjs leaves out of the bundle and loads from node_modules (pg-native is never installed). */
const EXTERNAL = ["argon2", "@electric-sql/pglite", "pdfkit", "fontkit", "opencc-js", "jsdom"];

describe("the server bundle", () => {
  const outdir = path.join(API_DIR, `dist-test-${process.pid}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-bundle-"));
  let child: ChildProcess | undefined;
  let stdout = "";
  let stderr = "";

  beforeAll(() => {
    const built = spawnSync(process.execPath, ["scripts/build-api.mjs", "--outdir", outdir], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    expect(built.stderr).toBe("");
    expect(built.status).toBe(0);
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
    }
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is one file of the app and its packages behind an entry that turns the compile cache on", () => {
    const entry = readFileSync(path.join(outdir, "server.js"), "utf8");
    expect(entry).toContain("enableCompileCache");
    expect(entry).toContain('import("./studio-api.js")');
    const bundle = readFileSync(path.join(outdir, "studio-api.js"), "utf8");
    // Bundled packages leave no import of theirs behind; the external ones are imported by name.
    for (const bundled of ["fastify", "drizzle-orm", "pg-boss", "zod", "ioredis", "nodemailer"])
      expect(bundle).not.toMatch(new RegExp(`from\\s*"${bundled}[/"]`));
    const fromBundle = createRequire(path.join(outdir, "studio-api.js"));
    for (const name of EXTERNAL) expect(() => fromBundle.resolve(name), name).not.toThrow();
  });

  it("starts with plain node on PGlite in demo mode and answers /readyz", async () => {
    child = spawn(process.execPath, [path.join(outdir, "server.js")], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DEMO: "true",
        SEED: "never",
        DATABASE_URL: "",
        REDIS_URL: "",
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: "0",
        SERVE_WEB: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const port = await eventually(
      () => {
        if (child?.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
        return /running at http:\/\/[^:]+:(\d+)/.exec(stdout)?.[1];
      },
      { timeoutMs: 90_000, what: "the bundled server to listen" },
    );
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
    expect(stderr).not.toMatch(/error/i);
  }, 120_000);
});
