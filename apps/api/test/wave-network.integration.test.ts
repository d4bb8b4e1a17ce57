import {
  E,
  findPasswordCall,
  invitationValidateCall,
  joinCall,
  meCall,
  preferencesCall,
  sendEmailCodeCall,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_MAILS } from "../src/modules/mail/messages";
import { expectError, expectOk } from "./support/assertions";
import { api, createAccount, GOOD_PASSWORD, mailsTo, uniqueEmail, uniqueNickname } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WAVE = "wave.localhost";
const joinInput = () => ({ id: uniqueEmail("wave"), password: GOOD_PASSWORD, nickname: uniqueNickname("w") });

describe("the white-label network (no Korean)", () => {
  it("signs up with mail in the network's name and the visitor's language", async () => {
    const input = joinInput();
    const { token } = expectOk(await api(t.app, { domain: WAVE, language: "zh-TW" }).call(joinCall, input));
    const [mail] = await mailsTo(t.app, input.id);
    expect(mail?.subject).toBe(CODE_MAILS.signup["zh-TW"].subject("Wave Music"));
    expect(expectOk(await api(t.app, { domain: WAVE, token }).call(meCall)).language).toBe("zh-TW");
  });

  it("turns Korean into English: the sign-up's language, its mail and the answers", async () => {
    const input = joinInput();
    const client = api(t.app, { domain: WAVE, language: "ko" });
    const { token } = expectOk(await client.call(joinCall, input));
    expect(expectOk(await client.call(meCall, {}, { token })).language).toBe("en");
    const [mail] = await mailsTo(t.app, input.id);
    expect(mail?.subject).toBe(CODE_MAILS.signup.en.subject("Wave Music"));
    expectError(await client.call(joinCall, { ...joinInput(), id: "bad" }), 400, E.INVALID_EMAIL, "en");
  });

  it("stores a Korean preference as English, and mails an account stored in Korean in English", async () => {
    const input = joinInput();
    const client = api(t.app, { domain: WAVE });
    const { token } = expectOk(await client.call(joinCall, input, { language: "zh-CN" }));
    expect((await mailsTo(t.app, input.id))[0]?.subject).toBe(
      CODE_MAILS.signup["zh-CN"].subject("Wave Music"),
    );
    expectOk(await client.call(preferencesCall, { language: "ko" }, { token }));
    expect(expectOk(await client.call(meCall, {}, { token })).language).toBe("en");

    const stored = await createAccount(t.database.db, { network: "wave", language: "ko" });
    expectOk(await client.call(findPasswordCall, { email: stored.email }));
    expect((await mailsTo(t.app, stored.email))[0]?.subject).toBe(CODE_MAILS.reset.en.subject("Wave Music"));
    t.clock.advance(61_000);
    expectOk(await client.call(sendEmailCodeCall, {}, { token }));
    expect((await mailsTo(t.app, input.id))[0]?.subject).toBe(CODE_MAILS.signup.en.subject("Wave Music"));
  });

  it("keeps Korean on the default network", async () => {
    const input = joinInput();
    expectOk(await api(t.app, { language: "ko" }).call(joinCall, input));
    expect((await mailsTo(t.app, input.id))[0]?.subject).toBe(CODE_MAILS.signup.ko.subject("Studio"));
  });

  it("validates only its own invite codes", async () => {
    const waveInviter = await createAccount(t.database.db, { network: "wave" });
    const studioInviter = await createAccount(t.database.db);
    const wave = api(t.app, { domain: WAVE });
    expect(
      expectOk(await wave.call(invitationValidateCall, { code: waveInviter.account.referralCode })).inviter,
    ).toBe(waveInviter.nickname);
    expectError(
      await wave.call(invitationValidateCall, { code: studioInviter.account.referralCode }),
      400,
      E.WRONG_INVITE_CODE,
    );
  });
});
