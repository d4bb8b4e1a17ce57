import { devMailsCall, E, joinCall } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectOk } from "./support/assertions";
import { api, GOOD_PASSWORD, joinAccount, uniqueEmail, uniqueNickname } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

describe("dev mail capture (demo mode)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/dev/mails?to= lists the mails to an address, newest first, with their code", async () => {
    const joined = await joinAccount(t.app);
    t.clock.advance(61_000);
    expectOk(await api(t.app, { token: joined.token }).post("member/email", {}));

    const { mails } = expectOk(await api(t.app).call(devMailsCall, { to: joined.email.toUpperCase() }));
    expect(mails).toHaveLength(2);
    const [newest, oldest] = mails;
    expect(newest?.to).toBe(joined.email);
    expect(newest?.code).toMatch(/^\d{6}$/);
    expect(oldest?.code).toMatch(/^\d{6}$/);
    expect(Date.parse(newest?.created_at ?? "")).toBeGreaterThan(Date.parse(oldest?.created_at ?? ""));
    expect(newest?.text).toContain(newest?.code ?? "-");
  });

  it("lists nothing for an address without mail", async () => {
    expect(expectOk(await api(t.app).call(devMailsCall, { to: uniqueEmail("none") })).mails).toEqual([]);
  });

  it("GET /dev/mail shows the captured mails as HTML, escaped", async () => {
    const joined = await joinAccount(t.app);
    const response = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Captured mail");
    expect(response.body).toContain(`to ${joined.email}`);
    expect(response.body).toContain("[Studio] Your verification code");
    expect(response.body).not.toContain("<script");
  });
});

describe("dev mail capture in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production with the demo data present (an old demo database): still no captured mail.
    t = await createTestApp({ env: { NODE_ENV: "production", DEMO: undefined }, demoData: true });
  });
  afterAll(() => t.close());

  it("does not exist: both routes answer 404", async () => {
    const email = uniqueEmail("prod");
    expectOk(
      await api(t.app).call(joinCall, { id: email, password: GOOD_PASSWORD, nickname: uniqueNickname("p") }),
    );
    expectError(await api(t.app).call(devMailsCall, { to: email }), 404, E.INVALID_ACCESS, "en");
    const html = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(html.statusCode).toBe(404);
    expect(html.body).not.toContain(email);
  });
});
