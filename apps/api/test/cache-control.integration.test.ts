import {
  createOnetimeAuthCall,
  findPasswordCall,
  findPasswordVerifyCall,
  loginCall,
  meCall,
  musicChannelDashboardCall,
  musicDashboardCall,
  musicSearchCall,
  musicVideoListCall,
  onetimeLoginCall,
  type TMusic,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/demo";
import { expectOk, expectSignedIn } from "./support/assertions";
import { type ApiResponse, api, createAccount, latestCode, login } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RANGE = { start: "2026-11-10", end: "2026-11-12" };

function expectNoStore(response: ApiResponse<unknown>): void {
  expect(response.headers["cache-control"], response.text).toBe("no-store");
}

describe("Cache-Control of personal and token-bearing answers", () => {
  it("member/login and member/me: no-store", async () => {
    const answer = await api(t.app).call(loginCall, { id: "creator@studio.test", password: DEMO_PASSWORD });
    const { token } = expectSignedIn(answer);
    expectNoStore(answer);
    const me = await api(t.app, { token }).call(meCall, {});
    expectOk(me);
    expectNoStore(me);
  });

  it("member/create.onetime.auth and member/onetime.login: no-store", async () => {
    const { email, password } = await createAccount(t.database.db);
    const session = await login(t.app, email, password);
    const issued = await api(t.app).call(createOnetimeAuthCall, { code: session });
    expectNoStore(issued);
    const exchanged = await api(t.app).call(onetimeLoginCall, { t: expectOk(issued).token });
    expectOk(exchanged);
    expectNoStore(exchanged);
  });

  it("member/account/find.password.verify (the reset token): no-store", async () => {
    const { email } = await createAccount(t.database.db);
    expectOk(await api(t.app).call(findPasswordCall, { email }));
    const verified = await api(t.app).call(findPasswordVerifyCall, {
      email,
      code: await latestCode(t.app, email),
    });
    expectOk(verified);
    expectNoStore(verified);
  });

  it("the revenue calls v2/music/...: no-store", async () => {
    const token = await login(t.app, "manager@studio.test", DEMO_PASSWORD);
    const client = api(t.app, { token });
    const answers: ApiResponse<unknown>[] = [
      await client.call(musicDashboardCall, RANGE),
      await client.call(musicChannelDashboardCall, RANGE),
      await client.call(musicVideoListCall, { ...RANGE, page: 1, size: 5 }),
      await client.call(musicSearchCall, { size: 1 }),
    ];
    for (const answer of answers) {
      expectOk(answer);
      expectNoStore(answer);
    }
  });

  it("error answers and public calls too: no-store unless a route sets its own", async () => {
    expectNoStore(await api(t.app, { token: "not-a-session" }).call(meCall, {}));
    expectNoStore(await api(t.app).get("site/meta"));
    expectNoStore(await api(t.app).get("no/such/call"));
  });

  it("keeps the caching media routes set for themselves", async () => {
    const token = await login(t.app, "creator@studio.test", DEMO_PASSWORD);
    const track = expectOk(await api(t.app, { token }).call(musicSearchCall, { size: 1 })).items[0] as TMusic;
    const media = await t.app.inject({ method: "GET", url: track.music });
    expect(media.statusCode).toBe(200);
    expect(media.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
