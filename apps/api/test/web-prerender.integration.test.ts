import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

const SHELL = "<!doctype html><head><title>Studio</title></head><div id=root>cover</div>";
const BOOT_HASH = "sha256-aGFzaC1vZi10aGUtYm9vdC1zY3JpcHQ=";
const FRAME_BOOT_HASH = "sha256-ZnJhbWUtYm9vdC1zY3JpcHQ=";
const KO_BOOT_HASH = "sha256-a28tYm9vdC1zY3JpcHQ=";

/** A built web app with its prerendered pages, as apps/web/scripts/prerender.mjs leaves them. */
function writeBuild(webDist: string) {
  mkdirSync(path.join(webDist, "prerendered"));
  writeFileSync(path.join(webDist, "index.html"), SHELL);
  for (const page of ["landing", "login", "dashboard"]) {
    writeFileSync(path.join(webDist, "prerendered", `${page}.html`), `<p>${page}</p>`);
    writeFileSync(
      path.join(webDist, "prerendered", `${page}-demo.html`),
      `<p>${page} with the demo banner</p>`,
    );
  }
  // The landing page in Korean for /ko (decision 124): its addresses start with the origin mark.
  writeFileSync(
    path.join(webDist, "prerendered", "landing.ko.html"),
    '<link rel="canonical" href="__STUDIO_ORIGIN__/ko"><p>landing in ko</p>',
  );
  writeFileSync(
    path.join(webDist, "prerendered", "landing.ko-demo.html"),
    '<link rel="canonical" href="__STUDIO_ORIGIN__/ko"><p>landing in ko, demo</p>',
  );
  const manifest = {
    look: { name: "Studio", logo: "", color_primary: "#5b4cf0", languages: ["en", "ko", "zh-CN", "zh-TW"] },
    pages: {
      "/": {
        plain: "prerendered/landing.html",
        demo: "prerendered/landing-demo.html",
        bootHash: BOOT_HASH,
        languages: {
          ko: {
            plain: "prerendered/landing.ko.html",
            demo: "prerendered/landing.ko-demo.html",
            bootHash: KO_BOOT_HASH,
          },
        },
      },
      "/login": { plain: "prerendered/login.html", demo: "prerendered/login-demo.html", bootHash: BOOT_HASH },
      "/dashboard": {
        plain: "prerendered/dashboard.html",
        demo: "prerendered/dashboard-demo.html",
        bootHash: FRAME_BOOT_HASH,
      },
    },
  };
  writeFileSync(path.join(webDist, "prerendered", "manifest.json"), JSON.stringify(manifest));
  const routePreloads = [
    { pattern: "/", files: [{ href: "/assets/landing-page-1a.js", as: "script" }] },
    {
      pattern: "/musics",
      files: [
        { href: "/assets/music-home-page-2b.js", as: "script" },
        { href: "/assets/dashboard-layout-3c.css", as: "style" },
      ],
    },
  ];
  writeFileSync(path.join(webDist, "prerendered", "route-preloads.json"), JSON.stringify(routePreloads));
}

describe("the prerendered pages (docs/decisions/076, 119)", () => {
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
  /** The page as built: without the site meta and the route's preload links the server writes in. */
  const built = (body: string) =>
    body
      .replace(/<script type="application\/json" id="site-meta">.*?<\/script>/, "")
      .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, "");
  const inlineMeta = (body: string) =>
    JSON.parse(/<script type="application\/json" id="site-meta">(.*?)<\/script>/.exec(body)?.[1] ?? "null");

  it("sends / and /login prerendered to the site they were rendered for, the demo's with its banner", async () => {
    const landing = await get("/");
    expect(landing.statusCode).toBe(200);
    expect(landing.headers["content-type"]).toMatch(/text\/html/);
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect(built(landing.body)).toBe("<p>landing with the demo banner</p>");
    expect(built((await get("/login")).body)).toBe("<p>login with the demo banner</p>");
  });

  it("sends the dashboard's frame prerendered too; its page's boot script shows it to a member", async () => {
    expect(built((await get("/dashboard")).body)).toBe("<p>dashboard with the demo banner</p>");
    expect(built((await get("/dashboard", "wave.localhost")).body)).toBe(SHELL);
    // Only the dashboard's home: its other pages and the other signed-in pages load as before.
    expect(built((await get("/dashboard/report-video")).body)).toBe(SHELL);
  });

  it("allows the page's inline boot script by its hash, and no other inline script", async () => {
    const policy = String((await get("/")).headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' '${BOOT_HASH}'`);
    const frame = String((await get("/dashboard")).headers["content-security-policy"]);
    expect(frame).toContain(`script-src 'self' '${FRAME_BOOT_HASH}'`);
    expect(frame).not.toContain(BOOT_HASH);
    const other = String((await get("/musics")).headers["content-security-policy"]);
    expect(other).toContain("script-src 'self';");
  });

  it("sends index.html, with its loading cover, to a site that looks different", async () => {
    expect(built((await get("/", "wave.localhost")).body)).toBe(SHELL);
    expect(built((await get("/login?host=wave.studio.test")).body)).toBe(SHELL);
  });

  it("sends index.html for every other route, the language-prefixed ones included", async () => {
    for (const url of ["/musics", "/join", "/ko/login", "/zh-TW", "/xx", "/login/extra", "/ko/dashboard"]) {
      expect(built((await get(url)).body), url).toBe(SHELL);
    }
  });

  it("writes the site's meta into every page, for the site the app will choose (docs/decisions/115)", async () => {
    const studio = inlineMeta((await get("/dashboard")).body);
    expect(studio).toMatchObject({ asked: "localhost", meta: { name: "Studio", demo: true } });
    const viaQuery = inlineMeta((await get("/dashboard?host=WWW.Wave.Localhost")).body);
    expect(viaQuery).toMatchObject({ asked: "wave.localhost", meta: { name: "Wave Music" } });
    // The meta is the answer site/meta gives for the same domain.
    const answer = await t.app.inject({ method: "GET", url: "/api/site/meta?domain=wave.localhost" });
    expect(viaQuery.meta).toEqual(answer.json().data);
    // In the head of index.html, and in a prerendered page too.
    expect((await get("/join")).body).toMatch(/id="site-meta">[^<]*<\/script><\/head>/);
    expect(inlineMeta((await get("/")).body).meta.name).toBe("Studio");
  });

  it("names a route's files in its page, and none in a prerendered page (docs/decisions/117)", async () => {
    const musics = (await get("/musics")).body;
    expect(musics).toContain('<link rel="modulepreload" crossorigin href="/assets/music-home-page-2b.js">');
    expect(musics).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/dashboard-layout-3c.css">',
    );
    expect(musics.indexOf("modulepreload")).toBeLessThan(musics.indexOf("</head>"));
    // The dashboard's frame is prerendered: its boot script asks for the files once it has painted.
    expect((await get("/dashboard")).body).not.toContain("modulepreload");
    // The landing page is prerendered for this site: it fetches no script before it has painted.
    expect((await get("/")).body).not.toContain("modulepreload");
    // Another site gets index.html for `/`, with the landing page's file named.
    expect((await get("/", "wave.localhost")).body).toContain("/assets/landing-page-1a.js");
    expect((await get("/join")).body).not.toContain("modulepreload");
  });

  it("sends a locale-prefixed page its language's own page, its addresses at the asked origin (decision 124)", async () => {
    const ko = await get("/ko");
    expect(built(ko.body)).toBe(
      '<link rel="canonical" href="http://localhost/ko"><p>landing in ko, demo</p>',
    );
    expect(String(ko.headers["content-security-policy"])).toContain(`script-src 'self' '${KO_BOOT_HASH}'`);
    // Another site's look gets index.html, as for the plain path.
    expect(built((await get("/ko", "wave.localhost")).body)).toBe(SHELL);
    // The origin comes from the request, so a forged host header can put no markup in the page.
    const forged = await t.app.inject({
      method: "GET",
      url: "/ko",
      headers: { host: 'localhost"><script>x</script>' },
    });
    expect(forged.body).not.toContain("<script>x");
    // An unknown host, sent or forwarded, gets the network's configured domain (no cache poisoning).
    for (const headers of [
      { host: "evil.example" },
      { host: "localhost", "x-forwarded-host": "evil.example" },
    ]) {
      const other = await t.app.inject({ method: "GET", url: "/ko", headers });
      // (The data block's "asked" echoes the host for the web app's own check; no address names it.)
      expect(other.body).not.toMatch(/(href|src|content)="[^"]*evil\.example/);
      expect(built(other.body)).toBe(
        '<link rel="canonical" href="http://localhost/ko"><p>landing in ko, demo</p>',
      );
    }
  });

  it("keeps a network's text from closing the data block", async () => {
    const wave = await t.app.inject({ method: "GET", url: "/api/site/meta?domain=wave.localhost" });
    expect(wave.statusCode).toBe(200);
    const hostile = await get("/dashboard?host=</script><script>alert(1)</script>");
    expect(hostile.body).not.toContain("<script>alert(1)");
    expect(inlineMeta(hostile.body).asked).toBe("</script><script>alert(1)</script>");
  });
});
