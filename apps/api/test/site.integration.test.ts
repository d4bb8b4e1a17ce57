import {
  CHAT_QR_PATH,
  LANDING_MOODS,
  landingMusicCall,
  MOOD_TAGS,
  siteMetaCall,
  type TSiteMeta,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks } from "../src/db/schema";
import { INDEXED_PAGES } from "../src/modules/site/seo-files";
import { expectOk } from "./support/assertions";
import { api, networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const meta = async (query: { domain?: string }, domainHeader?: string): Promise<TSiteMeta> =>
  expectOk(await api(t.app, domainHeader ? { domain: domainHeader } : {}).call(siteMetaCall, query));

describe("GET site/meta", () => {
  it("answers the default network without a domain", async () => {
    const site = await meta({});
    expect(site).toEqual({
      name: "Studio",
      domain: "localhost",
      logo: "",
      exclusive_logo: false,
      color_primary: "#5b4cf0",
      color_primary_dim: "#ece9fe",
      languages: ["en", "ko", "zh-CN", "zh-TW"],
      currencies: ["USD", "CNY"],
      chat_link: "https://chat.studio.test/support",
      password: { min: 8, max: 64 },
      demo: true,
    });
  });

  it("tells the network's password length, so every form shows and checks one rule", async () => {
    // An app of its own: networks are read once per 30 s, so the change comes before its first request.
    const own = await createTestApp();
    try {
      const studio = await networkIdOf(own.database.db);
      await own.database.db.update(networks).set({ passwordMin: 6 }).where(eq(networks.id, studio));
      const site = expectOk(await api(own.app).call(siteMetaCall, {}));
      expect(site.password).toEqual({ min: 6, max: 64 });
    } finally {
      await own.close();
    }
  });

  it("answers the default network for an unknown domain", async () => {
    expect((await meta({ domain: "unknown.example.org" })).name).toBe("Studio");
    expect((await meta({}, "nowhere.example.org")).name).toBe("Studio");
  });

  it("answers the white-label network by its domain", async () => {
    const site = await meta({ domain: "wave.studio.test" });
    expect(site).toMatchObject({
      name: "Wave Music",
      domain: "wave.localhost",
      color_primary: "#0b8a6f",
      color_primary_dim: "#dcf5ee",
      languages: ["en", "zh-CN", "zh-TW"],
      chat_link: "https://chat.wave.studio.test/help",
    });
    expect(site.languages).not.toContain("ko");
  });

  it("normalises the domain as the client does (case, port, www.)", async () => {
    expect((await meta({ domain: "WWW.Wave.Studio.Test:8443" })).name).toBe("Wave Music");
  });

  it("answers the network of the X-Network-Domain header", async () => {
    const site = await meta({}, "wave.localhost");
    expect(site.name).toBe("Wave Music");
    expect(site.languages).toEqual(["en", "zh-CN", "zh-TW"]);
  });

  it("prefers the domain query over the header", async () => {
    expect((await meta({ domain: "studio.test" }, "wave.localhost")).name).toBe("Studio");
  });
});

describe("the landing page's music and chat (docs/decisions/124)", () => {
  it("answers the network's fullest moods with their newest tracks, playable by anyone", async () => {
    const answer = expectOk(await api(t.app).call(landingMusicCall, {}));
    expect(answer.moods.length).toBeGreaterThan(0);
    expect(answer.moods.length).toBeLessThanOrEqual(LANDING_MOODS.moods);
    for (const mood of answer.moods) {
      expect(MOOD_TAGS).toContain(mood.tag);
      expect(mood.tracks.length).toBeGreaterThan(0);
      expect(mood.tracks.length).toBeLessThanOrEqual(LANDING_MOODS.tracksPerMood);
    }
    // The audio is the catalogue's own file, served to a visitor without a session.
    const track = answer.moods[0]?.tracks[0];
    const audio = await t.app.inject({ method: "GET", url: track?.music ?? "" });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toMatch(/^audio\//);
  });

  it("answers each network its own catalogue", async () => {
    const studio = expectOk(await api(t.app).call(landingMusicCall, {}));
    const wave = expectOk(await api(t.app, { domain: "wave.studio.test" }).call(landingMusicCall, {}));
    const isrcs = (moods: typeof studio.moods) => new Set(moods.flatMap((m) => m.tracks.map((x) => x.isrc)));
    const waveIsrcs = isrcs(wave.moods);
    expect(waveIsrcs.size).toBeGreaterThan(0);
    expect([...isrcs(studio.moods)].some((isrc) => waveIsrcs.has(isrc))).toBe(false);
  });

  it("draws the network's chat link as a QR code, and none for a network without a link", async () => {
    const qr = await t.app.inject({ method: "GET", url: `${CHAT_QR_PATH}?domain=localhost` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const own = await createTestApp();
    try {
      const studio = await networkIdOf(own.database.db);
      await own.database.db.update(networks).set({ chatLink: "" }).where(eq(networks.id, studio));
      const none = await own.app.inject({ method: "GET", url: `${CHAT_QR_PATH}?domain=localhost` });
      expect(none.statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});

describe("robots.txt and sitemap.xml (docs/decisions/124)", () => {
  it("lets search engines in and names the sitemap at the asked origin", async () => {
    const robots = await t.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "localhost:3000" },
    });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("User-agent: *\nAllow: /\nSitemap: http://localhost:3000/sitemap.xml");
  });

  it("lists every public page in every language of the network, each with its alternates", async () => {
    const sitemap = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "localhost" },
    });
    expect(sitemap.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(INDEXED_PAGES.length * 5);
    expect(locs).toContain("http://localhost/ko/guides/auths/pc-auth");
    expect(locs).toContain("http://localhost/zh-TW");
    expect(locs).toContain("http://localhost/terms-osl");
    expect(sitemap.body).toContain('hreflang="x-default" href="http://localhost/guides/android-upload"');
  });

  it.each([
    ["Host", { host: "evil.example" }],
    ["X-Forwarded-Host", { host: "localhost", "x-forwarded-host": "evil.example" }],
    ["Host with a port", { host: "evil.example:8080" }],
  ])("names only the network's configured domain for an unknown %s (cache poisoning)", async (_, headers) => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("evil.example");
      expect(res.body).toContain("http://localhost/");
    }
  });
});
