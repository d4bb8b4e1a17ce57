import { createOnetimeAuthCall, joinCall, loginCall, onetimeLoginCall } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk, expectSignedIn } from "./support/assertions";
import {
  api,
  createAccount,
  GOOD_PASSWORD,
  latestCode,
  uniqueEmail,
  uniqueNickname,
} from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: "info" },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

describe("request logs", () => {
  it("never contain passwords, codes or tokens", async () => {
    const client = api(t.app);
    const email = uniqueEmail("logged");
    const password = "Secret-Lighthouse-93";
    const { token: joinToken } = expectOk(
      await client.call(joinCall, { id: email, password, nickname: uniqueNickname("l") }),
    );
    const code = await latestCode(t.app, email);
    expectOk(await client.post("member/emailverify", { code }, { token: joinToken }));

    const other = await createAccount(t.database.db);
    const { token: session } = expectSignedIn(
      await client.call(loginCall, { id: other.email, password: GOOD_PASSWORD }),
    );
    const { token: link } = expectOk(await client.call(createOnetimeAuthCall, { code: session }));
    expectOk(await client.call(onetimeLoginCall, { t: link }));

    const log = lines.join("");
    expect(log).toContain('"msg":"request"');
    expect(log).toContain("/api/member/create.onetime.auth?code=[redacted]");
    for (const secret of [password, GOOD_PASSWORD, code, joinToken, session, link]) {
      expect(log).not.toContain(secret);
    }
  });

  it("keep the path of a signed export or invoice link but never its signature", async () => {
    lines.length = 0;
    const fileSignature = "ab12".repeat(16);
    const invoiceSignature = "cd34".repeat(16);
    // The shapes of modules/files/file-store.ts signedLinkOf and modules/payout/invoice.ts invoicePdfPath.
    await t.app.inject({ method: "GET", url: `/api/files/7/4102444800/${fileSignature}/report.xlsx` });
    await t.app.inject({
      method: "GET",
      url: `/api/withdrawal/invoice.pdf?t=9.4102444800.${invoiceSignature}`,
    });
    await t.app.inject({
      method: "GET",
      url: `/api/site/meta?sig=${fileSignature}&signature=${invoiceSignature}`,
    });
    const log = lines.join("");
    expect(log).toContain("/api/files/7/4102444800/[redacted]/report.xlsx");
    expect(log).toContain("/api/withdrawal/invoice.pdf?t=[redacted]");
    expect(log).toContain("/api/site/meta?sig=[redacted]&signature=[redacted]");
    expect(log).not.toContain(fileSignature);
    expect(log).not.toContain(invoiceSignature);
  });

  it("are one line per request, written with its status and time", async () => {
    lines.length = 0;
    const answer = await t.app.inject({ method: "GET", url: "/api/site/meta?host=studio.localhost" });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual(
      expect.objectContaining({
        msg: "request",
        method: "GET",
        url: "/api/site/meta?host=studio.localhost",
        status: answer.statusCode,
        ms: expect.any(Number),
      }),
    );
  });
});
