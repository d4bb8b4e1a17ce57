import { E, joinCall, meCall } from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { CODE_MAILS } from "../src/modules/mail/messages";
import { expectError, expectOk } from "./support/assertions";
import {
  api,
  createAccount,
  findAccount,
  GOOD_PASSWORD,
  joinAccount,
  mailsTo,
  uniqueEmail,
  uniqueNickname,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const joinInput = (overrides: Record<string, unknown> = {}) => ({
  id: uniqueEmail("join"),
  password: GOOD_PASSWORD,
  nickname: uniqueNickname("j"),
  ...overrides,
});

describe("POST member/join", () => {
  it("signs up: a session token, an unverified account and a code by mail", async () => {
    const client = api(t.app);
    const input = joinInput();
    const { token } = expectOk(await client.call(joinCall, input));
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const me = expectOk(await client.call(meCall, {}, { token }));
    expect(me).toMatchObject({
      info: { name: input.nickname, user_id: input.id },
      auth_required: true,
      permission: "creator",
      account_type: "",
      is_mcn_related: false,
      language: "en",
    });

    const [mail] = await mailsTo(t.app, input.id);
    expect(mail?.subject).toBe(CODE_MAILS.signup.en.subject("Studio"));
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.code);
  });

  it("mails the code in the language of the sign-up (zh-CN)", async () => {
    const input = joinInput();
    expectOk(await api(t.app, { language: "zh-CN,zh;q=0.9,en;q=0.8" }).call(joinCall, input));
    const [mail] = await mailsTo(t.app, input.id);
    expect(mail?.subject).toBe("[Studio] 您的验证码");
    expect(mail?.text).toContain("验证码");
  });

  it("stores the e-mail in lower case and answers it in me", async () => {
    const client = api(t.app);
    const email = uniqueEmail("mixed");
    const { token } = expectOk(await client.call(joinCall, joinInput({ id: `  ${email.toUpperCase()} ` })));
    expect(expectOk(await client.call(meCall, {}, { token })).info.user_id).toBe(email);
  });

  it("accepts a Korean nickname", async () => {
    const nickname = uniqueNickname("김철수");
    const client = api(t.app);
    const { token } = expectOk(await client.call(joinCall, joinInput({ nickname })));
    expect(expectOk(await client.call(meCall, {}, { token })).info.name).toBe(nickname);
  });

  it("refuses an invalid e-mail (10007, localized)", async () => {
    const client = api(t.app, { language: "ko" });
    for (const id of ["not-an-email", "a@b", "two@@example.test", `${"x".repeat(250)}@example.test`]) {
      expectError(await client.call(joinCall, joinInput({ id })), 400, E.INVALID_EMAIL, "ko");
    }
  });

  it("refuses nicknames too short, too long or with symbols (10008 with min/max)", async () => {
    const client = api(t.app);
    for (const nickname of ["a", "abcdefghijklm", "ab_cd", "hi there", "x!y", "😀😀😀"]) {
      const body = expectError(
        await client.call(joinCall, joinInput({ nickname })),
        400,
        E.NAME_LENGTH,
        "en",
      );
      expect(body.params).toEqual({ min: 2, max: 12 });
    }
  });

  it("refuses weak, common and short passwords (10006 with the policy's 8-64)", async () => {
    const client = api(t.app, { language: "zh-TW" });
    for (const password of ["Ab1!x", "short7", "password123", "12345678", "PASSWORD1"]) {
      const body = expectError(
        await client.call(joinCall, joinInput({ password })),
        400,
        E.PASSWORD_LENGTH,
        "zh-TW",
      );
      expect(body.params).toEqual({ min: 8, max: 64 });
    }
  });

  it("refuses a password over 64 characters (10006)", async () => {
    const body = expectError(
      await api(t.app).call(joinCall, joinInput({ password: "Lk9-".repeat(17) })),
      400,
      E.PASSWORD_LENGTH,
      "en",
    );
    expect(body.params?.max).toBe(64);
  });

  it("refuses an e-mail already registered, whatever its case (10009)", async () => {
    const { email } = await createAccount(t.database.db);
    const client = api(t.app);
    expectError(await client.call(joinCall, joinInput({ id: email })), 409, E.EMAIL_TAKEN, "en");
    expectError(await client.call(joinCall, joinInput({ id: email.toUpperCase() })), 409, E.EMAIL_TAKEN);
  });

  it("refuses a nickname in use, whatever its case (10010)", async () => {
    const { nickname } = await createAccount(t.database.db);
    const client = api(t.app);
    expectError(await client.call(joinCall, joinInput({ nickname })), 409, E.NICKNAME_TAKEN, "en");
    expectError(
      await client.call(joinCall, joinInput({ nickname: nickname.toUpperCase() })),
      409,
      E.NICKNAME_TAKEN,
    );
    expectError(await client.call(joinCall, joinInput({ nickname: "democreator" })), 409, E.NICKNAME_TAKEN);
  });

  it("allows the same e-mail and nickname on another network", async () => {
    const { email, nickname } = await createAccount(t.database.db);
    expectOk(
      await api(t.app, { domain: "wave.localhost" }).call(joinCall, joinInput({ id: email, nickname })),
    );
  });

  it("refuses a wrong invite code (10011)", async () => {
    const client = api(t.app);
    expectError(
      await client.call(joinCall, joinInput({ referral: "ZZZZ2222" })),
      400,
      E.WRONG_INVITE_CODE,
      "en",
    );
    expectError(
      await client.call(joinCall, joinInput({ referral: "not-a-code!" })),
      400,
      E.WRONG_INVITE_CODE,
    );
  });

  it("accepts another account's invite code from its me and links the inviter", async () => {
    const client = api(t.app);
    const inviter = await joinAccount(t.app);
    const { referral_code } = expectOk(await client.call(meCall, {}, { token: inviter.token }));
    expect(referral_code).toMatch(/^[A-Z2-9]{8}$/);

    const input = joinInput({ referral: referral_code.toLowerCase() });
    const { token } = expectOk(await client.call(joinCall, input));
    const me = expectOk(await client.call(meCall, {}, { token }));
    const [invited] = await t.database.db.select().from(accounts).where(eq(accounts.email, me.info.user_id));
    const [inviterRow] = await t.database.db.select().from(accounts).where(eq(accounts.email, inviter.email));
    expect(invited?.referredBy).toBe(inviterRow?.id);
    expect((await findAccount(t.database.db, invited?.id ?? 0)).referralCode).not.toBe(referral_code);
  });

  it("does not accept an invite code of another network (10011)", async () => {
    const { account } = await createAccount(t.database.db, { network: "wave" });
    expectError(
      await api(t.app).call(joinCall, joinInput({ referral: account.referralCode })),
      400,
      E.WRONG_INVITE_CODE,
    );
  });

  it("answers code 4 when fields are missing or empty", async () => {
    const client = api(t.app, { language: "ko" });
    expectError(await client.post("member/join", {}), 400, E.FIELDS_REQUIRED, "ko");
    expectError(await client.post("member/join"), 400, E.FIELDS_REQUIRED, "ko");
    expectError(
      await client.post("member/join", { id: uniqueEmail(), password: GOOD_PASSWORD }),
      400,
      E.FIELDS_REQUIRED,
    );
    expectError(await client.call(joinCall, joinInput({ nickname: "   " })), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(joinCall, joinInput({ id: "" })), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(joinCall, joinInput({ password: "" })), 400, E.FIELDS_REQUIRED);
  });

  it("answers 400 for fields of the wrong type", async () => {
    const client = api(t.app);
    for (const overrides of [
      { id: 42 },
      { password: true },
      { nickname: ["a", "b"] },
      { referral: { code: 1 } },
    ]) {
      const response = await client.call(joinCall, joinInput(overrides));
      expect(response.status, response.text).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });
});
