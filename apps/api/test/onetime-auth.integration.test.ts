import {
  createOnetimeAuthCall,
  E,
  invitationValidateCall,
  meCall,
  ONETIME_AUTH_TTL_SECONDS,
  onetimeLoginCall,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectOk } from "./support/assertions";
import { api, createAccount, login, setAccountStatus } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(overrides: Parameters<typeof createAccount>[1] = {}) {
  const created = await createAccount(t.database.db, overrides);
  const domain = overrides.network === "wave" ? "wave.localhost" : undefined;
  return { ...created, token: await login(t.app, created.email, created.password, domain ? { domain } : {}) };
}

describe("POST member/create.onetime.auth + member/onetime.login", () => {
  it("turns a session token (in ?code=, no auth header) into a single-use link token and then a session", async () => {
    const { token: session, email } = await signedIn();
    const client = api(t.app);
    const response = await client.call(createOnetimeAuthCall, { code: session });
    const issued = expectOk(response);
    expect(issued.expires_in).toBe(ONETIME_AUTH_TTL_SECONDS);
    expect(issued.url).toBe(`/auth/external?t=${encodeURIComponent(issued.token)}`);
    expect(issued.token).not.toBe(session);

    const { token } = expectOk(await client.call(onetimeLoginCall, { t: issued.token }));
    expect(token).not.toBe(session);
    expect(expectOk(await api(t.app, { token }).call(meCall)).info.user_id).toBe(email);
    // The original session still works.
    expectOk(await api(t.app, { token: session }).call(meCall));
  });

  it("refuses a second use of the link token (10000)", async () => {
    const { token: session } = await signedIn();
    const client = api(t.app);
    const { token: link } = expectOk(await client.call(createOnetimeAuthCall, { code: session }));
    expectOk(await client.call(onetimeLoginCall, { t: link }));
    expectError(await client.call(onetimeLoginCall, { t: link }), 401, E.LOGIN_REQUIRED, "en");
  });

  it("refuses a link token after 60 s (10000)", async () => {
    const { token: session } = await signedIn();
    const client = api(t.app);
    const { token: link } = expectOk(await client.call(createOnetimeAuthCall, { code: session }));
    t.clock.advance(ONETIME_AUTH_TTL_SECONDS * 1000);
    expectError(await client.call(onetimeLoginCall, { t: link }), 401, E.LOGIN_REQUIRED);
  });

  it("refuses a bad session code or a bad link token (10000)", async () => {
    const client = api(t.app, { language: "zh-TW" });
    expectError(
      await client.call(createOnetimeAuthCall, { code: "no-such-session" }),
      401,
      E.LOGIN_REQUIRED,
      "zh-TW",
    );
    expectError(await client.call(onetimeLoginCall, { t: "no-such-token" }), 401, E.LOGIN_REQUIRED, "zh-TW");
    expectError(await client.post("member/create.onetime.auth"), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(onetimeLoginCall, {}), 400, E.FIELDS_REQUIRED);
  });

  it("keeps networks apart (10000), and a link shown to the wrong network still works on its own", async () => {
    const { token: session, email } = await signedIn();
    const wave = api(t.app, { domain: "wave.studio.test" });
    expectError(await wave.call(createOnetimeAuthCall, { code: session }), 401, E.LOGIN_REQUIRED);
    const { token: link } = expectOk(await api(t.app).call(createOnetimeAuthCall, { code: session }));
    expectError(await wave.call(onetimeLoginCall, { t: link }), 401, E.LOGIN_REQUIRED);
    // Checked before it is used up: the refusal on wave left it usable on studio.
    const { token } = expectOk(await api(t.app).call(onetimeLoginCall, { t: link }));
    expect(expectOk(await api(t.app, { token }).call(meCall)).info.user_id).toBe(email);
  });

  it("refuses a link token of an account suspended meanwhile (10013)", async () => {
    const { token: session, account } = await signedIn();
    const client = api(t.app);
    const { token: link } = expectOk(await client.call(createOnetimeAuthCall, { code: session }));
    await setAccountStatus(t.database.db, account.id, "suspended");
    expectError(await client.call(onetimeLoginCall, { t: link }), 403, E.ACCOUNT_SUSPENDED);
  });
});

describe("GET member/invitation/validate", () => {
  it("names the inviter of a valid code (any case)", async () => {
    const { account, nickname } = await createAccount(t.database.db);
    const client = api(t.app);
    expect(expectOk(await client.call(invitationValidateCall, { code: account.referralCode }))).toEqual({
      valid: true,
      inviter: nickname,
    });
    expectOk(await client.call(invitationValidateCall, { code: account.referralCode.toLowerCase() }));
  });

  it("refuses a wrong code, a code of another network and a deleted inviter's code (10011)", async () => {
    const client = api(t.app, { language: "ko" });
    expectError(
      await client.call(invitationValidateCall, { code: "ZZZZ9999" }),
      400,
      E.WRONG_INVITE_CODE,
      "ko",
    );
    const wave = await createAccount(t.database.db, { network: "wave" });
    expectError(
      await client.call(invitationValidateCall, { code: wave.account.referralCode }),
      400,
      E.WRONG_INVITE_CODE,
    );
    const gone = await createAccount(t.database.db);
    await setAccountStatus(t.database.db, gone.account.id, "deleted");
    expectError(
      await client.call(invitationValidateCall, { code: gone.account.referralCode }),
      400,
      E.WRONG_INVITE_CODE,
    );
  });

  it("needs the code (4)", async () => {
    expectError(await api(t.app).call(invitationValidateCall, {}), 400, E.FIELDS_REQUIRED);
  });
});
