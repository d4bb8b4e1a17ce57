import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, testConfig } from "../src/config";
import { registerMetrics } from "../src/modules/metrics";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * GET /metrics (docs/decisions/135): a scrape with the token after a few requests, read as the
 * Prometheus text format, has every family with sane values; without the token it is refused, and
 * never with the web app's HTML.
 */

const TOKEN = "metrics-token-for-the-test-0123456789";
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
  // Over a real socket: the start-up gauge is set when the server listens.
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address !== "object") throw new Error("not listening");
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition format, strictly: every line a comment, a blank or a sample. */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = /^# TYPE ([a-zA-Z_:][\w:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type?.[1] && type[2]) {
      types.set(type[1], type[2]);
      continue;
    }
    if (line.startsWith("# HELP ")) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample?.[1] || !sample[3]) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      if (key !== undefined && value !== undefined) labels[key] = value;
    const raw = sample[3];
    const value =
      raw === "+Inf" ? Number.POSITIVE_INFINITY : raw === "-Inf" ? Number.NEGATIVE_INFINITY : Number(raw);
    // NaN is a value of the format (an event-loop mean before any sample, say); anything else is not.
    if (Number.isNaN(value) && !/^nan$/i.test(raw)) throw new Error(`not a number: ${line}`);
    samples.push({ name: sample[1], labels, value });
  }
  return { types, samples };
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

async function scrape() {
  const response = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
const one = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(samples, name, labels);
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0]?.value ?? Number.NaN;
};

describe("GET /metrics with the token", () => {
  it("counts requests per route pattern and status, and failures per catalogue code", async () => {
    for (let i = 0; i < 3; i++) expect((await get("/api/site/meta")).status).toBe(200);
    // No session: 401 with code 10000, on the route's pattern whatever the query.
    expect((await get("/api/member/me?probe=12345")).status).toBe(401);
    // No such call: 404 with code 2, as "unmatched" (never the raw URL).
    expect((await get("/api/no/such/call/98765?x=1")).status).toBe(404);
    const login = await fetch(`${base}/api/member/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "creator@studio.test", password: "not-the-password" }),
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    const loginCode = ((await login.json()) as { code: number }).code;

    const { types, samples } = await scrape();
    expect(types.get("studio_http_request_duration_seconds")).toBe("histogram");
    expect(types.get("studio_http_errors_total")).toBe("counter");
    const count = (route: string, status: string) =>
      one(samples, "studio_http_request_duration_seconds_count", { method: "GET", route, status });
    expect(count("/api/site/meta", "200")).toBeGreaterThanOrEqual(3);
    expect(count("/api/member/me", "401")).toBeGreaterThanOrEqual(1);
    expect(count("unmatched", "404")).toBeGreaterThanOrEqual(1);
    // Route labels are patterns: no query string, no id of the requests above.
    const routes = find(samples, "studio_http_request_duration_seconds_count").map(
      (s) => s.labels.route ?? "",
    );
    expect(routes.filter((r) => r.includes("?") || r.includes("12345") || r.includes("98765"))).toEqual([]);
    // The histogram: buckets only grow, +Inf is the count, the sum a duration.
    const buckets = find(samples, "studio_http_request_duration_seconds_bucket", {
      route: "/api/site/meta",
      status: "200",
    });
    const values = buckets.map((b) => b.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(buckets.find((b) => b.labels.le === "+Inf")?.value).toBe(count("/api/site/meta", "200"));
    const sum = one(samples, "studio_http_request_duration_seconds_sum", {
      route: "/api/site/meta",
      status: "200",
    });
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(60);

    expect(one(samples, "studio_http_errors_total", { code: "10000" })).toBeGreaterThanOrEqual(1);
    expect(one(samples, "studio_http_errors_total", { code: "2" })).toBeGreaterThanOrEqual(1);
    expect(one(samples, "studio_http_errors_total", { code: String(loginCode) })).toBeGreaterThanOrEqual(1);
  });

  it("reads the job queues, the outbox, the ledger and the pool at scrape time", async () => {
    const { types, samples } = await scrape();
    for (const source of ["jobs", "mail", "ledger"])
      expect(one(samples, "studio_metrics_source_up", { source }), source).toBe(1);

    // Every queue the app made, with each state; depth and failures per queue.
    const mailStates = find(samples, "studio_job_queue_jobs", { queue: "mail.send" });
    expect(mailStates.map((s) => s.labels.state).sort()).toEqual(
      ["active", "cancelled", "completed", "created", "failed", "retry"].sort(),
    );
    expect(one(samples, "studio_job_queue_depth", { queue: "mail.send" })).toBeGreaterThanOrEqual(0);
    expect(one(samples, "studio_job_queue_failed", { queue: "mail.send" })).toBeGreaterThanOrEqual(0);
    for (const s of find(samples, "studio_job_queue_jobs"))
      expect(Number.isInteger(s.value) && s.value >= 0).toBe(true);

    for (const name of [
      "studio_mail_outbox_queued",
      "studio_mail_outbox_failed",
      "studio_mail_sent_last_hour",
    ]) {
      expect(types.get(name)).toBe("gauge");
      expect(one(samples, name)).toBeGreaterThanOrEqual(0);
    }

    // The demo's two networks: their books balance, and money may be in transit.
    for (const network of ["studio", "wave"]) {
      expect(one(samples, "studio_ledger_sum_micro_usd", { network })).toBe(0);
      expect(one(samples, "studio_ledger_unbalanced_journals", { network })).toBe(0);
      expect(one(samples, "studio_ledger_in_transit_micro_usd", { network })).toBeGreaterThanOrEqual(0);
    }

    const pool = [
      "studio_db_pool_in_use",
      "studio_db_pool_idle",
      "studio_db_pool_waiting",
      "studio_db_pool_max",
    ];
    if (t.engine === "postgres") {
      for (const name of pool) expect(one(samples, name)).toBeGreaterThanOrEqual(0);
      expect(one(samples, "studio_db_pool_max")).toBeGreaterThan(0);
    } else {
      // The embedded engine has no pool: no such family at all.
      for (const name of pool) expect(types.has(name), name).toBe(false);
    }

    const startup = one(samples, "studio_startup_seconds");
    expect(startup).toBeGreaterThan(0);
    expect(startup).toBeLessThanOrEqual(process.uptime());
    // The process's own figures come with the registry.
    expect(one(samples, "process_cpu_seconds_total")).toBeGreaterThan(0);
  });
});

describe("GET /metrics refused", () => {
  const isHtml = (type: string | null, body: string) =>
    /html/i.test(type ?? "") || /<(!doctype|html)/i.test(body);

  it("answers 401 without the token or with another one, never HTML", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-of-the-same-length-xx" },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await get("/metrics", headers);
      const body = await response.text();
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(isHtml(response.headers.get("content-type"), body)).toBe(false);
      expect(body).not.toContain("studio_");
    }
  });

  /** A node of another config on the same database, with the web app's catch-all route beside /metrics. */
  async function nodeWith(config: Config): Promise<FastifyInstance> {
    const app = Fastify();
    app.decorate("deps", { ...t.app.deps, config });
    registerMetrics(app, t.database);
    app.get("/*", (_request, reply) => reply.type("text/html").send("<!doctype html><html></html>"));
    await app.ready();
    return app;
  }

  it("answers 404 in production without a token, never the web app's HTML", async () => {
    const app = await nodeWith(testConfig({}, { DEMO: "false" }));
    try {
      for (const remoteAddress of ["127.0.0.1", "203.0.113.9"]) {
        const response = await app.inject({ url: "/metrics", remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(isHtml(response.headers["content-type"] as string, response.body)).toBe(false);
      }
    } finally {
      await app.close();
    }
  });

  it("is open to this machine only in the demo without a token", async () => {
    const app = await nodeWith(testConfig());
    try {
      const local = await app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain("studio_http_request_duration_seconds");
      const remote = await app.inject({ url: "/metrics", remoteAddress: "203.0.113.9" });
      expect(remote.statusCode).toBe(404);
      // Through a proxy on this machine: the client is elsewhere.
      const proxied = await app.inject({
        url: "/metrics",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(proxied.statusCode).toBe(404);
      expect(isHtml(proxied.headers["content-type"] as string, proxied.body)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
