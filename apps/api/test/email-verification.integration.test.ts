import {
  accountUpdateCall,
  E,
  emailVerifyCall,
  logoutCall,
  meCall,
  pushSettingsCall,
  sendEmailCodeCall,
  stepTutorialCall,
  VERIFICATION_CODE,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectOk } from "./support/assertions";
import { api, GOOD_PASSWORD, joinAccount, latestCode, mailsTo, wrongCode } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh unverified account and a client signed in as it. */
async function unverified() {
  const joined = await joinAccount(t.app);
  return {
    ...joined,
    client: api(t.app, { token: joined.token }),
    code: await latestCode(t.app, joined.email),
  };
}

describe("POST member/emailverify", () => {
  it("verifies the e-mail with the mailed code", async () => {
    const { client, code } = await unverified();
    expectOk(await client.call(emailVerifyCall, { code }));
    expect(expectOk(await client.call(meCall)).auth_required).toBe(false);
    // Verifying again is harmless.
    expectOk(await client.call(emailVerifyCall, { code }));
  });

  it("refuses a wrong code (10016) and still accepts the right one after it", async () => {
    const { client, code } = await unverified();
    expectError(
      await client.call(emailVerifyCall, { code: wrongCode(code) }),
      400,
      E.WRONG_VERIFICATION_CODE,
      "en",
    );
    expect(expectOk(await client.call(meCall)).auth_required).toBe(true);
    expectOk(await client.call(emailVerifyCall, { code }));
  });

  it("refuses a code that is not six digits as wrong (10016)", async () => {
    const { client } = await unverified();
    expectError(await client.call(emailVerifyCall, { code: "12ab56" }), 400, E.WRONG_VERIFICATION_CODE);
    expectError(await client.call(emailVerifyCall, { code: "1234567" }), 400, E.WRONG_VERIFICATION_CODE);
  });

  it("locks the code after 5 wrong tries (10015), even for the right code", async () => {
    const { client, code } = await unverified();
    const wrong = wrongCode(code);
    for (let i = 1; i < VERIFICATION_CODE.maxAttempts; i++) {
      expectError(await client.call(emailVerifyCall, { code: wrong }), 400, E.WRONG_VERIFICATION_CODE);
    }
    expectError(
      await client.call(emailVerifyCall, { code: wrong }),
      429,
      E.TOO_MANY_VERIFICATION_ATTEMPTS,
      "en",
    );
    expectError(
      await client.call(emailVerifyCall, { code }, { language: "ko" }),
      429,
      E.TOO_MANY_VERIFICATION_ATTEMPTS,
      "ko",
    );
    expect(expectOk(await client.call(meCall)).auth_required).toBe(true);
  });

  it("refuses an expired code (10017) after 10 minutes", async () => {
    const { client, code } = await unverified();
    t.clock.advance(VERIFICATION_CODE.ttlSeconds * 1000);
    expectError(await client.call(emailVerifyCall, { code }), 400, E.VERIFICATION_EXPIRED, "en");
  });

  it("needs a session (10000) and the code field (4)", async () => {
    const { client, code } = await unverified();
    expectError(await api(t.app).call(emailVerifyCall, { code }), 401, E.LOGIN_REQUIRED, "en");
    expectError(await client.post("member/emailverify", {}), 400, E.FIELDS_REQUIRED);
  });
});

describe("POST member/email (resend)", () => {
  it("refuses a resend within 60 s (code 3 with the seconds left)", async () => {
    const { client } = await unverified();
    t.clock.advance(20_000);
    const body = expectError(await client.call(sendEmailCodeCall), 429, E.TOO_MANY_REQUESTS, "en");
    expect(body.params).toEqual({ seconds: 40 });
  });

  it("sends a new code after 60 s: the new one works, the old one no longer does", async () => {
    const { client, email, code: oldCode } = await unverified();
    t.clock.advance(VERIFICATION_CODE.resendCooldownSeconds * 1000);
    const sent = expectOk(await client.call(sendEmailCodeCall));
    expect(sent).toEqual({
      expires_in: VERIFICATION_CODE.ttlSeconds,
      resend_in: VERIFICATION_CODE.resendCooldownSeconds,
    });

    const mails = await mailsTo(t.app, email);
    expect(mails).toHaveLength(2);
    const newCode = await latestCode(t.app, email);
    if (newCode !== oldCode) {
      expectError(await client.call(emailVerifyCall, { code: oldCode }), 400, E.WRONG_VERIFICATION_CODE);
    }
    expectOk(await client.call(emailVerifyCall, { code: newCode }));
    expect(expectOk(await client.call(meCall)).auth_required).toBe(false);
  });

  it("refuses a resend once verified (2)", async () => {
    const { client, code } = await unverified();
    expectOk(await client.call(emailVerifyCall, { code }));
    t.clock.advance(61_000);
    expectError(await client.call(sendEmailCodeCall), 403, E.INVALID_ACCESS);
  });
});

describe("unverified accounts", () => {
  it("get 403 code 2 on calls that need a verified e-mail", async () => {
    const { client } = await unverified();
    expectError(
      await client.call(accountUpdateCall, { password: GOOD_PASSWORD, nickname: "Renamed1" }),
      403,
      E.INVALID_ACCESS,
      "en",
    );
    expectError(await client.call(stepTutorialCall, { value: 1 }), 403, E.INVALID_ACCESS);
    expectError(await client.call(pushSettingsCall, { notice: true }), 403, E.INVALID_ACCESS);
  });

  it("may call me, email and logout", async () => {
    const { client } = await unverified();
    expect(expectOk(await client.call(meCall)).auth_required).toBe(true);
    t.clock.advance(61_000);
    expectOk(await client.call(sendEmailCodeCall));
    expectOk(await client.call(logoutCall));
    expectError(await client.call(meCall), 401, E.LOGIN_REQUIRED);
  });
});
