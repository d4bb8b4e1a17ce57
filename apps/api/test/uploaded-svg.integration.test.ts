import {
  adminSiteLogoCall,
  adminTrackFilesCall,
  E,
  normalizeSearchText,
  searchGrams,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networks, tracks } from "../src/db/schema";
import { expectError, expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Uploaded SVG covers and logos are stored without what runs or fetches, an unusable file is refused
 * (11), and every stored file is served sandboxed (docs/decisions/140).
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { isStaff: true, staffRole: "admin" });
});
afterAll(() => t.close());

const HOSTILE = [
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 4 4" onload="alert(1)">',
  "<script>alert(2)</script>",
  '<a href="javascript:alert(3)"><circle r="2" cx="2" cy="2"/></a>',
  '<a xlink:href="javascript:alert(4)"><rect width="1" height="1"/></a>',
  "</svg>",
].join("");

function expectHarmless(svg: string) {
  for (const gone of ["script", "alert", "onload", "javascript"]) expect(svg).not.toContain(gone);
  expect(svg).toContain('<circle r="2" cx="2" cy="2"/>');
}

function expectSandboxed(headers: Record<string, unknown>) {
  expect(headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

function upload(path: string, file: { name: string; text: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([file.text]), file.name);
  return admin.client.inject({ method: "POST", url: `/api/${path}`, payload: form });
}

describe("a site logo", () => {
  it("is stored without scripts, handlers and javascript: links, and served sandboxed", async () => {
    const { logo } = expectOk(await upload(adminSiteLogoCall.path, { name: "logo.svg", text: HOSTILE })) as {
      logo: string;
    };
    const served = await t.app.inject({ method: "GET", url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expectSandboxed(served.headers);
    expectHarmless(served.body);
  });

  it("is refused (11) when it is no well-formed SVG, PNG or WebP", async () => {
    for (const text of ["<svg><script>alert(1)</script>", "<html><script>alert(1)</script></html>"])
      expectError(await upload(adminSiteLogoCall.path, { name: "logo.svg", text }), 400, E.UNUSABLE_IMAGE);
  });
});

describe("a track cover", () => {
  async function track() {
    const isrc = `KRA40${String(Date.now()).slice(-7)}`;
    const searchText = normalizeSearchText(`Cover ${isrc}`);
    const [studio] = await t.database.db.select().from(networks).where(eq(networks.slug, "studio"));
    const [row] = await t.database.db
      .insert(tracks)
      .values({
        networkId: studio?.id ?? 0,
        isrc,
        name: `Cover ${isrc}`,
        artist: "Staff Artist",
        coverFile: "cover.svg",
        audioFile: "audio.wav",
        durationSeconds: 35,
        category: "bgm",
        tags: [],
        releaseDate: "2026-01-01",
        searchText,
        searchGrams: searchGrams(searchText),
      })
      .returning();
    if (!row) throw new Error("no track");
    return row;
  }

  it("is stored without scripts, handlers and javascript: links, and served sandboxed", async () => {
    const { id } = await track();
    const saved = expectOk(
      await upload(adminTrackFilesCall.path, { name: "cover.svg", text: HOSTILE }, { track_id: String(id) }),
    ) as { thumbnail: string };
    const served = await t.app.inject({ method: "GET", url: saved.thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/svg+xml");
    expectSandboxed(served.headers);
    expectHarmless(served.body);
  });

  it("is refused (11) when it is no well-formed SVG", async () => {
    const { id } = await track();
    const response = await upload(
      adminTrackFilesCall.path,
      { name: "cover.svg", text: "<svg><script>alert(1)</script>" },
      { track_id: String(id) },
    );
    expectError(response, 400, E.UNUSABLE_IMAGE);
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, id));
    expect(row?.coverFile).toBe("cover.svg");
  });
});
