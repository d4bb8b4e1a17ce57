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
    for (const url of ["/api/site/meta", "/api/no-such-call", "/healthz"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(String(response.headers["content-security-policy"])).toContain("default-src 'self'");
      expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
      expect(String(response.headers["content-security-policy"])).toContain("img-src 'self' data: blob:");
      expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    }
  });

  it("leave HSTS out of the demo, which runs on plain http", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO: undefined, NODE_ENV: "production" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("add HSTS, since production terminates TLS in front", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
