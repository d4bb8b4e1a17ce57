import {
  accountUpdateCall,
  deleteAccountCall,
  E,
  joinCall,
  loginCall,
  meCall,
  preferencesCall,
  pushSettingsCall,
  sendEmailCodeCall,
  stepTutorialCall,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_MAILS } from "../src/modules/mail/messages";
import { expectError, expectOk } from "./support/assertions";
import {
  api,
  createAccount,
  findAccount,
  GOOD_PASSWORD,
  joinAccount,
  login,
  mailsTo,
  OTHER_GOOD_PASSWORD,
  uniqueNickname,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A verified account with one session, and a client using it. */
async function signedIn() {
  const created = await createAccount(t.database.db);
  const token = await login(t.app, created.email, created.password);
  return { ...created, token, client: api(t.app, { token }) };
}

describe("POST member/account/update", () => {
  it("refuses a wrong current password (10019)", async () => {
    const { client } = await signedIn();
    expectError(
      await client.call(accountUpdateCall, {
        password: "Not-My-Password-1",
        new_password: OTHER_GOOD_PASSWORD,
      }),
      400,
      E.CURRENT_PASSWORD_MISMATCH,
      "en",
    );
  });

  it("refuses the current password as the new one (10018)", async () => {
    const { client, password } = await signedIn();
    expectError(
      await client.call(accountUpdateCall, { password, new_password: password }, { language: "ko" }),
      400,
      E.SAME_PASSWORD,
      "ko",
    );
  });

  it("refuses a new password against the policy (10006 with 8-64)", async () => {
    const { client, password } = await signedIn();
    for (const new_password of ["Ab3$x", "password123"]) {
      const body = expectError(
        await client.call(accountUpdateCall, { password, new_password }),
        400,
        E.PASSWORD_LENGTH,
        "en",
      );
      expect(body.params).toEqual({ min: 8, max: 64 });
    }
  });

  it("refuses a nickname in use (10010) and a malformed one (10008)", async () => {
    const { client, password } = await signedIn();
    const other = await createAccount(t.database.db);
    expectError(
      await client.call(accountUpdateCall, { password, nickname: other.nickname.toUpperCase() }),
      409,
      E.NICKNAME_TAKEN,
      "en",
    );
    expectError(await client.call(accountUpdateCall, { password, nickname: "x" }), 400, E.NAME_LENGTH);
  });

  it("changes the password: old fails, new works, other sessions end, this one stays", async () => {
    const { client, email, password, token } = await signedIn();
    const otherSession = await login(t.app, email, password);
    expectOk(await client.call(accountUpdateCall, { password, new_password: OTHER_GOOD_PASSWORD }));

    expectOk(await client.call(meCall));
    expectError(await api(t.app, { token: otherSession }).call(meCall), 401, E.LOGIN_REQUIRED);
    expect(token).not.toBe(otherSession);
    const anon = api(t.app);
    expectError(await anon.call(loginCall, { id: email, password }), 400, E.WRONG_CREDENTIALS);
    expectOk(await anon.call(loginCall, { id: email, password: OTHER_GOOD_PASSWORD }));
  });

  it("changes the nickname (and keeps the same one silently)", async () => {
    const { client, password, nickname } = await signedIn();
    expectOk(await client.call(accountUpdateCall, { password, nickname }));
    const renamed = uniqueNickname("R");
    expectOk(await client.call(accountUpdateCall, { password, nickname: renamed }));
    expect(expectOk(await client.call(meCall)).info.name).toBe(renamed);
    // The old nickname is free again.
    expectOk(
      await api(t.app).call(joinCall, { id: `${renamed}@example.test`, password: GOOD_PASSWORD, nickname }),
    );
  });

  it("needs the current password (4)", async () => {
    const { client } = await signedIn();
    expectError(
      await client.post("member/account/update", { new_password: OTHER_GOOD_PASSWORD }),
      400,
      E.FIELDS_REQUIRED,
    );
  });
});

describe("POST member/account/delete.account", () => {
  it("refuses a wrong password (10004)", async () => {
    const { client } = await signedIn();
    expectError(
      await client.call(deleteAccountCall, { password: "Not-Mine-123" }),
      400,
      E.WRONG_PASSWORD,
      "en",
    );
    expectOk(await client.call(meCall));
  });

  it("refuses a confirmation shorter than 4 characters (10006 with 4-64)", async () => {
    const { client } = await signedIn();
    const body = expectError(
      await client.call(deleteAccountCall, { password: "abc" }),
      400,
      E.PASSWORD_LENGTH,
      "en",
    );
    expect(body.params).toEqual({ min: 4, max: 64 });
    expectError(await client.call(deleteAccountCall, { password: "" }), 400, E.FIELDS_REQUIRED);
  });

  it("deletes: sessions end, login is refused, personal data is scrubbed, the e-mail is free again", async () => {
    const { client, account, email, password, nickname } = await signedIn();
    const otherSession = await login(t.app, email, password);
    expectOk(await client.call(deleteAccountCall, { password }));

    expectError(await client.call(meCall), 401, E.LOGIN_REQUIRED);
    expectError(await api(t.app, { token: otherSession }).call(meCall), 401, E.LOGIN_REQUIRED);
    expectError(await api(t.app).call(loginCall, { id: email, password }), 400, E.WRONG_CREDENTIALS);

    const row = await findAccount(t.database.db, account.id);
    expect(row.status).toBe("deleted");
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toContain(email);
    expect(row.nickname).not.toBe(nickname);
    expect(row.passwordHash).toBe("");

    const again = await joinAccount(t.app, { email, nickname });
    expectOk(await api(t.app, { token: again.token }).call(meCall));
  });

  it("is allowed before the e-mail is verified", async () => {
    const joined = await joinAccount(t.app);
    expectOk(
      await api(t.app, { token: joined.token }).call(deleteAccountCall, { password: joined.password }),
    );
  });
});

describe("member/settings", () => {
  it("step.tutorial is reflected in me", async () => {
    const { client } = await signedIn();
    expectOk(await client.call(stepTutorialCall, { value: 3 }));
    expect(expectOk(await client.call(meCall)).tutorial_step).toBe(3);
    expectError(await client.post("member/settings/step.tutorial", { value: 101 }), 400, E.FIELDS_REQUIRED);
  });

  it("push changes only the chosen flag and is reflected in me", async () => {
    const { client } = await signedIn();
    expect(expectOk(await client.call(meCall)).push).toEqual({ notice: true, marketing: false });
    expect(expectOk(await client.call(pushSettingsCall, { marketing: true }))).toEqual({
      notice: true,
      marketing: true,
    });
    expect(expectOk(await client.call(pushSettingsCall, { notice: false }))).toEqual({
      notice: false,
      marketing: true,
    });
    expect(expectOk(await client.call(meCall)).push).toEqual({ notice: false, marketing: true });
  });

  it("preferences set the language of the next mail and the currency", async () => {
    const joined = await joinAccount(t.app, {}, { language: "en" });
    const client = api(t.app, { token: joined.token });
    expectOk(await client.call(preferencesCall, { language: "zh-TW", currency: "CNY" }));
    expect(expectOk(await client.call(meCall))).toMatchObject({ language: "zh-TW", currency: "CNY" });

    t.clock.advance(61_000);
    expectOk(await client.call(sendEmailCodeCall));
    const [newest, first] = await mailsTo(t.app, joined.email);
    expect(first?.subject).toBe(CODE_MAILS.signup.en.subject("Studio"));
    expect(newest?.subject).toBe(CODE_MAILS.signup["zh-TW"].subject("Studio"));
    expectError(await client.post("member/settings/preferences", { language: "fr" }), 400, E.FIELDS_REQUIRED);
  });

  it("preferences without any field change nothing (and do not fail)", async () => {
    const { client } = await signedIn();
    expectOk(await client.call(preferencesCall, {}));
    expectOk(await client.post("member/settings/preferences"));
    expect(expectOk(await client.call(meCall))).toMatchObject({ language: "en", currency: "USD" });
  });
});
