import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

const SHELL = "<!doctype html><title>Studio</title><div id=root>cover</div>";
const BOOT_HASH = "sha256-aGFzaC1vZi10aGUtYm9vdC1zY3JpcHQ=";

/** A built web app with its prerendered pages, as apps/web/scripts/prerender.mjs leaves them. */
function writeBuild(webDist: string) {
  mkdirSync(path.join(webDist, "prerendered"));
  writeFileSync(path.join(webDist, "index.html"), SHELL);
  for (const page of ["landing", "login"]) {
    writeFileSync(path.join(webDist, "prerendered", `${page}.html`), `<p>${page}</p>`);
    writeFileSync(
      path.join(webDist, "prerendered", `${page}-demo.html`),
      `<p>${page} with the demo banner</p>`,
    );
  }
  const manifest = {
    look: { name: "Studio", logo: "", color_primary: "#5b4cf0", languages: ["en", "ko", "zh-CN", "zh-TW"] },
    bootHash: BOOT_HASH,
    pages: {
      "/": { plain: "prerendered/landing.html", demo: "prerendered/landing-demo.html" },
      "/login": { plain: "prerendered/login.html", demo: "prerendered/login-demo.html" },
    },
  };
  writeFileSync(path.join(webDist, "prerendered", "manifest.json"), JSON.stringify(manifest));
}

describe("the prerendered public pages (docs/decisions.md 076)", () => {
  let t: TestApp;
  const webDist = mkdtempSync(path.join(tmpdir(), "studio-web-"));
  beforeAll(async () => {
    writeBuild(webDist);
    // The demo seed: "Studio" (the default network, the look the pages were rendered with) and
    // "Wave Music" (its own name and colour) on wave.localhost.
    t = await createTestApp({ config: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, host = "localhost") => t.app.inject({ method: "GET", url, headers: { host } });

  it("sends / and /login prerendered to the site they were rendered for, the demo's with its banner", async () => {
    const landing = await get("/");
    expect(landing.statusCode).toBe(200);
    expect(landing.headers["content-type"]).toMatch(/text\/html/);
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect(landing.body).toBe("<p>landing with the demo banner</p>");
    expect((await get("/login")).body).toBe("<p>login with the demo banner</p>");
  });

  it("allows the page's inline boot script by its hash, and no other inline script", async () => {
    const policy = String((await get("/")).headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' '${BOOT_HASH}'`);
    const other = String((await get("/dashboard")).headers["content-security-policy"]);
    expect(other).toContain("script-src 'self';");
  });

  it("sends index.html, with its loading cover, to a site that looks different", async () => {
    expect((await get("/", "wave.localhost")).body).toBe(SHELL);
    expect((await get("/login?host=wave.studio.test")).body).toBe(SHELL);
  });

  it("sends index.html for every other route, the language-prefixed ones included", async () => {
    for (const url of ["/dashboard", "/join", "/ko/login", "/ko", "/login/extra"]) {
      expect((await get(url)).body, url).toBe(SHELL);
    }
  });
});
