import {
  E,
  findPasswordCall,
  findPasswordUpdateCall,
  findPasswordVerifyCall,
  loginCall,
  meCall,
  RESET_TOKEN_TTL_SECONDS,
  VERIFICATION_CODE,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CODE_MAILS } from "../src/modules/mail/messages";
import { RESET_ANSWER_FLOOR_MS, resetAnswer } from "../src/modules/member/find-password";
import { expectError, expectOk } from "./support/assertions";
import {
  api,
  createAccount,
  findAccount,
  latestCode,
  login,
  mailsTo,
  OTHER_GOOD_PASSWORD,
  uniqueEmail,
  wrongCode,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account that asked for a reset code, and a client for the reset calls. */
async function resetRequested(overrides: Parameters<typeof createAccount>[1] = {}) {
  const created = await createAccount(t.database.db, overrides);
  const client = api(t.app);
  expectOk(await client.call(findPasswordCall, { email: created.email }));
  return { ...created, client, code: await latestCode(t.app, created.email) };
}

describe("POST member/account/find.password", () => {
  it("answers the same for an unknown e-mail and mails nothing", async () => {
    const known = await createAccount(t.database.db);
    const unknown = uniqueEmail("ghost");
    const client = api(t.app);
    const a = await client.call(findPasswordCall, { email: known.email });
    const b = await client.call(findPasswordCall, { email: unknown });
    expect(expectOk(a)).toEqual({ expires_in: VERIFICATION_CODE.ttlSeconds });
    expect(b.status).toBe(a.status);
    expect(b.text).toBe(a.text);
    expect(await mailsTo(t.app, unknown)).toEqual([]);
    const [mail] = await mailsTo(t.app, known.email);
    expect(mail?.subject).toBe(CODE_MAILS.reset.en.subject("Studio"));
  });

  it("answers a known and an unknown e-mail through the same timed way out (no account probing)", async () => {
    const settle = vi.spyOn(resetAnswer, "settle");
    try {
      const known = await createAccount(t.database.db);
      const client = api(t.app);
      expectOk(await client.call(findPasswordCall, { email: known.email }));
      expectOk(await client.call(findPasswordCall, { email: uniqueEmail("ghost") }));
      expect(settle).toHaveBeenCalledTimes(2);
      const [[configA, startA], [configB, startB]] = settle.mock.calls as [
        [unknown, number],
        [unknown, number],
      ];
      expect(configA).toBe(configB);
      expect(typeof startA).toBe("number");
      expect(typeof startB).toBe("number");
    } finally {
      settle.mockRestore();
    }
  });

  it("holds every answer of a production node until the floor has passed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    try {
      let done = false;
      const settled = resetAnswer.settle({ demo: false }, performance.now()).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(RESET_ANSWER_FLOOR_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("mails in the account's language", async () => {
    const { email } = await resetRequested({ language: "ko" });
    expect((await mailsTo(t.app, email))[0]?.subject).toBe(CODE_MAILS.reset.ko.subject("Studio"));
  });

  it("refuses an invalid e-mail (10007)", async () => {
    expectError(await api(t.app).call(findPasswordCall, { email: "nope" }), 400, E.INVALID_EMAIL, "en");
  });
});

describe("POST member/account/find.password.verify", () => {
  it("refuses a wrong code (10016)", async () => {
    const { client, email, code } = await resetRequested();
    expectError(
      await client.call(findPasswordVerifyCall, { email, code: wrongCode(code) }),
      400,
      E.WRONG_VERIFICATION_CODE,
      "en",
    );
  });

  it("locks the code after 5 wrong tries (10015)", async () => {
    const { client, email, code } = await resetRequested();
    for (let i = 1; i < VERIFICATION_CODE.maxAttempts; i++) {
      expectError(
        await client.call(findPasswordVerifyCall, { email, code: wrongCode(code) }),
        400,
        E.WRONG_VERIFICATION_CODE,
      );
    }
    expectError(
      await client.call(findPasswordVerifyCall, { email, code: wrongCode(code) }),
      429,
      E.TOO_MANY_VERIFICATION_ATTEMPTS,
      "en",
    );
    expectError(
      await client.call(findPasswordVerifyCall, { email, code }),
      429,
      E.TOO_MANY_VERIFICATION_ATTEMPTS,
    );
  });

  it("refuses an expired code (10017)", async () => {
    const { client, email, code } = await resetRequested();
    t.clock.advance(VERIFICATION_CODE.ttlSeconds * 1000 + 1);
    expectError(
      await client.call(findPasswordVerifyCall, { email, code }),
      400,
      E.VERIFICATION_EXPIRED,
      "en",
    );
  });

  it("refuses a code for an e-mail without a reset request (10017)", async () => {
    const { email } = await createAccount(t.database.db);
    expectError(
      await api(t.app).call(findPasswordVerifyCall, { email, code: "123456" }),
      400,
      E.VERIFICATION_EXPIRED,
    );
    expectError(
      await api(t.app).call(findPasswordVerifyCall, { email: uniqueEmail("ghost"), code: "123456" }),
      400,
      E.VERIFICATION_EXPIRED,
    );
  });

  it("does not accept the same code twice", async () => {
    const { client, email, code } = await resetRequested();
    expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    expectError(await client.call(findPasswordVerifyCall, { email, code }), 400, E.VERIFICATION_EXPIRED);
  });
});

describe("POST member/account/find.password.update", () => {
  it("sets the new password: all sessions end, the new password logs in, the old does not", async () => {
    const { client, email, password, code } = await resetRequested();
    const session = await login(t.app, email, password);
    const { token, expires_in } = expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    expect(expires_in).toBe(RESET_TOKEN_TTL_SECONDS);
    expectOk(await client.call(findPasswordUpdateCall, { token, password: OTHER_GOOD_PASSWORD }));

    expectError(await api(t.app, { token: session }).call(meCall), 401, E.LOGIN_REQUIRED);
    expectError(await api(t.app).call(loginCall, { id: email, password }), 400, E.WRONG_CREDENTIALS);
    expectOk(await api(t.app).call(loginCall, { id: email, password: OTHER_GOOD_PASSWORD }));
  });

  it("verifies the e-mail of an unverified account (the mailbox was proven)", async () => {
    const { account, client, email, code } = await resetRequested({ verified: false });
    const { token } = expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    expectOk(await client.call(findPasswordUpdateCall, { token, password: OTHER_GOOD_PASSWORD }));
    expect((await findAccount(t.database.db, account.id)).emailVerifiedAt).not.toBeNull();
  });

  it("refuses a weak new password (10006) and keeps the token usable", async () => {
    const { client, email, code } = await resetRequested();
    const { token } = expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    const body = expectError(
      await client.call(findPasswordUpdateCall, { token, password: "qwerty123" }),
      400,
      E.PASSWORD_LENGTH,
      "en",
    );
    expect(body.params).toEqual({ min: 8, max: 64 });
    expectError(
      await client.call(findPasswordUpdateCall, { token, password: "Sh0rt!" }),
      400,
      E.PASSWORD_LENGTH,
    );
    expectOk(await client.call(findPasswordUpdateCall, { token, password: OTHER_GOOD_PASSWORD }));
  });

  it("refuses an expired token (10024)", async () => {
    const { client, email, code } = await resetRequested();
    const { token } = expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    t.clock.advance(RESET_TOKEN_TTL_SECONDS * 1000 + 1_000);
    expectError(
      await client.call(findPasswordUpdateCall, { token, password: OTHER_GOOD_PASSWORD }),
      400,
      E.PASSWORD_CHANGE_EXPIRED,
      "en",
    );
  });

  it("uses a token once (10024 the second time) and refuses an unknown one", async () => {
    const { client, email, code } = await resetRequested();
    const { token } = expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    expectOk(await client.call(findPasswordUpdateCall, { token, password: OTHER_GOOD_PASSWORD }));
    expectError(
      await client.call(findPasswordUpdateCall, { token, password: "Another-Good-Pass-5" }),
      400,
      E.PASSWORD_CHANGE_EXPIRED,
    );
    expectError(
      await client.call(findPasswordUpdateCall, { token: "forged-token", password: OTHER_GOOD_PASSWORD }),
      400,
      E.PASSWORD_CHANGE_EXPIRED,
    );
  });

  it("does not redeem a token of one network on another (10024), which leaves it usable on its own", async () => {
    const { client, email, code } = await resetRequested();
    const { token } = expectOk(await client.call(findPasswordVerifyCall, { email, code }));
    expectError(
      await api(t.app, { domain: "wave.studio.test" }).call(findPasswordUpdateCall, {
        token,
        password: OTHER_GOOD_PASSWORD,
      }),
      400,
      E.PASSWORD_CHANGE_EXPIRED,
    );
    expectOk(await client.call(findPasswordUpdateCall, { token, password: OTHER_GOOD_PASSWORD }));
    expectOk(await client.call(loginCall, { id: email, password: OTHER_GOOD_PASSWORD }));
  });
});
