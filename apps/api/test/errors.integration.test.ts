import { E, errorMessage, joinCall, loginCall } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCleanError, expectError } from "./support/assertions";
import { api, createAccount, GOOD_PASSWORD, login, uniqueEmail, uniqueNickname } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { "content-type": "application/json" };

describe("error envelope", () => {
  it("answers malformed JSON with 400 code 4", async () => {
    const client = api(t.app, { language: "zh-CN" });
    for (const payload of ['{"id":', "{id: 'x'}", "not json", "[1,2", '{"id":"a"}}']) {
      expectError(
        await client.inject({ method: "POST", url: "/api/member/login", headers: json, payload }),
        400,
        E.FIELDS_REQUIRED,
        "zh-CN",
      );
    }
  });

  it("answers a JSON body that is not an object with 400", async () => {
    const client = api(t.app);
    for (const payload of ["[]", '"text"', "42", "true"]) {
      const response = await client.inject({
        method: "POST",
        url: "/api/member/login",
        headers: json,
        payload,
      });
      expectCleanError(response);
      expect(response.status, payload).toBe(400);
    }
  });

  it("answers a body over 1 MB with 413 code 5 naming the limit", async () => {
    const payload = JSON.stringify({
      id: uniqueEmail(),
      password: GOOD_PASSWORD,
      nickname: uniqueNickname(),
      referral: "A".repeat(1024 * 1024 + 10),
    });
    const body = expectError(
      await api(t.app, { language: "ko" }).inject({
        method: "POST",
        url: "/api/member/join",
        headers: json,
        payload,
      }),
      413,
      E.ATTACHMENT_TOO_LARGE,
      "ko",
    );
    expect(body.params).toEqual({ max: "1 MB" });
    expect(body.message).toBe(errorMessage(E.ATTACHMENT_TOO_LARGE, "ko", { max: "1 MB" }));
  });

  it("answers an unknown /api route with 404 in the envelope", async () => {
    const client = api(t.app);
    expectError(await client.get("member/does-not-exist"), 404, E.INVALID_ACCESS, "en");
    expectError(await client.post("nothing/here", {}), 404, E.INVALID_ACCESS);
    expectError(await client.inject({ method: "GET", url: "/api" }), 404, E.INVALID_ACCESS);
    // A known path with the wrong method is not found either.
    expectError(await client.get("member/login"), 404, E.INVALID_ACCESS);
  });

  it("answers an unsupported content type with a 4xx envelope", async () => {
    const response = await api(t.app).inject({
      method: "POST",
      url: "/api/member/login",
      headers: { "content-type": "text/plain" },
      payload: "id=a&password=b",
    });
    expectCleanError(response);
  });

  it("localizes messages by Accept-Language, English for unknown languages", async () => {
    const input = { id: "not-an-email", password: GOOD_PASSWORD, nickname: uniqueNickname() };
    for (const language of ["en", "ko", "zh-CN", "zh-TW"] as const) {
      expectError(await api(t.app, { language }).call(joinCall, input), 400, E.INVALID_EMAIL, language);
    }
    expectError(
      await api(t.app, { language: "ko-KR,ko;q=0.9" }).call(joinCall, input),
      400,
      E.INVALID_EMAIL,
      "ko",
    );
    expectError(await api(t.app, { language: "fr-FR" }).call(joinCall, input), 400, E.INVALID_EMAIL, "en");
    // Codes without a Chinese text fall back to English.
    expectError(
      await api(t.app, { language: "zh-TW" }).call(joinCall, {
        ...input,
        id: uniqueEmail(),
        referral: "NOPE2345",
      }),
      400,
      E.WRONG_INVITE_CODE,
      "zh-TW",
    );
  });

  it("never answers 5xx nor leaks internals for junk input on any member call", async () => {
    const { email, password } = await createAccount(t.database.db);
    const token = await login(t.app, email, password);
    const junk: unknown[] = [
      null,
      {},
      { id: null, password: null },
      { id: { $ne: 1 }, password: ["x"] },
      { id: "' OR 1=1 --", password: "'; DROP TABLE accounts; --" },
      { code: "\u0000\u0000", t: "\u0000", token: "x".repeat(129), email: "a@".repeat(200) },
      { value: "NaN", notice: "yes", language: "xx", nickname: "<script>" },
      { password: "x".repeat(10_000), new_password: "y".repeat(10_000) },
    ];
    const paths = [
      "member/join",
      "member/login",
      "member/email",
      "member/emailverify",
      "member/account/update",
      "member/account/delete.account",
      "member/account/find.password",
      "member/account/find.password.verify",
      "member/account/find.password.update",
      "member/settings/step.tutorial",
      "member/settings/push",
      "member/settings/preferences",
      "member/onetime.login",
      // Last: a successful logout ends the session the calls above use.
      "member/logout",
    ];
    const client = api(t.app, { token });
    for (const path of paths) {
      for (const body of junk) {
        const response = await client.post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}: ${response.text}`).toBeLessThan(500);
        if (response.status >= 400) expectCleanError(response);
      }
    }
    const queries: Record<string, string>[] = [
      {},
      { code: "' OR 1=1 --" },
      { code: "x".repeat(500) },
      { domain: "%00" },
    ];
    for (const query of queries) {
      for (const path of ["member/invitation/validate", "member/me", "site/meta", "dev/mails"]) {
        const response = await client.get(path, query);
        expect(response.status, `${path}: ${response.text}`).toBeLessThan(500);
        if (response.status >= 400) expectCleanError(response);
      }
      const onetime = await client.inject({ method: "POST", url: "/api/member/create.onetime.auth", query });
      expect(onetime.status).toBeLessThan(500);
      expectCleanError(onetime);
    }
    // The account is untouched by all of that.
    const anon = api(t.app);
    expect((await anon.call(loginCall, { id: email, password })).status).toBe(200);
  });
});
