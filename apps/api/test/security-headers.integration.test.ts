import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

describe("security headers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("are on every answer, errors included", async () => {
    for (const url of ["/api/site/meta", "/api/no-such-call"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(String(response.headers["content-security-policy"])).toContain("default-src 'self'");
      expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
    }
  });
});
