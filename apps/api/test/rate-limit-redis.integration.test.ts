import { E, loginCall } from "@studio/contract";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "./support/assertions";
import { api, createAccount, uniqueIp } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

const REDIS_URL = process.env.REDIS_URL;

// Needs Redis (REDIS_URL; CI sets it): scripts/test.sh leaves this file out when it is not set.
describe("rate limits in Redis", () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    if (!REDIS_URL) throw new Error("REDIS_URL is not set: this test needs a Redis server");
    first = await createTestApp({ config: { REDIS_URL } });
    second = await createTestApp({ config: { REDIS_URL } });
    redis = new Redis(REDIS_URL as string);
  });
  afterAll(async () => {
    await redis.quit();
    await first?.close();
    await second?.close();
  });

  it("counts failed logins across two API nodes and answers 429 code 3", async () => {
    const victim = await createAccount(first.database.db);
    const ip = uniqueIp();
    const nodes = [api(first.app, { ip }), api(second.app, { ip })];
    let limitedAt = 0;
    for (let attempt = 1; attempt <= 30 && !limitedAt; attempt++) {
      const node = nodes[attempt % 2];
      const response = await node?.call(loginCall, { id: victim.email, password: "Wrong-Password-9" });
      if (response?.status === 429) {
        expectError(response, 429, E.TOO_MANY_REQUESTS, "en");
        limitedAt = attempt;
      }
    }
    // The per (address, e-mail) limit is 10: shared counters reach it within 11 calls over both nodes.
    expect(limitedAt).toBeGreaterThan(0);
    expect(limitedAt).toBeLessThanOrEqual(11);
    const keys = await redis.keys("*");
    expect(keys.some((key) => key.includes(ip))).toBe(true);
  });
});
