import { E, loginCall, logoutCall, meCall, type TFailure } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { expectError, expectOk, expectSignedIn } from "./support/assertions";
import { api, createAccount, login, setAccountStatus, uniqueEmail, uniqueIp } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST member/login", () => {
  it("gives a session token that opens me", async () => {
    const { email, password, nickname } = await createAccount(t.database.db);
    const client = api(t.app);
    const { token } = expectSignedIn(await client.call(loginCall, { id: email, password }));
    expect(expectOk(await client.call(meCall, {}, { token })).info).toEqual({
      name: nickname,
      user_id: email,
    });
  });

  it("trims the id and ignores its case", async () => {
    const { email, password } = await createAccount(t.database.db);
    expectOk(await api(t.app).call(loginCall, { id: `  ${email.toUpperCase()}  `, password }));
  });

  it("answers a wrong password and an unknown e-mail identically (10003)", async () => {
    const { email } = await createAccount(t.database.db);
    const client = api(t.app, { language: "zh-CN" });
    const wrongPassword = await client.call(loginCall, { id: email, password: "Wrong-Password-9" });
    const unknownEmail = await client.call(loginCall, {
      id: uniqueEmail("nobody"),
      password: "Wrong-Password-9",
    });
    expectError(wrongPassword, 400, E.WRONG_CREDENTIALS, "zh-CN");
    expectError(unknownEmail, 400, E.WRONG_CREDENTIALS, "zh-CN");
    expect(unknownEmail.text).toBe(wrongPassword.text);
  });

  it("refuses a suspended or blocked account (10013)", async () => {
    for (const status of ["suspended", "blocked"] as const) {
      const { account, email, password } = await createAccount(t.database.db);
      await setAccountStatus(t.database.db, account.id, status);
      expectError(await api(t.app).call(loginCall, { id: email, password }), 403, E.ACCOUNT_SUSPENDED, "en");
    }
  });

  it("refuses a deleted account (10002)", async () => {
    const { account, email, password } = await createAccount(t.database.db);
    await setAccountStatus(t.database.db, account.id, "deleted");
    expectError(await api(t.app).call(loginCall, { id: email, password }), 403, E.ACCOUNT_DELETED, "en");
  });

  it("refuses the session of an account suspended after login, on every call", async () => {
    const { account, email, password } = await createAccount(t.database.db);
    const token = await login(t.app, email, password);
    await setAccountStatus(t.database.db, account.id, "suspended");
    expectError(await api(t.app, { token }).call(meCall), 403, E.ACCOUNT_SUSPENDED);
    expectError(await api(t.app, { token }).call(logoutCall), 403, E.ACCOUNT_SUSPENDED);
  });

  it("logs the demo accounts in", async () => {
    expectOk(await api(t.app).call(loginCall, { id: "manager@studio.test", password: DEMO_PASSWORD }));
  });

  it("keeps networks apart: an account of the default network cannot log in on wave (10003)", async () => {
    const { email, password } = await createAccount(t.database.db);
    const wave = api(t.app, { domain: "wave.localhost" });
    expectError(await wave.call(loginCall, { id: email, password }), 400, E.WRONG_CREDENTIALS, "en");
    expectError(
      await wave.call(loginCall, { id: "creator@studio.test", password: DEMO_PASSWORD }),
      400,
      E.WRONG_CREDENTIALS,
    );
  });

  it("keeps networks apart: a token of one network is not a session on another (10000)", async () => {
    const studioAccount = await createAccount(t.database.db);
    const studioToken = await login(t.app, studioAccount.email, studioAccount.password);
    expectError(
      await api(t.app, { token: studioToken, domain: "wave.localhost" }).call(meCall),
      401,
      E.LOGIN_REQUIRED,
    );

    const waveAccount = await createAccount(t.database.db, { network: "wave" });
    const waveToken = await login(t.app, waveAccount.email, waveAccount.password, {
      domain: "wave.studio.test",
    });
    expectOk(await api(t.app, { token: waveToken, domain: "wave.localhost" }).call(meCall));
    expectError(await api(t.app, { token: waveToken }).call(meCall), 401, E.LOGIN_REQUIRED);
    expectError(
      await api(t.app, { token: waveToken, domain: "studio.test" }).call(meCall),
      401,
      E.LOGIN_REQUIRED,
    );
  });

  it("answers code 4 without id or password", async () => {
    const client = api(t.app);
    expectError(await client.post("member/login", {}), 400, E.FIELDS_REQUIRED, "en");
    expectError(await client.post("member/login", { id: "  ", password: "x" }), 400, E.FIELDS_REQUIRED);
    expectError(await client.post("member/login", { id: "a@b.test" }), 400, E.FIELDS_REQUIRED);
  });

  it("rate-limits failed logins per address and e-mail (429 code 3) without locking out other e-mails", async () => {
    const victim = await createAccount(t.database.db);
    const other = await createAccount(t.database.db);
    const client = api(t.app, { ip: uniqueIp() });
    let limited = undefined as Awaited<ReturnType<typeof client.call>> | undefined;
    for (let attempt = 0; attempt < 30 && !limited; attempt++) {
      passAccountWait();
      const response = await client.call(loginCall, { id: victim.email, password: "Wrong-Password-9" });
      if (response.status === 429) limited = response;
      else expectError(response, 400, E.WRONG_CREDENTIALS);
    }
    expect(limited, "no 429 after 30 failed logins").toBeDefined();
    if (limited) expectError(limited, 429, E.TOO_MANY_REQUESTS, "en");
    // It says how long the block lasts: the 15-minute window, in seconds.
    const seconds = Number((limited?.body as TFailure | undefined)?.params?.seconds);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // The limit holds even for the right password from that address...
    expectError(
      await client.call(loginCall, { id: victim.email, password: victim.password }),
      429,
      E.TOO_MANY_REQUESTS,
    );
    // ...but another e-mail from the same address, and the same e-mail from elsewhere, still work.
    passAccountWait();
    expectOk(await client.call(loginCall, { id: other.email, password: other.password }));
    expectOk(await api(t.app).call(loginCall, { id: victim.email, password: victim.password }));
  });

  /**
   * The per-account wait (docs/decisions/143, login-throttle.integration.test.ts) runs on the app's
   * clock: moved past its longest, so these tests see the per-address limits alone.
   */
  function passAccountWait() {
    t.clock.advance(16 * 60_000);
  }

  /** Fails logins for `id` until answered 429; the number of 400s before it. */
  async function failUntilLimited(send: (attempt: number) => ReturnType<ReturnType<typeof api>["call"]>) {
    for (let attempt = 0; attempt < 30; attempt++) {
      passAccountWait();
      const response = await send(attempt);
      if (response.status === 429) return attempt;
      expectError(response, 400, E.WRONG_CREDENTIALS);
    }
    throw new Error("no 429 after 30 failed logins");
  }

  it("counts an e-mail padded with spaces or in other case as the same e-mail", async () => {
    const victim = await createAccount(t.database.db);
    const client = api(t.app);
    const variants = (n: number) =>
      `${" ".repeat(n % 4)}${n % 2 ? victim.email.toUpperCase() : victim.email}${" ".repeat(n % 3)}`;
    expect(
      await failUntilLimited((n) =>
        client.call(loginCall, { id: variants(n), password: "Wrong-Password-9" }),
      ),
    ).toBe(10);
  });

  it("ignores X-Forwarded-For from a client that is not a trusted proxy", async () => {
    const victim = await createAccount(t.database.db);
    const client = api(t.app, { ip: uniqueIp() });
    const spoofed = (n: number) => ({ headers: { "x-forwarded-for": `198.51.100.${n + 1}` } });
    expect(
      await failUntilLimited((n) =>
        client.call(loginCall, { id: victim.email, password: "Wrong-Password-9" }, spoofed(n)),
      ),
    ).toBe(10);
  });

  it("keys on X-Forwarded-For set by a proxy on this machine", async () => {
    const victim = await createAccount(t.database.db);
    const viaProxy = (address: string) =>
      api(t.app, { ip: "127.0.0.1", headers: { "x-forwarded-for": address } });
    const first = viaProxy(uniqueIp());
    await failUntilLimited(() => first.call(loginCall, { id: victim.email, password: "Wrong-Password-9" }));
    passAccountWait();
    expectOk(await viaProxy("192.0.2.77").call(loginCall, { id: victim.email, password: victim.password }));
  });
});

describe("sessions", () => {
  const DAY = 86_400_000;

  it("end after 30 days unused; each day of use slides the expiry", async () => {
    const { email, password } = await createAccount(t.database.db);
    const idle = await login(t.app, email, password);
    const used = await login(t.app, email, password);
    for (let day = 0; day < 3; day++) {
      t.clock.advance(10 * DAY);
      expectOk(await api(t.app, { token: used }).call(meCall));
    }
    t.clock.advance(1_000);
    expectError(await api(t.app, { token: idle }).call(meCall), 401, E.LOGIN_REQUIRED);
    expectOk(await api(t.app, { token: used }).call(meCall));
    t.clock.advance(30 * DAY);
    expectError(await api(t.app, { token: used }).call(meCall), 401, E.LOGIN_REQUIRED);
  });
});

describe("POST member/logout", () => {
  it("ends the session (401 10000 afterwards), other sessions stay", async () => {
    const { email, password } = await createAccount(t.database.db);
    const first = await login(t.app, email, password);
    const second = await login(t.app, email, password);
    expectOk(await api(t.app, { token: first }).call(logoutCall));
    expectError(await api(t.app, { token: first }).call(meCall), 401, E.LOGIN_REQUIRED, "en");
    expectError(await api(t.app, { token: first }).call(logoutCall), 401, E.LOGIN_REQUIRED);
    expectOk(await api(t.app, { token: second }).call(meCall));
  });

  it("needs a session (10000)", async () => {
    expectError(await api(t.app).call(logoutCall), 401, E.LOGIN_REQUIRED);
  });
});

describe("GET member/me", () => {
  it("needs a session (401 10000) and refuses a malformed or unknown token", async () => {
    expectError(await api(t.app, { language: "ko" }).call(meCall), 401, E.LOGIN_REQUIRED, "ko");
    expectError(await api(t.app, { token: "not-a-real-token" }).call(meCall), 401, E.LOGIN_REQUIRED);
    expectError(
      await api(t.app, { headers: { authorization: "Basic dXNlcjpwYXNz" } }).call(meCall),
      401,
      E.LOGIN_REQUIRED,
    );
  });

  it("describes the manager", async () => {
    const token = await login(t.app, "manager@studio.test", DEMO_PASSWORD);
    const me = expectOk(await api(t.app, { token }).call(meCall));
    expect(me).toMatchObject({
      info: { name: "DemoManager", user_id: "manager@studio.test" },
      permission: "manager",
      permission_flag: 1,
      is_mcn_related: true,
      account_type: "mcn",
      auth_required: false,
      is_staff: false,
    });
  });

  it("describes an independent creator", async () => {
    const token = await login(t.app, "creator@studio.test", DEMO_PASSWORD);
    const me = expectOk(await api(t.app, { token }).call(meCall));
    expect(me).toMatchObject({
      info: { name: "DemoCreator", user_id: "creator@studio.test" },
      permission: "creator",
      permission_flag: 0,
      is_mcn_related: false,
      account_type: "",
      auth_required: false,
    });
  });

  it("describes a member sub-account as a creator", async () => {
    const token = await login(t.app, "member@studio.test", DEMO_PASSWORD);
    const me = expectOk(await api(t.app, { token }).call(meCall));
    expect(me).toMatchObject({
      info: { name: "DemoMember", user_id: "member@studio.test" },
      permission: "creator",
      permission_flag: 0,
      is_mcn_related: true,
      account_type: "mcn_creator_sub",
    });
  });

  it("describes a middle account and the staff flag", async () => {
    const middle = await createAccount(t.database.db, { accountType: "mcn_creator", permissionFlag: 1 });
    const token = await login(t.app, middle.email, middle.password);
    expect(expectOk(await api(t.app, { token }).call(meCall))).toMatchObject({
      permission: "middle",
      permission_flag: 1,
      account_type: "mcn_creator",
    });
    const staffToken = await login(t.app, "staff@studio.test", DEMO_PASSWORD);
    expect(expectOk(await api(t.app, { token: staffToken }).call(meCall)).is_staff).toBe(true);
  });
});
