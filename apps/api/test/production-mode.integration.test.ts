import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  channelAddCall,
  devMailsCall,
  E,
  type ErrorCode,
  errorMessage,
  type Language,
  siteMetaCall,
} from "@studio/contract";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, mailOutbox, networks } from "../src/db/schema";
import { createNetwork } from "../src/modules/site/create-network";
import { startupWarnings } from "../src/startup";
import { expectError, expectOk } from "./support/assertions";
import { eventually } from "./support/eventually";
import { type ApiResponse, api, createAccount, GOOD_PASSWORD, login } from "./support/factories";
import { createSandboxChannel } from "./support/sandbox";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Production is anything without an explicit DEMO=true (docs/design.md §12): no demo seed, no captured
 * mail, no sandbox platform, and a clear 503 until the operator creates the first network.
 */
const MODES = [
  ["NODE_ENV=production", { NODE_ENV: "production", DEMO: undefined }],
  [
    "a DATABASE_URL without the demo flag",
    { DEMO: undefined, DATABASE_URL: "postgres://studio@db.internal:5432/studio" },
  ],
  ["no flag at all", { DEMO: undefined }],
] as const;

describe.each(MODES)("production mode: %s", (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  it("runs in production mode: not demo, no dev tools, no sandbox, no seed", () => {
    const { config } = t.app.deps;
    expect(config.demo).toBe(false);
    expect(config.devTools).toBe(false);
    expect(config.sandbox).toBe(false);
    expect(config.seedDemo).toBe(false);
    expect(config.platformConfigured).toBe(false);
  });

  it("seeds nothing: no network, no account", async () => {
    const [nets] = await t.database.db.select({ n: count() }).from(networks);
    const [people] = await t.database.db.select({ n: count() }).from(accounts);
    expect(nets?.n).toBe(0);
    expect(people?.n).toBe(0);
  });

  it("answers 503 with code 8, in the request's language, until a network exists", async () => {
    for (const language of ["en", "ko", "zh-CN", "zh-TW"] as const) {
      expectUnavailable(await api(t.app, { language }).call(siteMetaCall, {}), E.NOT_SET_UP, language);
    }
    const login = await api(t.app).post("member/login", { id: "a@b.test", password: "x" });
    expectUnavailable(login, E.NOT_SET_UP, "en");
    expect(errorMessage(E.NOT_SET_UP, "en")).toContain("npm run studio -- create-network");
  });

  describe("once the first network exists", () => {
    beforeAll(async () => {
      await createNetwork(t.database.db, {
        slug: "acme",
        name: "Acme MCN",
        domains: ["studio.acme.test"],
        staff: { email: "ops@acme.test", nickname: "AcmeOps", password: GOOD_PASSWORD },
      });
    });

    it("answers its site meta, without the demo flag", async () => {
      const meta = expectOk(await api(t.app).call(siteMetaCall, {}));
      expect(meta).toMatchObject({ name: "Acme MCN", domain: "studio.acme.test", demo: false });
    });

    it("has no captured mail: GET /api/dev/mails and /dev/mail answer 404", async () => {
      expectError(await api(t.app).call(devMailsCall, {}), 404, E.INVALID_ACCESS, "en");
      expectError(await api(t.app).call(devMailsCall, { to: "ops@acme.test" }), 404, E.INVALID_ACCESS, "en");
      expect((await t.app.inject({ method: "GET", url: "/dev/mail" })).statusCode).toBe(404);
    });

    it("keeps no reset code anywhere a stranger could read it", async () => {
      expectOk(await api(t.app).post("member/account/find.password", { email: "ops@acme.test" }));
      expectError(await api(t.app).call(devMailsCall, { to: "ops@acme.test" }), 404, E.INVALID_ACCESS, "en");
      // Without SMTP outside the demo nothing is delivered: the row fails and keeps no code.
      await eventually(async () => {
        const rows = await t.database.db.select().from(mailOutbox);
        return rows.length > 0 && rows.every((row) => row.status === "failed" && row.code === null)
          ? rows
          : undefined;
      });
    });

    it("has no sandbox platform: every /sandbox route answers 404", async () => {
      const requests = [
        { method: "GET", url: "/sandbox/" },
        { method: "GET", url: "/sandbox/channels" },
        { method: "POST", url: "/sandbox/channels", payload: { handle: "mine", title: "Mine" } },
        { method: "PATCH", url: "/sandbox/channels/retro-gamer", payload: { description: "ST-123456" } },
        { method: "GET", url: "/sandbox/youtube/v3/channels?forHandle=retro-gamer&part=snippet" },
      ] as const;
      for (const request of requests) {
        const response = await t.app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    });

    it("logs the staff account in", async () => {
      expect(await login(t.app, "ops@acme.test", GOOD_PASSWORD)).toMatch(/\S{20,}/);
    });

    it("answers channel/add with 30009 without a YouTube key, in every language", async () => {
      const [network] = await t.database.db.select().from(networks);
      const creator = await createAccount(t.database.db, { networkId: network?.id ?? 0 });
      const token = await login(t.app, creator.email, creator.password);
      for (const language of ["en", "ko", "zh-CN", "zh-TW"] as const) {
        const response = await api(t.app, { token, language }).call(channelAddCall, {
          link: "https://www.youtube.com/@retro-gamer",
          category: "food_cooking",
        });
        expectUnavailable(response, E.PLATFORM_NOT_CONFIGURED, language);
      }
    });
  });
});

describe("logs before set-up", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { DEMO: undefined },
      config: { LOG_LEVEL: "info" },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it("note each 503 as a warning with its code, without an error's stack", async () => {
    expect((await api(t.app).call(siteMetaCall, {})).status).toBe(503);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; code?: number });
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 40, msg: "service unavailable", code: 8 }),
    );
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(lines.join("")).not.toContain("stack");
  });
});

describe("production serving the web app", () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), "studio-web-"));
  beforeAll(async () => {
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Studio web app</title>");
    t = await createTestApp({ env: { DEMO: undefined }, config: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("answers 404 at the demo's pages instead of the web app", async () => {
    for (const url of [
      "/dev/mail",
      "/dev/mail?to=ops@acme.test",
      "/sandbox",
      "/sandbox/",
      "/sandbox/channels/retro-gamer",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("Studio web app");
    }
    expect((await t.app.inject({ method: "GET", url: "/dashboard" })).body).toContain("Studio web app");
  });

  it("says at start what is missing: platform, mail, the secrets key and the first network", async () => {
    const warnings = await startupWarnings(t.app.deps.config, t.database);
    expect(warnings).toHaveLength(4);
    expect(warnings.join("\n")).toContain("SECRETS_KEY is not set");
    expect(warnings.join("\n")).toMatch(/YOUTUBE_API_KEY is not set.*30009/);
    expect(warnings.join("\n")).toContain("SMTP_URL is not set");
    expect(warnings.join("\n")).toContain("npm run studio -- create-network");
  });
});

describe("production with a YouTube key", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The key makes the platform real; the harness points its base URL at the test sandbox.
    t = await createTestApp({ env: { DEMO: undefined, YOUTUBE_API_KEY: "test-key" } });
    await createNetwork(t.database.db, {
      slug: "acme",
      name: "Acme MCN",
      domains: ["studio.acme.test"],
      staff: { email: "ops@acme.test", nickname: "AcmeOps", password: GOOD_PASSWORD },
    });
  });
  afterAll(() => t.close());

  it("adds channels through the platform, still without an in-process sandbox", async () => {
    expect(t.app.deps.config.platformConfigured).toBe(true);
    expect(t.app.deps.config.sandbox).toBe(false);
    const [network] = await t.database.db.select().from(networks);
    const creator = await createAccount(t.database.db, { networkId: network?.id ?? 0 });
    const token = await login(t.app, creator.email, creator.password);
    const channel = await createSandboxChannel(t.sandbox);
    const added = expectOk(
      await api(t.app, { token }).call(channelAddCall, {
        link: channel.link,
        category: "food_cooking",
      }),
    );
    expect(added).toMatchObject({ status: "need.approved" });
    expect((await t.app.inject({ method: "GET", url: "/sandbox/channels" })).statusCode).toBe(404);
  });
});

/** A 503 answer: the catalogue code, its message in the language, and nothing else in the body. */
function expectUnavailable(response: ApiResponse<unknown>, code: ErrorCode, language: Language): void {
  expect(response.status, response.text).toBe(503);
  expect(response.body).toEqual({ success: false, code, message: errorMessage(code, language) });
}
