import { musicFavouriteToggleCall, musicSearchCall, SEARCH_TOTAL_CAP } from "@studio/contract";
import { and, desc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tracks } from "../src/db/schema";
import { expectOk } from "./support/assertions";
import { signedIn } from "./support/channels";
import { networkIdOf } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";
import { createTracks } from "./support/tracks";

// Past the cap by ten; the first 1,000 are OST, so text + category matches exactly the cap.
const ADDED = SEARCH_TOTAL_CAP + 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTracks(t.database.db, await networkIdOf(t.database.db), ADDED, {
    name: "Tide Count",
    artist: "Harbor Choir",
    isrcStart: 3_000_000,
    each: (i) => ({ tags: ["ai.angry", "calm"], category: i < SEARCH_TOTAL_CAP ? "ost" : "bgm" }),
  });
});
afterAll(() => t.close());

/** The ISRCs of a search in the catalogue's order (release date, then id, newest first), from SQL. */
async function newestIsrcs(where: ReturnType<typeof and>, offset: number, limit: number) {
  const rows = await t.database.db
    .select({ isrc: tracks.isrc })
    .from(tracks)
    .where(where)
    .orderBy(desc(tracks.releaseDate), desc(tracks.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.isrc);
}

describe("search totals past the cap (decision 078)", () => {
  it("counts up to 1,000 and says more match, for a text alone and for a tag", async () => {
    const { client } = await signedIn(t);
    const networkId = await networkIdOf(t.database.db);
    const text = and(eq(tracks.networkId, networkId), like(tracks.searchText, "%tidecount%"));
    const tagged = and(eq(tracks.networkId, networkId), sql`${tracks.tags} @> array['ai.angry']::text[]`);

    const byText = expectOk(await client.call(musicSearchCall, { search: "Tide Count" }));
    expect(byText).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect(byText.items.map((m) => m.isrc)).toEqual(await newestIsrcs(text, 0, 50));
    const textPage1 = expectOk(await client.call(musicSearchCall, { search: "Tide Count", page: 1 }));
    expect(textPage1).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect(textPage1.items.map((m) => m.isrc)).toEqual(await newestIsrcs(text, 50, 50));

    const byTag = expectOk(await client.call(musicSearchCall, { tags: "ai.angry", size: 30 }));
    expect(byTag).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect(byTag.items.map((m) => m.isrc)).toEqual(await newestIsrcs(tagged, 0, 30));
    const tagPage2 = expectOk(await client.call(musicSearchCall, { tags: "ai.angry", page: 2, size: 30 }));
    expect(tagPage2.items.map((m) => m.isrc)).toEqual(await newestIsrcs(tagged, 60, 30));

    // Text and tags together read one index of grams and tags.
    const both = expectOk(await client.call(musicSearchCall, { search: "count", tags: "calm,ai.angry" }));
    expect(both).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true });
    expect(both.items.map((m) => m.isrc)).toEqual(await newestIsrcs(and(text, tagged), 0, 50));
    const none = expectOk(await client.call(musicSearchCall, { search: "tide count", tags: "ai.cute" }));
    expect(none).toMatchObject({ items: [], total: 0, total_capped: false });
  });

  it("answers the exact total at the cap, and on the page where a longer result ends", async () => {
    const { client } = await signedIn(t);
    const networkId = await networkIdOf(t.database.db);
    const ost = and(
      eq(tracks.networkId, networkId),
      like(tracks.searchText, "%tidecount%"),
      eq(tracks.category, "ost"),
    );
    const atCap = expectOk(await client.call(musicSearchCall, { search: "tidecount", category: "ost" }));
    expect(atCap).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: false });
    expect(atCap.items.map((m) => m.isrc)).toEqual(await newestIsrcs(ost, 0, 50));
    const withTag = expectOk(
      await client.call(musicSearchCall, { search: "tidecount", tags: "ai.angry", category: "ost", page: 2 }),
    );
    expect(withTag).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: false });
    expect(withTag.items.map((m) => m.isrc)).toEqual(await newestIsrcs(ost, 100, 50));
    // Seven release dates over 1,000 tracks: the order within a day is the id's, as in SQL.
    const page7 = expectOk(
      await client.call(musicSearchCall, { search: "tidecount", category: "ost", page: 7 }),
    );
    expect(page7.items.map((m) => m.isrc)).toEqual(await newestIsrcs(ost, 350, 50));

    const lastPage = expectOk(await client.call(musicSearchCall, { search: "Tide Count", page: 20 }));
    expect(lastPage.items).toHaveLength(ADDED - 20 * 50);
    expect(lastPage).toMatchObject({ total: ADDED, total_capped: false });
    const tagEnd = expectOk(await client.call(musicSearchCall, { tags: "ai.angry", page: 5, size: 200 }));
    expect(tagEnd).toMatchObject({ total_capped: false });
    expect(tagEnd.total).toBe(5 * 200 + tagEnd.items.length);
  });

  it("marks the asker's favourites on pages read either way", async () => {
    const { client } = await signedIn(t);
    const networkId = await networkIdOf(t.database.db);
    const [newest] = await newestIsrcs(
      and(
        eq(tracks.networkId, networkId),
        like(tracks.searchText, "%tidecount%"),
        eq(tracks.category, "ost"),
      ),
      0,
      1,
    );
    expectOk(await client.call(musicFavouriteToggleCall, { isrc: newest ?? "" }));
    const favourited = (items: { isrc: string; favorited: boolean }[]) =>
      items.filter((m) => m.favorited).map((m) => m.isrc);
    const exact = expectOk(await client.call(musicSearchCall, { search: "tidecount", category: "ost" }));
    expect(favourited(exact.items)).toEqual([newest]);
    const capped = expectOk(await client.call(musicSearchCall, { search: "tidecount", size: 200 }));
    expect(capped.total_capped).toBe(true);
    expect(favourited(capped.items)).toEqual([newest]);
  });
});
