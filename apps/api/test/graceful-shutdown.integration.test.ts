import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { drainAndClose } from "../src/lib/drain";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A node stopped on SIGTERM fails no request (docs/decisions/126): it says it is not ready, then
 * stops taking connections, answers what is in progress and on open connections (closing each after
 * its answer), lets its job in progress finish, and only then closes.
 */
let t: TestApp;
let base: string;
let releaseSlow: () => void = () => {};
const jobRuns: { started: number; finished: number } = { started: 0, finished: 0 };

beforeAll(async () => {
  t = await createTestApp();
  // A request that is in progress when the node is told to stop.
  t.app.get("/test/slow", async () => {
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    return { done: true };
  });
  await t.app.deps.jobs.work("test-drain", async () => {
    jobRuns.started += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    jobRuns.finished += 1;
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A GET over the given agent: status, body and whether the server asked to close the connection. */
function get(path: string, agent: http.Agent): Promise<{ status: number; body: string; connection: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (response) => {
        let body = "";
        // A connection reset mid-answer rejects here instead of surfacing as an unhandled error.
        response.on("error", reject);
        response.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: String(response.headers.connection),
          }),
        );
      })
      .on("error", reject);
  });
}

/** Polls `check` (running `step` before each look) until it holds, for 5 s at most. */
async function until(check: () => boolean, step: () => Promise<void> = async () => {}): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await step();
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("timed out");
}

describe("a node stopping on SIGTERM", () => {
  it("answers every request it holds, refuses none, and finishes its job before it closes", async () => {
    const kept = new http.Agent({ keepAlive: true, maxSockets: 1 });
    onTestFinished(() => kept.destroy());
    // A browser's connection, open before the stop.
    expect((await get("/healthz", kept)).connection).toBe("keep-alive");
    const slow = get("/test/slow", new http.Agent({ keepAlive: false }));
    await t.app.deps.jobs.send("test-drain", {});
    await until(() => jobRuns.started === 1);

    const drained = drainAndClose(t.app, { readyDelayMs: 400, graceMs: 10_000, log: () => {} });
    // Not ready at once: the load balancer stops sending new traffic here.
    const ready = await get("/readyz", new http.Agent({ keepAlive: false }));
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: "draining" });
    // The open connection is still answered, and told to close.
    const onKept = await get("/healthz", kept);
    expect(onKept).toMatchObject({ status: 200, connection: "close" });

    // Once the wait is over, no new connection is taken.
    let refused = "";
    await until(
      () => refused !== "",
      async () => {
        refused = await get("/healthz", new http.Agent({ keepAlive: false })).then(
          () => "",
          (error: Error) => error.message,
        );
      },
    );
    // Not served: the kernel reports a refused or a reset connection depending on timing (a connect
    // racing the listener's close); either way the node answered nothing on it.
    expect(refused).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    // The request in progress is answered, not cut off or refused with 503.
    releaseSlow();
    expect(await slow).toMatchObject({ status: 200, body: JSON.stringify({ done: true }) });
    expect(await drained).toBe(true);
    // The job that was running finished before the workers stopped, and ran once.
    expect(jobRuns).toEqual({ started: 1, finished: 1 });
  });
});
