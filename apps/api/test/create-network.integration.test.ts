import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { E, errorMessage, siteMetaCall } from "@studio/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runStudioCli, STAFF_PASSWORD_ENV } from "../src/cli/studio-cli";
import { openDatabase } from "../src/db/client";
import { accounts, networkDomains, networks } from "../src/db/schema";
import { CreateNetworkError, createNetwork, type NewNetworkInput } from "../src/modules/site/create-network";
import { expectOk } from "./support/assertions";
import { api, GOOD_PASSWORD, login } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

const PRODUCTION = { NODE_ENV: "production", DEMO: undefined };
const API_DIR = path.resolve(import.meta.dirname, "..");

/** Runs the command in-process on the test's database; the password comes on standard input. */
async function cli(t: TestApp, args: string[], password = GOOD_PASSWORD) {
  let stdout = "";
  let stderr = "";
  const code = await runStudioCli(args, {
    env: {},
    stdin: Readable.from([`${password}\n`]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    database: t.database,
  });
  return { code, stdout, stderr };
}

const ACME_ARGS = [
  "create-network",
  "--slug",
  "acme",
  "--name",
  "Acme MCN",
  "--domain",
  "studio.acme.test",
  "--domain",
  "WWW.Acme.test",
  "--languages",
  "en,ko",
  "--currencies",
  "USD",
  "--color",
  "#123456",
  "--color-dim",
  "#eef0f2",
  "--favourites-limit",
  "25",
  "--invoice-issuer-name",
  "Acme MCN Ltd.",
  "--invoice-issuer-registration",
  "123-45-67890",
  "--password-min",
  "10",
  "--staff-email",
  "Ops@Acme.test",
  "--staff-nickname",
  "AcmeOps",
];

const network = (slug: string, overrides: Partial<NewNetworkInput> = {}): NewNetworkInput => ({
  slug,
  name: `Network ${slug}`,
  domains: [`${slug}.example.test`],
  staff: { email: `ops@${slug}.example.test`, nickname: "Ops", password: GOOD_PASSWORD },
  ...overrides,
});

describe("create-network on a fresh production install", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it("answers 503 with code 8 before any network exists", async () => {
    const answer = await api(t.app, { language: "zh-TW" }).call(siteMetaCall, {});
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      success: false,
      code: E.NOT_SET_UP,
      message: errorMessage(E.NOT_SET_UP, "zh-TW"),
    });
  });

  it("creates the network, its domains, settings and staff account through the command line", async () => {
    const run = await cli(t, ACME_ARGS);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('created network "acme" (Acme MCN), the default network');
    expect(run.stdout + run.stderr).not.toContain(GOOD_PASSWORD);

    const [acme] = await t.database.db.select().from(networks).where(eq(networks.slug, "acme"));
    expect(acme).toMatchObject({
      name: "Acme MCN",
      isDefault: true,
      languages: ["en", "ko"],
      currencies: ["USD"],
      colorPrimary: "#123456",
      colorPrimaryDim: "#eef0f2",
      favouritesLimit: 25,
      passwordMin: 10,
      // The withdrawal invoices' issuer (decision 091); a field not given stays empty.
      invoiceIssuerName: "Acme MCN Ltd.",
      invoiceIssuerAddress: "",
      invoiceIssuerRegistration: "123-45-67890",
    });
    const domains = await t.database.db
      .select()
      .from(networkDomains)
      .where(eq(networkDomains.networkId, acme?.id ?? 0));
    expect(domains.map((d) => d.domain).sort()).toEqual(["acme.test", "studio.acme.test"]);
    const [staff] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.networkId, acme?.id ?? 0));
    expect(staff).toMatchObject({
      email: "ops@acme.test",
      nickname: "AcmeOps",
      isStaff: true,
      status: "active",
    });
    expect(staff?.emailVerifiedAt).not.toBeNull();
    expect(staff?.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it("then the API works: site meta, and the staff account logs in", async () => {
    const meta = expectOk(await api(t.app, { domain: "studio.acme.test" }).call(siteMetaCall, {}));
    expect(meta).toMatchObject({
      name: "Acme MCN",
      languages: ["en", "ko"],
      color_primary: "#123456",
      demo: false,
    });
    // An unknown domain answers with the default network, the first one created.
    expect(expectOk(await api(t.app).call(siteMetaCall, { domain: "elsewhere.test" })).name).toBe("Acme MCN");
    const token = await login(t.app, "ops@acme.test", GOOD_PASSWORD);
    expectOk(await api(t.app, { token }).get("member/me"));
  });

  it("refuses a duplicate slug or domain clearly, and changes nothing", async () => {
    const again = await cli(t, ACME_ARGS);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('a network with the slug "acme" already exists');

    const sameDomain = createNetwork(
      t.database.db,
      network("other", { domains: ["other.test", "www.studio.acme.test"] }),
    );
    await expect(sameDomain).rejects.toThrow(CreateNetworkError);
    await expect(sameDomain).rejects.toThrow(
      'the domain studio.acme.test already belongs to the network "acme"',
    );
    const [nets] = await t.database.db.select({ n: count() }).from(networks);
    expect(nets?.n).toBe(1);
  });

  it("validates every field and the staff password, naming what is wrong", async () => {
    const bad = await cli(t, [
      "create-network",
      "--slug",
      "Bad Slug",
      "--name",
      "x",
      "--color",
      "blue",
      "--staff-email",
      "nope",
    ]);
    expect(bad.code).toBe(1);
    for (const field of ["slug", "domains", "colorPrimary", "staff.email", "staff.nickname"]) {
      expect(bad.stderr).toContain(field);
    }
    const weak = await cli(
      t,
      [
        "create-network",
        "--slug",
        "weak",
        "--name",
        "Weak",
        "--domain",
        "weak.test",
        "--staff-email",
        "a@weak.test",
        "--staff-nickname",
        "Weak",
      ],
      "password",
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("invalid staff password");
    expect(await createNetwork(t.database.db, network("second")).then((c) => c.network.isDefault)).toBe(
      false,
    );
  });

  it("refuses a password on the command line and asks for it on standard input", async () => {
    const run = await cli(t, [...ACME_ARGS, "--password", GOOD_PASSWORD]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--password");
    const empty = await cli(
      t,
      ["create-network", "--slug", "nopw", "--name", "x", "--domain", "nopw.test"],
      "",
    );
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(STAFF_PASSWORD_ENV);
  });
});

describe("create-network under concurrency", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(() => t.close());

  it("30 parallel creations of distinct networks: all made, exactly one default", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => createNetwork(t.database.db, network(`par-${i}`))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(30);
    const rows = await t.database.db.select().from(networks);
    expect(rows).toHaveLength(30);
    expect(rows.filter((n) => n.isDefault)).toHaveLength(1);
  });

  it("30 parallel creations of the same slug: one made, 29 refused by name", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        createNetwork(t.database.db, network("same", { domains: [`same-${i}.example.test`] })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(29);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(CreateNetworkError);
  });
});

describe("the studio command as a process", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates the network in the server's database, the password from the environment, never echoed", async () => {
    const run = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn("npx", ["tsx", "src/cli/studio.ts", ...ACME_ARGS], {
        cwd: API_DIR,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", [STAFF_PASSWORD_ENV]: GOOD_PASSWORD },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, output }));
    });
    expect(run.output).toContain('created network "acme"');
    expect(run.code).toBe(0);
    expect(run.output).not.toContain(GOOD_PASSWORD);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(networks);
      expect(rows.map((n) => [n.slug, n.isDefault])).toEqual([["acme", true]]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
