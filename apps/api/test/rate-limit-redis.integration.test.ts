import {
  type CallDefinition,
  E,
  emailVerifyCall,
  findPasswordCall,
  findPasswordVerifyCall,
  joinCall,
  loginCall,
  sendEmailCodeCall,
} from "@studio/contract";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { RATE_KEY_PREFIX } from "../src/lib/rate-limit-store";
import { createSession } from "../src/modules/auth/sessions";
import {
  type ApiResponse,
  api,
  createAccount,
  GOOD_PASSWORD,
  uniqueEmail,
  uniqueIp,
  uniqueNickname,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

const REDIS_URL = process.env.REDIS_URL;

/**
 * Every rate limit counts across API nodes, each in a key space of its own (docs/decisions/126).
 * Two nodes share Redis, as a fleet does; each case alternates its calls between them and must be
 * refused (429, code 3) exactly one call past its limit.
 */
// Needs Redis (REDIS_URL; CI sets it): scripts/test.sh leaves this file out when it is not set.
describe("rate limits in Redis, across two API nodes", () => {
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

  /** The call number (from 1) that was refused first, alternating nodes; 0 when none was. */
  async function refusedAt(calls: number, send: (node: TestApp, attempt: number) => Promise<ApiResponse>) {
    for (let attempt = 1; attempt <= calls; attempt++) {
      const response = await send(attempt % 2 === 0 ? first : second, attempt);
      if (response.status === 429) {
        expect(response.body).toMatchObject({ success: false, code: E.TOO_MANY_REQUESTS });
        return attempt;
      }
    }
    return 0;
  }

  const call = (
    node: TestApp,
    ip: string,
    definition: CallDefinition,
    input: Record<string, unknown>,
    token?: string,
  ) => api(node.app, { ip, ...(token ? { token } : {}) }).call(definition, input as never);

  it("refuses the 61st login a minute from one address (login)", async () => {
    const ip = uniqueIp();
    const at = await refusedAt(70, (node) =>
      call(node, ip, loginCall, { id: uniqueEmail("nobody"), password: "Wrong-Password-9" }),
    );
    expect(at).toBe(61);
    expect(await redis.exists(`${RATE_KEY_PREFIX}member/login:${ip}`)).toBe(1);
  });

  it("refuses the 11th failed login of one account from one address (login.account)", async () => {
    const ip = uniqueIp();
    const email = uniqueEmail("victim");
    const at = await refusedAt(20, (node) =>
      call(node, ip, loginCall, { id: email, password: "Wrong-Password-9" }),
    );
    expect(at).toBe(11);
    expect(await redis.exists(`${RATE_KEY_PREFIX}login.account:${ip}|${email}`)).toBe(1);
  });

  it("refuses the 21st sign-up an hour from one address (joins)", async () => {
    const ip = uniqueIp();
    const at = await refusedAt(25, (node) =>
      call(node, ip, joinCall, {
        id: uniqueEmail("joiner"),
        password: GOOD_PASSWORD,
        nickname: uniqueNickname("j"),
      }),
    );
    expect(at).toBe(21);
  });

  it("refuses the 31st code check in ten minutes from one address (codes)", async () => {
    const ip = uniqueIp();
    // Each check on an account of its own, so that the code's own 5 tries (10015) never stop it first.
    const at = await refusedAt(35, async (node) => {
      const person = await createAccount(node.database.db, { verified: false });
      const token = await createSession(node.database.db, person.account.id, node.clock.now());
      return call(node, ip, emailVerifyCall, { code: "000000" }, token);
    });
    expect(at).toBe(31);
  });

  it("refuses the 31st reset request and reset code in 15 minutes from one address (reset)", async () => {
    const requests = uniqueIp();
    expect(
      await refusedAt(35, (node) => call(node, requests, findPasswordCall, { email: uniqueEmail("r") })),
    ).toBe(31);
    const checks = uniqueIp();
    expect(
      await refusedAt(35, (node) =>
        call(node, checks, findPasswordVerifyCall, { email: uniqueEmail("r"), code: "000000" }),
      ),
    ).toBe(31);
    // Per address and account: the 11th of one account.
    const one = uniqueIp();
    const email = uniqueEmail("reset");
    expect(await refusedAt(15, (node) => call(node, one, findPasswordCall, { email }))).toBe(11);
  });

  it("counts failed logins and password resets of the same account and address apart", async () => {
    const ip = uniqueIp();
    const email = uniqueEmail("apart");
    expect(
      await refusedAt(20, (node) => call(node, ip, loginCall, { id: email, password: "Wrong-Password-9" })),
    ).toBe(11);
    // The login's counter is full; the reset's is its own (they shared one key space before).
    const reset = await call(first, ip, findPasswordCall, { email });
    expect(reset.status).toBe(200);
  });

  it("lets a new code be sent once a minute, whichever node is asked (resends)", async () => {
    // A second node on the first one's database: the cooldown is kept with the code, in SQL.
    const sibling = await buildApp({
      config: testConfig({ REDIS_URL, DATA_DIR: first.app.deps.config.DATA_DIR }),
      database: first.database,
      now: first.clock.now,
      serveWeb: false,
    });
    try {
      const person = await createAccount(first.database.db, { verified: false });
      const token = await createSession(first.database.db, person.account.id, first.clock.now());
      const ip = uniqueIp();
      expect((await api(first.app, { ip, token }).call(sendEmailCodeCall, {})).status).toBe(200);
      const again = await api(sibling, { ip, token }).call(sendEmailCodeCall, {});
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ success: false, code: E.TOO_MANY_REQUESTS });
    } finally {
      await sibling.close();
    }
  });
});
