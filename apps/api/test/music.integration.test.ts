import {
  E,
  musicFavouritesCall,
  musicFavouriteToggleCall,
  musicHomeCall,
  musicLogCall,
  musicSearchCall,
  musicTagsCall,
  type TMusic,
} from "@studio/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { musicUses, networks, tracks } from "../src/db/schema";
import { expectError, expectOk } from "./support/assertions";
import { signedIn } from "./support/channels";
import { api, networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (items: TMusic[]) => items.map((m) => m.name);

describe("GET v2/music/search", () => {
  it("finds Korean and Chinese substrings, not only word starts, in name and artist", async () => {
    const { client } = await signedIn(t);
    expect(names(expectOk(await client.call(musicSearchCall, { search: "하늘" })).items)).toEqual(
      expect.arrayContaining(["밤하늘 별빛", "봄날의 산책", "도시의 아침", "Sunrise Over Seoul"]),
    );
    expect(names(expectOk(await client.call(musicSearchCall, { search: "바다" })).items)).toEqual([
      "여름 바다",
    ]);
    expect(names(expectOk(await client.call(musicSearchCall, { search: "光" })).items).sort()).toEqual(
      ["月光小夜曲", "追光者之路"].sort(),
    );
    expect(names(expectOk(await client.call(musicSearchCall, { search: "风十" })).items)).toEqual([
      "春风十里",
    ]);
  });

  it("finds Chinese typed in Traditional in names written in Simplified (decision 111)", async () => {
    const { client } = await signedIn(t);
    for (const search of ["春風", "春風十里", "春风"]) {
      const found = expectOk(await client.call(musicSearchCall, { search }));
      expect(names(found.items), search).toEqual(["春风十里"]);
      expect(found.total, search).toBe(1);
    }
    expect(names(expectOk(await client.call(musicSearchCall, { search: "月光" })).items)).toEqual([
      "月光小夜曲",
    ]);
  });

  it("is case-, width- and space-insensitive and matches the ISRC", async () => {
    const { client } = await signedIn(t);
    for (const search of ["neon drive", "ＮＥＯＮ", "NeonDrive", "eon dri"]) {
      expect(names(expectOk(await client.call(musicSearchCall, { search })).items)).toEqual(["Neon Drive"]);
    }
    const byIsrc = expectOk(await client.call(musicSearchCall, { search: "kra402600001" }));
    expect(byIsrc.items.map((m) => m.isrc)).toEqual(["KRA402600001"]);
  });

  it("treats % and _ as plain characters", async () => {
    const { client } = await signedIn(t);
    expect(expectOk(await client.call(musicSearchCall, { search: "%" })).total).toBe(0);
    expect(expectOk(await client.call(musicSearchCall, { search: "_" })).total).toBe(0);
  });

  it("combines tags (all must match), category, shopping and prioritized", async () => {
    const { client } = await signedIn(t);
    const calmLofi = expectOk(await client.call(musicSearchCall, { tags: "calm,lofi" }));
    expect(calmLofi.total).toBeGreaterThan(1);
    for (const m of calmLofi.items) expect(m.tags).toEqual(expect.arrayContaining(["calm", "lofi"]));
    const kpop = expectOk(await client.call(musicSearchCall, { category: "kpop", tags: "bright" }));
    for (const m of kpop.items) expect([m.category, m.tags.includes("bright")]).toEqual(["kpop", true]);
    const shopping = expectOk(await client.call(musicSearchCall, { shopping: "true" }));
    expect(shopping.items.every((m) => m.shopping)).toBe(true);
    const prioritized = expectOk(await client.call(musicSearchCall, { prioritized: "true", search: "neon" }));
    expect(names(prioritized.items)).toEqual(["Neon Drive"]);
  });

  it("pages from 0 with size (default 50, at most 200), newest releases first, with the total", async () => {
    const { client } = await signedIn(t);
    const all = expectOk(await client.call(musicSearchCall, {}));
    expect(all).toMatchObject({ total: 40, total_capped: false });
    expect(all.items).toHaveLength(40);
    const dates = all.items.map((m) => m.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = expectOk(await client.call(musicSearchCall, { page: 1, size: 15 }));
    expect(second.items.map((m) => m.isrc)).toEqual(all.items.slice(15, 30).map((m) => m.isrc));
    expect(expectOk(await client.call(musicSearchCall, { page: 9, size: 15 })).items).toEqual([]);
    expectError(await client.call(musicSearchCall, { size: 201 }), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(musicSearchCall, { page: -1 }), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(musicSearchCall, { tags: "calm,nope" }), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(musicSearchCall, { category: "rock" }), 400, E.FIELDS_REQUIRED);
    expectError(await client.call(musicSearchCall, { search: "x".repeat(101) }), 400, E.CONTENT_TOO_LONG);
  });

  it("keeps the total on later pages and counts afresh on page 0", async () => {
    const { client, account } = await signedIn(t);
    const first = expectOk(await client.call(musicSearchCall, { size: 15 }));
    expect(first.total).toBe(40);
    const last = expectOk(await client.call(musicSearchCall, { page: 2, size: 15 }));
    expect(last).toMatchObject({ total: 40 });
    expect(last.items).toHaveLength(10);
    const calm = expectOk(await client.call(musicSearchCall, { tags: "calm", size: 2 }));
    const calmAll = expectOk(await client.call(musicSearchCall, { tags: "calm" }));
    expect(calm.total).toBe(calmAll.items.length);
    expect(expectOk(await client.call(musicSearchCall, { tags: "calm", page: 1, size: 2 })).total).toBe(
      calmAll.items.length,
    );

    const [added] = await t.database.db
      .insert(tracks)
      .values({
        networkId: account.networkId,
        isrc: "KRA402699999",
        name: "Fresh Count",
        artist: "Counter",
        category: "bgm",
        tags: ["calm"],
        releaseDate: "2020-01-01",
        durationSeconds: 60,
        audioFile: "a.wav",
        coverFile: "c.svg",
        searchText: "freshcount|counter|kra402699999",
        searchGrams: [],
      })
      .returning();
    try {
      expect(expectOk(await client.call(musicSearchCall, { size: 15 })).total).toBe(41);
    } finally {
      await t.database.db.delete(tracks).where(eq(tracks.id, added?.id ?? 0));
    }
    expect(expectOk(await client.call(musicSearchCall, { size: 15 })).total).toBe(40);
  });

  it("never shows another network's tracks", async () => {
    const studio = await signedIn(t);
    const wave = await signedIn(t, { network: "wave" });
    const waveAll = expectOk(await wave.client.call(musicSearchCall, {}));
    expect(waveAll.total).toBe(5);
    expect(waveAll.items.every((m) => m.isrc.startsWith("CNWAV"))).toBe(true);
    expect(expectOk(await studio.client.call(musicSearchCall, { search: "海浪" })).total).toBe(0);
    expectError(
      await studio.client.call(musicFavouriteToggleCall, { isrc: "CNWAV2600001" }),
      404,
      E.INVALID_ACCESS,
    );
  });

  it("needs a session", async () => {
    expectError(await api(t.app).call(musicSearchCall, {}), 401, E.LOGIN_REQUIRED);
  });
});

describe("favourites", () => {
  it("toggles, lists newest first, and stops at the network's limit with 20000 naming it", async () => {
    const { client } = await signedIn(t);
    const catalogue = expectOk(await client.call(musicSearchCall, { size: 12 })).items;
    for (const [index, track] of catalogue.slice(0, 10).entries()) {
      expect(expectOk(await client.call(musicFavouriteToggleCall, { isrc: track.isrc })).favorited).toBe(
        true,
      );
      t.clock.advance(1_000 + index);
    }
    const over = expectError(
      await client.call(musicFavouriteToggleCall, { isrc: catalogue[10]?.isrc }, { language: "ko" }),
      409,
      E.FAVOURITES_LIMIT,
      "ko",
    );
    expect(over.params).toEqual({ limit: 10 });

    const list = expectOk(await client.call(musicFavouritesCall, {}));
    expect(list).toMatchObject({ total: 10, limit: 10 });
    expect(list.items.map((m) => m.isrc)).toEqual(
      catalogue
        .slice(0, 10)
        .map((m) => m.isrc)
        .reverse(),
    );
    expect(list.items.every((m) => m.favorited)).toBe(true);

    // Removing one makes room again; the search shows the flag.
    expect(
      expectOk(await client.call(musicFavouriteToggleCall, { isrc: catalogue[0]?.isrc })).favorited,
    ).toBe(false);
    expect(
      expectOk(await client.call(musicFavouriteToggleCall, { isrc: catalogue[10]?.isrc })).favorited,
    ).toBe(true);
    const flagged = expectOk(await client.call(musicSearchCall, { size: 12 })).items;
    expect(flagged.map((m) => m.favorited)).toEqual(flagged.map((_, i) => i >= 1 && i <= 10));
  });

  it("follows a network's own limit", async () => {
    await t.database.db.update(networks).set({ favouritesLimit: 2 }).where(eq(networks.slug, "wave"));
    try {
      const { client } = await signedIn(t, { network: "wave" });
      const [a, b, c] = expectOk(await client.call(musicSearchCall, {})).items;
      expectOk(await client.call(musicFavouriteToggleCall, { isrc: a?.isrc }));
      expectOk(await client.call(musicFavouriteToggleCall, { isrc: b?.isrc }));
      expect(
        expectError(await client.call(musicFavouriteToggleCall, { isrc: c?.isrc }), 409, E.FAVOURITES_LIMIT)
          .params,
      ).toEqual({ limit: 2 });
    } finally {
      await t.database.db.update(networks).set({ favouritesLimit: 10 }).where(eq(networks.slug, "wave"));
    }
  });

  it("refuses an unknown or malformed ISRC", async () => {
    const { client } = await signedIn(t);
    expectError(await client.call(musicFavouriteToggleCall, { isrc: "KRA409999999" }), 404, E.INVALID_ACCESS);
    expectError(await client.call(musicFavouriteToggleCall, { isrc: "nope" }), 400, E.FIELDS_REQUIRED);
  });
});

describe("tags, home and the music log", () => {
  it("lists every mood and AI tag with its track count", async () => {
    const { client } = await signedIn(t);
    const { datas } = expectOk(await client.call(musicTagsCall, {}));
    expect(datas.find((d) => d.id === "calm")).toMatchObject({ family: "mood" });
    expect(datas.find((d) => d.id === "calm")?.count).toBeGreaterThan(3);
    expect(datas.find((d) => d.id === "ai.cute")).toMatchObject({ family: "ai" });
  });

  it("picks each mood's newest tracks for the home, as the search lists them", async () => {
    const { client } = await signedIn(t);
    const home = expectOk(await client.call(musicHomeCall, {}));
    expect(home.mood_picks.length).toBeGreaterThan(0);
    for (const pick of home.mood_picks) {
      const searched = expectOk(await client.call(musicSearchCall, { tags: pick.tag, size: 8 }));
      expect(pick.items.map((m) => m.isrc)).toEqual(searched.items.map((m) => m.isrc));
      expect(pick.items.every((m) => m.tags.includes(pick.tag))).toBe(true);
    }
  });

  it("ranks the week's plays and copies, with last week's rank", async () => {
    const { client } = await signedIn(t);
    const before = expectOk(await client.call(musicHomeCall, {}));
    expect(before.new_releases.length).toBeGreaterThan(0);
    expect(before.prioritized.every((m) => m.prioritized)).toBe(true);
    expect(before.mood_picks.length).toBeGreaterThan(0);
    const ranks = before.weekly_popular.map((r) => r.rank);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    const scores = before.weekly_popular.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A quiet track played many times this week climbs to first place.
    const quiet = expectOk(await client.call(musicSearchCall, { search: "Quiet Library" })).items[0];
    const top = before.weekly_popular[0]?.score ?? 0;
    const listeners = await Promise.all(
      Array.from({ length: Math.ceil((top + 1) / 100) + 1 }, () => signedIn(t)),
    );
    let logged = 0;
    for (const listener of listeners) {
      for (let i = 0; i < 100 && logged <= top; i++, logged++) {
        expectOk(await listener.client.call(musicLogCall, { kind: "play", isrc: quiet?.isrc }));
      }
    }
    const after = expectOk(await client.call(musicHomeCall, {}));
    expect(after.weekly_popular[0]?.music.name).toBe("Quiet Library");
    expectError(
      await client.call(musicLogCall, { kind: "dance", isrc: quiet?.isrc }),
      400,
      E.FIELDS_REQUIRED,
    );
  });
});

describe("weekly popular days", () => {
  it("counts the days of use in the asker's time zone, not in UTC (decision 051)", async () => {
    // 20:00 UTC on 10 March 2020 is 05:00 on the 11th in Seoul (the network's zone). Nothing else
    // was played or used that long ago, so only this test's uses rank.
    const back = Date.parse("2020-03-10T20:00:00Z") - t.clock.now().getTime();
    t.clock.advance(back);
    try {
      const inSeoul = await signedIn(t);
      const inUtc = await signedIn(t, { timeZone: "UTC" });
      const [first, second] = expectOk(await inSeoul.client.call(musicSearchCall, { size: 2 })).items;
      const networkId = await networkIdOf(t.database.db);
      const trackId = async (isrc: string | undefined) => {
        const [row] = await t.database.db
          .select({ id: tracks.id })
          .from(tracks)
          .where(eq(tracks.isrc, isrc ?? ""));
        return row?.id ?? 0;
      };
      // The last 7 days before today: 4-10 March in Seoul, 3-9 March in UTC.
      await t.database.db.insert(musicUses).values([
        { networkId, trackId: await trackId(first?.isrc), videoId: "zone-day-10", usedOn: "2020-03-10" },
        { networkId, trackId: await trackId(second?.isrc), videoId: "zone-day-3", usedOn: "2020-03-03" },
      ]);
      const ranked = async (viewer: typeof inSeoul) =>
        expectOk(await viewer.client.call(musicHomeCall, {})).weekly_popular.map((r) => [
          r.music.name,
          r.score,
        ]);
      expect(await ranked(inSeoul)).toEqual([[first?.name, 5]]);
      expect(await ranked(inUtc)).toEqual([[second?.name, 5]]);
    } finally {
      t.clock.advance(-back);
    }
  });
});

describe("audio and covers", () => {
  async function audioUrl() {
    const { client } = await signedIn(t);
    return expectOk(await client.call(musicSearchCall, { size: 1 })).items[0] as TMusic;
  }

  it("serves the whole file with its type and caching headers", async () => {
    const track = await audioUrl();
    const fullFile = await t.app.inject({ method: "GET", url: track.music });
    expect(fullFile.statusCode).toBe(200);
    expect(fullFile.headers["content-type"]).toMatch(/^audio\/(wav|wave|x-wav)/);
    expect(fullFile.headers["accept-ranges"]).toBe("bytes");
    expect(fullFile.headers["cache-control"]).toContain("max-age=31536000");
    expect(fullFile.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
    const cover = await t.app.inject({ method: "GET", url: track.thumbnail });
    expect(cover.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("answers ranges: start, middle, suffix, and 416 past the end", async () => {
    const track = await audioUrl();
    const size = (await t.app.inject({ method: "GET", url: track.music })).rawPayload.length;
    const start = await t.app.inject({ method: "GET", url: track.music, headers: { range: "bytes=0-99" } });
    expect(start.statusCode).toBe(206);
    expect(start.headers["content-range"]).toBe(`bytes 0-99/${size}`);
    expect(start.rawPayload).toHaveLength(100);
    const middle = await t.app.inject({
      method: "GET",
      url: track.music,
      headers: { range: "bytes=1000-1999" },
    });
    expect(middle.headers["content-range"]).toBe(`bytes 1000-1999/${size}`);
    expect(middle.rawPayload).toHaveLength(1000);
    const suffix = await t.app.inject({ method: "GET", url: track.music, headers: { range: "bytes=-500" } });
    expect(suffix.headers["content-range"]).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    const beyond = await t.app.inject({
      method: "GET",
      url: track.music,
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("serves all of the file for a suffix longer than it (RFC 9110 §14.1.2)", async () => {
    const track = await audioUrl();
    const fullFile = (await t.app.inject({ method: "GET", url: track.music })).rawPayload;
    const size = fullFile.length;
    for (const range of [`bytes=-${size + 1}`, `bytes=-${size}`, "bytes=-99999999999999999999"]) {
      const response = await t.app.inject({ method: "GET", url: track.music, headers: { range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-range"], range).toBe(`bytes 0-${size - 1}/${size}`);
      expect(response.rawPayload.equals(fullFile), range).toBe(true);
    }
  });

  it("ignores a malformed or invalid Range and serves the whole file (200)", async () => {
    const track = await audioUrl();
    const size = (await t.app.inject({ method: "GET", url: track.music })).rawPayload.length;
    for (const range of [
      "bytes=1e3-2e3",
      "bytes=0x10-0x20",
      "bytes=1.5-20",
      "bytes=+1-20",
      "bytes= 10 - 20 ",
      "bytes=20-10",
      "bytes=abc",
      "bytes=",
      "bytes=-",
      "bytes=--5",
      "bytes=1-2-3",
      "bytes=0-99,junk",
      "items=0-99",
      "bytes 0-99",
    ]) {
      const response = await t.app.inject({ method: "GET", url: track.music, headers: { range } });
      expect(response.statusCode, range).toBe(200);
      expect(response.headers["content-range"], range).toBeUndefined();
      expect(response.rawPayload, range).toHaveLength(size);
    }
  });

  it("answers 416 with the size when no range starts inside the file, 206 when one does", async () => {
    const track = await audioUrl();
    const size = (await t.app.inject({ method: "GET", url: track.music })).rawPayload.length;
    for (const range of [
      `bytes=${size}-`,
      `bytes=${size}-${size + 5}`,
      "bytes=-0",
      `bytes=${size + 1}-,-0`,
    ]) {
      const response = await t.app.inject({ method: "GET", url: track.music, headers: { range } });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${size}`);
    }
    const mixed = await t.app.inject({
      method: "GET",
      url: track.music,
      headers: { range: `bytes=${size + 1}-, 0-9` },
    });
    expect(mixed.statusCode).toBe(206);
    expect(mixed.headers["content-range"]).toBe(`bytes 0-9/${size}`);
    const upperCase = await t.app.inject({
      method: "GET",
      url: track.music,
      headers: { range: "Bytes=0-9" },
    });
    expect(upperCase.statusCode).toBe(206);
    expect(upperCase.rawPayload).toHaveLength(10);
  });

  it("never fails on a malformed media path with a Range", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/media/audio/%E0%A4%A.wav",
      headers: { range: "bytes=0-9" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("answers 404 for a file that does not exist, and never leaves the media folder", async () => {
    expect((await t.app.inject({ method: "GET", url: "/media/audio/nope.wav" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/../../etc/passwd" })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/media/audio/..%2f..%2fpackage.json" })).statusCode,
    ).toBe(404);
  });
});
